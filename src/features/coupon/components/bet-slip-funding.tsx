import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Actor } from 'xstate';

import type { couponMachine } from '@machines/coupon/coupon.machine';
import type { CouponContext, CouponFunding } from '@machines/coupon/coupon.types';
import { useAccounts } from '@/lib/account/use-accounts';
import { useApi } from '@/lib/api-client/use-api';
import type { BonusRecord } from '@/lib/api-contract/generated/api-types';
import { getBonuses } from '@/lib/money/bonus-endpoints';
import { BONUS_TYPE } from '@/lib/money/bonus-types';
import { parseMinor } from '@/lib/money/minor';
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

/**
 * Where the stake comes from, for a player who has something besides the main account: a sport
 * bonus's money or a free bet (which stakes all of it). A bonus spent or ended meanwhile goes back
 * to the main account. The slip shows it while it has selections: it is asked again each time it
 * comes back (after a placed bet, a bonus may be spent).
 */
export function BetSlipFunding({
  actor,
  context,
}: {
  actor: Actor<typeof couponMachine>;
  context: CouponContext;
}) {
  const { t } = useTranslation('sportsbook');
  const money = useMoneyFormat();
  const currency = useStakeCurrency();
  const iso = useAccounts({ passive: true }).data?.active?.iso;
  const { data } = useApi(getBonuses, undefined, { swr: { dedupingInterval: 0 } });
  const bonuses = iso === undefined ? [] : (data ?? []).filter((bonus) => stakeable(bonus, iso));
  const chosen = context.funding?.bonusId;
  const gone = data !== undefined && chosen !== undefined && !bonuses.some((b) => b.id === chosen);
  useEffect(() => {
    if (gone) actor.send({ type: 'funding.choose', funding: undefined });
  }, [gone, actor]);
  if (bonuses.length === 0) return null;
  return (
    <label className="bet-slip__funding">
      <span>{t('coupon_stake_from')}</span>
      <select
        value={chosen ?? ''}
        onChange={(e) => {
          const bonus = bonuses.find((b) => String(b.id) === e.target.value);
          actor.send({ type: 'funding.choose', funding: bonus && fundingOf(bonus) });
        }}
      >
        <option value="">{t('coupon_stake_from_main')}</option>
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
  );
}
