import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { currencyMark } from '@/lib/account/player-accounts';
import { useAccounts } from '@/lib/account/use-accounts';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { ApiError, refusalText } from '@/lib/api-client/errors';
import { formatMinor, parseMinor } from '@/lib/money/minor';
import { useMoneyFormat } from '@/lib/money/use-money-format';
import { useSession } from '@/lib/session/session-context';
import { combinationsOf, type TotoPick } from '@/lib/toto/toto-maths';

import { placeTotoCoupon } from '../api/place-toto-coupon';

interface Props {
  readonly drawId: number;
  readonly picks: readonly (readonly TotoPick[])[];
  readonly maxCombinations: number;
  readonly language: string;
  readonly onPlaced: () => void;
}

/**
 * What placing has come to. One request under a guid: the guid is kept until the coupon is
 * placed, so a retry after a lost answer (or a double click) places it once.
 */
type Placing =
  | { readonly phase: 'editing' | 'placing' }
  | { readonly phase: 'placed'; readonly couponNumber: string }
  | { readonly phase: 'failed'; readonly message: string };

/** The coupon: combinations, the stake a combination, the total and placing it. */
export function TotoCouponForm({ drawId, picks, maxCombinations, language, onPlaced }: Props) {
  const { t, i18n } = useTranslation('toto');
  const { authenticated } = useSession();
  const client = useApiClient();
  const accounts = useAccounts({ passive: true });
  const money = useMoneyFormat();
  const stakeId = useId();
  const [stake, setStake] = useState('1');
  const [guid, setGuid] = useState(() => crypto.randomUUID());
  const [placing, setPlacing] = useState<Placing>({ phase: 'editing' });
  const active = accounts.data?.active;
  const currency = active ? currencyMark(active) : '';
  const complete = picks.every((event) => event.length > 0);
  const combinations = complete ? combinationsOf(picks) : 0;
  const perCombination = parseMinor(stake.trim().replace(',', '.'));
  const total = perCombination === undefined ? undefined : perCombination * BigInt(combinations);
  const reason = !complete
    ? t('toto_pick_every_event')
    : combinations > maxCombinations
      ? t('toto_too_many_combinations', { limit: maxCombinations })
      : perCombination === undefined || perCombination <= 0n
        ? t('toto_enter_stake')
        : undefined;

  const place = async (event: FormEvent) => {
    event.preventDefault();
    if (reason || perCombination === undefined || placing.phase === 'placing') return;
    setPlacing({ phase: 'placing' });
    try {
      const placed = await client.call(placeTotoCoupon, {
        drawId,
        couponGuid: guid,
        stake: formatMinor(perCombination),
        picks: picks.map((p) => [...p]),
      });
      setPlacing({ phase: 'placed', couponNumber: placed.coupon.couponNumber });
      setGuid(crypto.randomUUID());
      void accounts.mutate();
      onPlaced();
    } catch (error) {
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      setPlacing({
        phase: 'failed',
        message: refused
          ? t(refusalText(error, (key) => i18n.exists(key, { ns: 'toto' })))
          : t('toto_place_failed'),
      });
    }
  };

  return (
    <form className="toto__coupon" aria-label={t('toto_coupon')} onSubmit={(e) => void place(e)}>
      <h2 className="toto__subtitle">{t('toto_coupon')}</h2>
      <p>
        {t('toto_combinations')}: <strong>{combinations}</strong>
      </p>
      <label htmlFor={stakeId}>{t('toto_stake')}</label>{' '}
      <input
        id={stakeId}
        className="toto__stake"
        inputMode="decimal"
        autoComplete="off"
        value={stake}
        onChange={(e) => {
          setStake(e.target.value);
          if (placing.phase !== 'placing') setPlacing({ phase: 'editing' });
        }}
      />{' '}
      {currency}
      <p>
        {t('toto_total')}:{' '}
        <strong>{total !== undefined && combinations > 0 ? money(total, currency) : '—'}</strong>
      </p>
      {authenticated ? (
        <>
          {reason && <p className="toto__hint">{reason}</p>}
          <button
            type="submit"
            className="toto__place"
            disabled={reason !== undefined}
            aria-disabled={placing.phase === 'placing'}
          >
            {placing.phase === 'placing' ? t('toto_placing') : t('toto_place')}
          </button>
        </>
      ) : (
        <Link to={`/${language}/login`}>{t('toto_login_to_play')}</Link>
      )}
      <p role="status" className="toto__placed">
        {placing.phase === 'placed' && t('toto_placed', { couponNumber: placing.couponNumber })}
      </p>
      {placing.phase === 'failed' && <p role="alert">{placing.message}</p>}
    </form>
  );
}
