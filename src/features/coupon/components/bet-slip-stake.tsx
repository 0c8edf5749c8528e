import { useTranslation } from 'react-i18next';
import type { Actor } from 'xstate';

import type { couponMachine } from '@machines/coupon/coupon.machine';
import type { CouponContext } from '@machines/coupon/coupon.types';
import { isMultiSingle, systemInfo } from '@machines/coupon/coupon-derived';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useMoneyFormat } from '@/lib/money/use-money-format';

import { useStakeCurrency } from '../hooks/use-stake-currency';

/** The stake (two decimals at most), quick stakes, and for a system its k of n and lines. */
export function BetSlipStake({
  actor,
  context,
}: {
  actor: Actor<typeof couponMachine>;
  context: CouponContext;
}) {
  const { t } = useTranslation('sportsbook');
  // Stakes a tap away: the variant's amounts (couponConfig.quick_stakes), in its currency.
  const quickStakes = useLoadedSettings().settings.couponConfig.quick_stakes;
  const money = useMoneyFormat();
  const currency = useStakeCurrency();
  const system = systemInfo(context);
  const n = context.selections.length;
  // A free bet stakes all of it: the stake is shown, not typed.
  const fixed = context.funding?.fixedStake !== undefined;
  return (
    <div className="bet-slip__stake">
      {context.kind === 'system' && (
        <label className="bet-slip__system">
          <span>{t('coupon_system_size')}</span>
          <select
            value={context.systemSize}
            onChange={(e) => actor.send({ type: 'system.size', size: Number(e.target.value) })}
          >
            {Array.from({ length: Math.max(0, n - 2) }, (_, i) => i + 2).map((k) => (
              <option key={k} value={k}>
                {t('coupon_system_of', { size: k, of: n })}
              </option>
            ))}
          </select>
        </label>
      )}
      {system?.ok && (
        <p className="bet-slip__lines">
          {system.value.perLine === undefined
            ? t('coupon_system_lines', { lines: system.value.lines })
            : t('coupon_system_lines_stake', {
                lines: system.value.lines,
                stake: money(system.value.perLine, currency),
              })}
        </p>
      )}
      <label className="bet-slip__stake-field">
        <span>{t(isMultiSingle(context) ? 'coupon_stake_each' : 'coupon_stake')}</span>
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={context.stakeText}
          readOnly={fixed}
          onChange={(e) => actor.send({ type: 'stake.type', text: e.target.value })}
        />
        <span className="bet-slip__currency">{currency}</span>
      </label>
      {!fixed && (
        <div className="bet-slip__quick" role="group" aria-label={t('coupon_quick_stakes')}>
          {quickStakes.map((amount) => (
            <button
              key={amount}
              type="button"
              className="button bet-slip__quick-stake"
              onClick={() => actor.send({ type: 'stake.quick', amount })}
            >
              {amount}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
