/**
 * Taxes on bets, as the variant's `bettingConfig.tax` sets them.
 *
 * - type 0: no tax. type 1: stake tax. type 2: payout tax. type 3: both.
 * - Stake tax: `stake_tax_percent` % of the stake is withheld when the bet is placed (rounded
 *   half away from zero to the cent, `percentOf`); the bet plays with the net stake (payouts are
 *   computed on stake − tax). With `return_tax` the withheld stake tax is paid back when the bet
 *   is void as a whole (all of its selections void), otherwise it is kept.
 * - Payout tax: `payout_tax_percent` % of the winnings (payout − gross stake) above
 *   `win_threshold` (only the part above the threshold is taxed; threshold 0 = all winnings), and
 *   only when the bet's total coefficient is above `coef_threshold` (0 = any coefficient);
 *   rounded half away from zero to the cent; never negative (no tax on a loss).
 *
 * For a system the stake taxed is what its lines take (splitSystemStake's `staked`), and the net
 * stake is spread over the lines exactly, as a rational, before each line is rounded down.
 */
import { type Minor, percentOf } from '@/lib/money/minor';

import {
  type Bet,
  betCoefficient,
  checkBet,
  payoutOnStake,
  type SelectionResult,
} from './bet-maths';
import { type BetResult, ok, refuse } from './bet-result';
import { type Ratio, ratioAbove } from './ratio';
import { readTaxRules, type TaxRules, type TaxSettings } from './tax-rules';

const withheld = (rules: TaxRules, stake: Minor): Minor => percentOf(stake, rules.stakePercent);

function levied(rules: TaxRules, { stake, payout, coefficient }: PayoutTaxInput): Minor {
  if (rules.payoutPercent === 0n || !ratioAbove(coefficient, rules.coefThreshold)) return 0n;
  const taxable = payout - stake - rules.winThreshold;
  return taxable > 0n ? percentOf(taxable, rules.payoutPercent) : 0n;
}

/** The stake tax withheld from a gross stake when the bet is placed (0 when the type has none). */
export function stakeTax(config: TaxSettings, stake: Minor): BetResult<Minor> {
  if (typeof stake !== 'bigint' || stake <= 0n) return refuse('stake_invalid');
  const rules = readTaxRules(config);
  return rules.ok ? ok(withheld(rules.value, stake)) : rules;
}

/** What payoutTax needs: the gross stake, the payout before tax and the bet's total coefficient. */
export interface PayoutTaxInput {
  readonly stake: Minor;
  readonly payout: Minor;
  readonly coefficient: Ratio;
}

/** The tax on a payout's winnings above the thresholds (0 when the type has none, or on a loss). */
export function payoutTax(config: TaxSettings, input: PayoutTaxInput): BetResult<Minor> {
  if (typeof input.stake !== 'bigint' || input.stake <= 0n) return refuse('stake_invalid');
  const rules = readTaxRules(config);
  return rules.ok ? ok(levied(rules.value, input)) : rules;
}

/** A bet with its taxes: what a coupon shows and what settlement pays. */
export interface TaxedBet {
  /** The gross stake the ledger debits (for a system, perLine × lines). */
  readonly stake: Minor;
  readonly stakeTax: Minor;
  /** stake − stakeTax: what plays. */
  readonly netStake: Minor;
  /** The bet's total coefficient (betCoefficient), which coef_threshold is compared with. */
  readonly coefficient: Ratio;
  /** The payout before payout tax: potential (all won) without results, settled with them. */
  readonly payout: Minor;
  readonly payoutTax: Minor;
  /** The stake tax paid back (return_tax and the bet void as a whole), else 0. */
  readonly stakeTaxReturned: Minor;
  /** payout − payoutTax + stakeTaxReturned: what the player is paid. */
  readonly payoutAfterTax: Minor;
}

/**
 * A bet's stake, stake tax, net stake, payout, payout tax and payout after tax: the potential
 * payout (every selection won) without `results`, the settled one with them.
 */
export function betWithTax(
  config: TaxSettings,
  bet: Bet,
  results?: readonly SelectionResult[],
): BetResult<TaxedBet> {
  const rules = readTaxRules(config);
  if (!rules.ok) return rules;
  const checked = checkBet(bet);
  if (!checked.ok) return checked;
  const stake = checked.value.staked;
  const tax = withheld(rules.value, stake);
  const netStake = stake - tax;
  const payout = payoutOnStake(checked.value, netStake, results);
  if (!payout.ok) return payout;
  const coefficient = betCoefficient(checked.value);
  const onPayout = levied(rules.value, { stake, payout: payout.value, coefficient });
  const voidWhole = results !== undefined && results.every((result) => result === 'void');
  const stakeTaxReturned = voidWhole && rules.value.returnTax ? tax : 0n;
  return ok({
    stake,
    stakeTax: tax,
    netStake,
    coefficient,
    payout: payout.value,
    payoutTax: onPayout,
    stakeTaxReturned,
    payoutAfterTax: payout.value - onPayout + stakeTaxReturned,
  });
}
