import type { SiteSettings } from '../../src/config/generated/site-settings.types.ts';
import { SYSTEM_MAX_SELECTIONS } from '../../src/lib/bets/system-lines.ts';
import { formatMinor, type Minor, parseMinor } from '../../src/lib/money/minor.ts';
import { ApiProblem } from '../errors.ts';

/**
 * The platform's limits on a bet. The smallest stake is the variant's (globalConfig.geo_currency
 * .min_sum_bet, in that currency; a cent elsewhere); the largest stake and payout are the
 * platform's own: the ledger counts amounts below 10^16 minor units, and no book sells a bet
 * whose win it would not pay.
 */
export const MAX_STAKE: Minor = 100_000_000n; // 1,000,000.00
export const MAX_PAYOUT: Minor = 10_000_000_000n; // 100,000,000.00

/** What the coupon may ask for in the account's currency (answered with a bet and its refusals). */
export interface StakeLimits {
  readonly min: Minor;
  readonly max: Minor;
  readonly maxPayout: Minor;
}

export type LimitSettings = Pick<SiteSettings, 'globalConfig' | 'bettingConfig'>;

/** min_sum_bet in minor units, rounded up to the cent (a minimum never lets less through). */
function minorUp(value: number): Minor {
  if (!Number.isFinite(value) || value <= 0) return 0n;
  return parseMinor(String(value)) ?? BigInt(Math.ceil(value * 100));
}

export function stakeLimits(settings: LimitSettings, currencyId: number): StakeLimits {
  const geo = settings.globalConfig.geo_currency;
  const variantMin = geo.id === currencyId ? minorUp(geo.min_sum_bet) : 0n;
  const min = variantMin > 1n ? variantMin : 1n;
  return { min, max: MAX_STAKE, maxPayout: MAX_PAYOUT };
}

/** Limits as the answers write them. */
export const limitsOnWire = (limits: StakeLimits) => ({
  min_stake: formatMinor(limits.min),
  max_stake: formatMinor(limits.max),
  max_payout: formatMinor(limits.maxPayout),
});

/** The most selections a coupon of this kind takes: the variant's, never past the bet maths'. */
export function maxSelections(settings: LimitSettings, system: boolean): number {
  const { coupon_max_bets: most, coupon_max_bets_system: mostSystem } = settings.bettingConfig;
  return system ? Math.min(mostSystem, SYSTEM_MAX_SELECTIONS) : most;
}

/** The stake asked (`summ`, a JSON number) in minor units: at most two decimals, else a 400. */
export function stakeOf(summ: number, pointer: string): Minor {
  const text = String(summ);
  const minor = /^\d{1,12}(\.\d{1,2})?$/.test(text) ? parseMinor(text) : undefined;
  if (minor === undefined || minor <= 0n)
    throw new ApiProblem(400, 'error_bad_request', [
      `body ${pointer}: must be an amount above 0 with at most two decimals`,
    ]);
  return minor;
}

/** The stake within the limits, else a 422 naming it with the limits. */
export function checkStake(stake: Minor, limits: StakeLimits, pointer: string): void {
  if (stake < limits.min)
    throw new ApiProblem(
      422,
      'error_bet_stake_too_small',
      [`body ${pointer}: less than ${formatMinor(limits.min)}`],
      limitsOnWire(limits),
    );
  if (stake > limits.max)
    throw new ApiProblem(
      422,
      'error_bet_stake_too_large',
      [`body ${pointer}: more than ${formatMinor(limits.max)}`],
      limitsOnWire(limits),
    );
}

/** A bet whose win would be more than the platform pays is not sold (422 naming the stake). */
export function checkPayout(potential: Minor, limits: StakeLimits, pointer: string): void {
  if (potential > limits.maxPayout)
    throw new ApiProblem(
      422,
      'error_bet_payout_too_large',
      [`body ${pointer}: the bet could win more than ${formatMinor(limits.maxPayout)}`],
      limitsOnWire(limits),
    );
}
