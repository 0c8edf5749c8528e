import { betWithTax } from '../../src/lib/bets/bet-tax.ts';
import { ratioThousandths } from '../../src/lib/bets/ratio.ts';
import type { TaxSettings } from '../../src/lib/bets/tax-rules.ts';
import { formatMinor, minorOf } from '../../src/lib/money/minor.ts';
import type { Queryable } from '../db/db.ts';
import { type LimitSettings, type StakeLimits, stakeLimits } from './bet-limits.ts';
import type { BetRecord, SelectionRecord } from './bet-record.ts';
import type { PriceOf } from './cash-out.ts';
import { type Reason, REASON_TEXT } from './feed-quote.ts';

/**
 * PowerBet: the player tops up an open single or express at the feed's price now, when it is
 * higher than the bet's own. The top-up is a bet of its own (its stake, today's prices, its own
 * settlement) that names the bet it powers (bets.powered_bet_id): settlement, cash-out and the
 * ledger treat it as any bet. One top-up a bet, staked from the main balance only (a free bet, a
 * bonus or an advance is not the player's money to add to), at most the bet's own stake (the
 * operator's exposure to one price change stays bounded).
 */

/** Why an open bet has no PowerBet offer now. */
export type PowerBetReason =
  | 'bet_not_open'
  | 'system_bet'
  | 'power_bet'
  | 'not_main_money'
  | 'already_powered'
  | 'selection_settled'
  | Reason
  | 'price_not_higher'
  | 'stake_too_small'
  | 'bets_unavailable';

/** The offer as the history writes it (schemas/api/bets.json#/$defs/powerBetOffer). */
export type PowerBetOffer =
  | {
      readonly status: 'available';
      /** The combined price of the bet's selections now (three decimals, rounded down). */
      readonly price: number;
      /** Each selection's price now, in coupon order (what the top-up's coupon sends). */
      readonly prices: readonly number[];
      readonly minStake: string;
      readonly maxStake: string;
      /** What the top-up pays, after taxes, staked at maxStake and every selection won. */
      readonly possibleWinAtMax: string;
    }
  | {
      readonly status: 'unavailable';
      readonly reason: PowerBetReason;
      readonly selection?: number;
      readonly detail: string;
    };

const TEXT: Record<Exclude<PowerBetReason, Reason>, string> = {
  bet_not_open: 'the bet is settled',
  system_bet: 'a system bet cannot be powered',
  power_bet: 'a PowerBet top-up cannot be powered again',
  not_main_money: 'only a bet staked from the main balance can be powered',
  already_powered: 'the bet was powered already (once a bet)',
  selection_settled: 'the selection is settled',
  price_not_higher: 'the price now is not higher than the bet’s',
  stake_too_small: 'the bet’s stake is below the smallest top-up',
  bets_unavailable: 'betting is closed',
};

const none = (
  reason: PowerBetReason,
  selection?: { s: SelectionRecord; index: number },
  more = '',
): PowerBetOffer => {
  const text = reason in TEXT ? TEXT[reason as keyof typeof TEXT] : REASON_TEXT[reason as Reason];
  const where = selection
    ? `selection ${selection.index} (${selection.s.outcomeName ?? `${selection.s.team1} – ${selection.s.team2}`}): `
    : '';
  return {
    status: 'unavailable',
    reason,
    ...(selection ? { selection: selection.index } : {}),
    detail: `${where}${text}${more}`,
  };
};

/**
 * The bet's PowerBet offer at the feed's prices (`priceOf`), under the variant's tax now (the
 * top-up is a new bet) and the stake limits of the bet's currency; or why it has none.
 */
export function quotePowerBet(
  bet: BetRecord,
  tax: TaxSettings,
  priceOf: PriceOf,
  limits: StakeLimits,
): PowerBetOffer {
  if (bet.status !== 'open') return none('bet_not_open');
  if (bet.kind === 'system') return none('system_bet');
  if (bet.poweredBetId !== undefined) return none('power_bet');
  if (bet.bonusId !== null || bet.freeBet || bet.advance) return none('not_main_money');
  if (bet.poweredBy !== undefined) return none('already_powered');
  const prices: number[] = [];
  for (const [index, s] of bet.selections.entries()) {
    if (s.result !== null) return none('selection_settled', { s, index });
    const now = priceOf(s);
    if ('reason' in now) return none(now.reason, { s, index });
    prices.push(now.c);
  }
  const stake = minorOf(bet.stake);
  const maxStake = stake < limits.max ? stake : limits.max;
  if (maxStake < limits.min) return none('stake_too_small');
  const taxed = betWithTax(tax, { kind: bet.kind, stake: maxStake, prices });
  if (!taxed.ok) return none('bets_unavailable');
  const now = ratioThousandths(taxed.value.coefficient);
  const was = BigInt(Math.round(bet.coefficient * 1000));
  if (now <= was)
    return none('price_not_higher', undefined, ` (${Number(now) / 1000} ≤ ${bet.coefficient})`);
  return {
    status: 'available',
    price: Number(now) / 1000,
    prices,
    minStake: formatMinor(limits.min),
    maxStake: formatMinor(maxStake),
    possibleWinAtMax: formatMinor(taxed.value.payoutAfterTax),
  };
}

/** The offers of the open bets among `bets` (by id), under the variant's settings now. */
export async function powerOffers(
  db: Queryable,
  settings: LimitSettings,
  bets: readonly BetRecord[],
  priceOf: PriceOf,
): Promise<Map<number, PowerBetOffer>> {
  const open = bets.filter((b) => b.status === 'open');
  if (open.length === 0) return new Map();
  const rows = await db.query<{ id: number; currency_id: number }>(
    'SELECT id, currency_id FROM bets WHERE id = ANY($1::int[])',
    [open.map((b) => b.id)],
  );
  const currencies = new Map(rows.map((r) => [r.id, r.currency_id]));
  const tax = settings.bettingConfig.tax;
  return new Map(
    open.map((bet) => {
      const limits = stakeLimits(settings, currencies.get(bet.id) ?? 0);
      return [bet.id, quotePowerBet(bet, tax, priceOf, limits)];
    }),
  );
}
