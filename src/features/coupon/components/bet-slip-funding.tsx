import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Actor } from 'xstate';

import type { couponMachine } from '@machines/coupon/coupon.machine';
import type { AdvanceStanding, CouponContext, CouponFunding } from '@machines/coupon/coupon.types';
import { advanceAvailable } from '@machines/coupon/coupon-content';
import { useAccounts } from '@/lib/account/use-accounts';
import { useApi } from '@/lib/api-client/use-api';
import type { BonusRecord } from '@/lib/api-contract/generated/api-types';
import { getBonuses } from '@/lib/money/bonus-endpoints';
import { BONUS_TYPE } from '@/lib/money/bonus-types';
import { parseMinor } from '@/lib/money/minor';
import { useAdvance } from '@/lib/money/use-advance';
import { useMoneyFormat } from '@/lib/money/use-money-format';

import { useStakeCurrency } from '../hooks/use-stake-currency';

/** Bonuses a sports bet can stake from: active, for sport (bonus money or a free bet), not empty. */
const stakeable = (bonus: BonusRecord, currency: string) =>
  bonus.status === 'active' &&
  bonus.TypeBonus !== BONUS_TYPE.casino &&
  bonus.currency_code === currency &&
  (parseMinor(bonus.money) ?? 0n) > 0n;

const fundingOf = (bonus: BonusRecord): CouponFunding =>
  bonus.TypeBonus === BONUS_TYPE.freebet
    ? { bonusId: bonus.id, fixedStake: bonus.money }
    : { bonusId: bonus.id };

const ADVANCE = 'advance';

/** The advance offered when some is available, or owed (then shown, and not to be chosen). */
const advanceShown = (standing: AdvanceStanding | undefined) =>
  standing !== undefined &&
  (standing.blocked ||
    advanceAvailable(standing) > 0n ||
    (parseMinor(standing.outstanding) ?? 0n) > 0n);

/**
 * Where the stake comes from, for a player who has something besides the main account: a sport
 * bonus's money or a free bet (which stakes all of it), or an advance (GetAvance: what is
 * available, what is owed; an unrepaid advance leaves the choice disabled, saying so). A bonus
 * spent or ended meanwhile goes back to the main account. The slip shows it while it has
 * selections: it is asked again each time it comes back (after a placed bet, a bonus may be spent
 * and what is available on advance has changed).
 */
export function BetSlipFunding({
  actor,
  context,
}: {
  actor: Actor<typeof couponMachine>;
  context: CouponContext;
}) {
  const { t } = useTranslation('sportsbook');
  const noteId = useId();
  const money = useMoneyFormat();
  const currency = useStakeCurrency();
  const iso = useAccounts({ passive: true }).data?.active?.iso;
  const { data } = useApi(getBonuses, undefined, { swr: { dedupingInterval: 0 } });
  const asked = useAdvance().data;
  const bonuses = iso === undefined ? [] : (data ?? []).filter((bonus) => stakeable(bonus, iso));
  const chosen = context.funding?.bonusId;
  const gone = data !== undefined && chosen !== undefined && !bonuses.some((b) => b.id === chosen);
  useEffect(() => {
    if (gone) actor.send({ type: 'funding.choose', funding: undefined });
  }, [gone, actor]);
  useEffect(() => {
    if (asked)
      actor.send({
        type: 'advance.update',
        standing: {
          available: asked.available,
          outstanding: asked.outstanding,
          blocked: asked.blocked,
        },
      });
  }, [asked, actor]);
  // The machine's standing: GetAvance's answer, or the newer one an advance's refusal brought.
  const standing = context.advance;
  const amount = (text: string) => money(parseMinor(text) ?? 0n, currency);
  const advance = advanceShown(standing) ? standing : undefined;
  const owed = parseMinor(advance?.outstanding ?? '') ?? 0n;
  if (bonuses.length === 0 && !advance) return null;
  const note = advance?.blocked
    ? t('coupon_advance_unrepaid', { amount: amount(advance.outstanding) })
    : owed > 0n && advance
      ? t('coupon_advance_owed', { amount: amount(advance.outstanding) })
      : undefined;
  return (
    <>
      <label className="bet-slip__funding">
        <span>{t('coupon_stake_from')}</span>
        <select
          value={context.funding?.advance ? ADVANCE : (chosen ?? '')}
          aria-describedby={note ? noteId : undefined}
          onChange={(e) => {
            const value = e.target.value;
            const bonus = bonuses.find((b) => String(b.id) === value);
            actor.send({
              type: 'funding.choose',
              funding: value === ADVANCE ? { advance: true } : bonus && fundingOf(bonus),
            });
          }}
        >
          <option value="">{t('coupon_stake_from_main')}</option>
          {advance && (
            <option value={ADVANCE} disabled={advanceAvailable(advance) === 0n}>
              {t('coupon_stake_from_advance', {
                amount: money(advanceAvailable(advance), currency),
              })}
            </option>
          )}
          {bonuses.map((bonus) => (
            <option key={bonus.id} value={bonus.id}>
              {t(
                bonus.TypeBonus === BONUS_TYPE.freebet
                  ? 'coupon_stake_from_free_bet'
                  : 'coupon_stake_from_bonus',
                { name: bonus.BonusName, amount: money(parseMinor(bonus.money) ?? 0n, currency) },
              )}
            </option>
          ))}
        </select>
      </label>
      {note && (
        <p id={noteId} className="bet-slip__funding-note">
          {note}
        </p>
      )}
    </>
  );
}
