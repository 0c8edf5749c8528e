/**
 * The variant's tax configuration (settings `bettingConfig.tax`) read into exact figures: percents
 * in hundredths, the win threshold in minor units, the coefficient threshold in thousandths.
 */
import type { SiteSettings } from '@/config/generated/site-settings.types.ts';
import type { Minor } from '@/lib/money/minor';

import { type BetResult, ok, refuse } from './bet-result';

/** `bettingConfig.tax` as the settings hold it. */
export type TaxSettings = SiteSettings['bettingConfig']['tax'];

/** A variant without taxes: the settings' default `bettingConfig.tax`. */
export const NO_TAX: TaxSettings = {
  type: 0,
  stake_tax_percent: 0,
  payout_tax_percent: 0,
  win_threshold: 0,
  coef_threshold: 0,
  return_tax: false,
};

/** Tax type 0: no tax; 1: stake tax; 2: payout tax; 3: both. */
export const TaxType = { none: 0, stake: 1, payout: 2, both: 3 } as const;

/** The tax configuration in exact figures; a percent the type does not levy is 0. */
export interface TaxRules {
  /** Stake tax, hundredths of a percent (12.5 % is 1250n): percentOf's unit. */
  readonly stakePercent: Minor;
  /** Payout tax, hundredths of a percent. */
  readonly payoutPercent: Minor;
  /** Winnings up to this are not taxed. */
  readonly winThreshold: Minor;
  /** Only coefficients strictly above this, in thousandths, are taxed. */
  readonly coefThreshold: bigint;
  /** Whether the stake tax is paid back when the bet is void as a whole. */
  readonly returnTax: boolean;
}

/**
 * A non-negative settings number scaled to whole units of 10^−decimals, read from its string
 * form so 12.5 is exactly 1250 hundredths (12.5 × 100 in floats is fine, 1.1 × 100 is not); more
 * decimals than allowed, negatives and exponent forms (1e21, 1e-7) are undefined.
 */
export function scaledDecimal(value: number, decimals: number): bigint | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(String(value));
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > decimals) return undefined;
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(`0${fraction.padEnd(decimals, '0')}`);
}

function percentField(
  config: TaxSettings,
  field: 'stake_tax_percent' | 'payout_tax_percent',
): BetResult<Minor> {
  const hundredths = scaledDecimal(config[field], 2);
  return hundredths === undefined || hundredths > 10_000n
    ? refuse('tax_percent_invalid', { field })
    : ok(hundredths);
}

/**
 * Reads the tax configuration, checking only what its type levies (a payout threshold does not
 * matter to a stake-only tax): percents 0–100 with up to 2 decimals, the win threshold money
 * with up to 2, the coefficient threshold up to 3; anything else is refused naming the key.
 */
export function readTaxRules(config: TaxSettings): BetResult<TaxRules> {
  const { type } = config;
  if (!Number.isInteger(type) || type < TaxType.none || type > TaxType.both)
    return refuse('tax_type_invalid', { field: 'type' });
  const rules = {
    stakePercent: 0n,
    payoutPercent: 0n,
    winThreshold: 0n,
    coefThreshold: 0n,
    returnTax: config.return_tax === true,
  };
  if (type === TaxType.stake || type === TaxType.both) {
    const percent = percentField(config, 'stake_tax_percent');
    if (!percent.ok) return percent;
    rules.stakePercent = percent.value;
  }
  if (type === TaxType.payout || type === TaxType.both) {
    const percent = percentField(config, 'payout_tax_percent');
    if (!percent.ok) return percent;
    const winThreshold = scaledDecimal(config.win_threshold, 2);
    if (winThreshold === undefined)
      return refuse('tax_threshold_invalid', { field: 'win_threshold' });
    const coefThreshold = scaledDecimal(config.coef_threshold, 3);
    if (coefThreshold === undefined)
      return refuse('tax_threshold_invalid', { field: 'coef_threshold' });
    Object.assign(rules, { payoutPercent: percent.value, winThreshold, coefThreshold });
  }
  return ok(rules);
}
