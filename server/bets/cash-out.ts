import { type Bet, checkBet } from '../../src/lib/bets/bet-maths.ts';
import { betWithTax, payoutTax } from '../../src/lib/bets/bet-tax.ts';
import { cashOutOnLines, type CashOutSelection, liveLines } from '../../src/lib/bets/cash-out.ts';
import type { TaxSettings } from '../../src/lib/bets/tax-rules.ts';
import { formatMinor, type Minor, minorOf } from '../../src/lib/money/minor.ts';
import type { Queryable } from '../db/db.ts';
import { duelViews } from '../feed/duels-store.ts';
import type { FeedService } from '../feed/feed-service.ts';
import type { FeedSimulator } from '../feed/sim/simulator.ts';
import type { BetRecord, SelectionRecord } from './bet-record.ts';
import { currentPrice, type Duels, NO_DUELS, type Reason, REASON_TEXT } from './feed-quote.ts';

/** Why an open bet has no cash-out value now. */
export type CashOutReason = 'bet_not_open' | 'selection_lost' | Reason | 'no_value';

/** A bet's cash-out as the history and getsalebetsum write it (schemas/api/bets.json#/$defs/cashOut). */
export type CashOut =
  | { readonly status: 'available'; readonly value: string }
  | {
      readonly status: 'unavailable';
      readonly reason: CashOutReason;
      /** The selection at fault (its place in the coupon), where one is. */
      readonly selection?: number;
      readonly detail: string;
    }
  | { readonly status: 'sold'; readonly amount: string };

/** A priced cash-out: what the player gets and how the ledger moves it. */
export interface CashOutPrice {
  /** Paid to the player: payout − payoutTax (a free bet: less its stake, which the book keeps). */
  readonly value: Minor;
  readonly netStake: Minor;
  /** The cash-out before payout tax. */
  readonly payout: Minor;
  readonly payoutTax: Minor;
  /** Of payout − payoutTax, what the book keeps: a free bet's stake (its winnings only are sold). */
  readonly kept: Minor;
}

export type CashOutQuote =
  | { readonly ok: true; readonly price: CashOutPrice }
  | { readonly ok: false; readonly refusal: Extract<CashOut, { status: 'unavailable' }> };

/** The feed's prices at one moment: a selection's current price, or why it has none. */
export type PriceOf = (s: SelectionRecord) => { readonly c: number } | { readonly reason: Reason };

/** The feed's price of a selection at `now`. */
export const feedPrices =
  (sim: FeedSimulator, now: number, duels: Duels = NO_DUELS): PriceOf =>
  (s) =>
    currentPrice(
      sim,
      now,
      {
        gameId: s.gameId,
        g: s.g,
        t: s.t,
        ...(s.p === undefined ? {} : { p: s.p }),
        ...(s.pe === undefined ? {} : { pe: s.pe }),
      },
      duels,
    );

/** The feed's prices for bets' selections at the feed's now, the stored duels among them too. */
export async function pricesFor(
  db: Queryable,
  feed: FeedService,
  bets: readonly { readonly selections: readonly { readonly gameId: number }[] }[],
): Promise<PriceOf> {
  const sim = await feed.simulator();
  const now = feed.now();
  const ids = bets.flatMap((bet) => bet.selections.map((s) => s.gameId));
  return feedPrices(sim, now, await duelViews(db, sim, ids, now));
}

const REASONS: Record<Exclude<CashOutReason, Reason>, string> = {
  bet_not_open: 'the bet is settled',
  selection_lost: 'the selection lost',
  no_value: 'the bet is worth nothing now',
};

const refused = (
  reason: CashOutReason,
  selection?: SelectionRecord,
  index?: number,
): CashOutQuote => {
  const text =
    reason in REASONS ? REASONS[reason as keyof typeof REASONS] : REASON_TEXT[reason as Reason];
  const where =
    selection && index !== undefined
      ? `selection ${index} (${selection.outcomeName ?? `${selection.team1} – ${selection.team2}`}): `
      : '';
  return {
    ok: false,
    refusal: {
      status: 'unavailable',
      reason,
      ...(index === undefined ? {} : { selection: index }),
      detail: `${where}${text}`,
    },
  };
};

/** The bet's shape for the bet maths, as settlement reads it. */
const shapeOf = (bet: BetRecord): Bet => {
  const stake = minorOf(bet.stake);
  const prices = bet.selections.map((s) => s.c);
  return bet.kind === 'system'
    ? { kind: 'system', stake, prices, lineSize: bet.expressNum ?? 0 }
    : { kind: bet.kind, stake, prices };
};

/**
 * An open bet's cash-out value at the feed's prices (src/lib/bets/cash-out.ts), with the payout
 * tax the bet was sold under levied on it as on a settlement; or why it has none, naming the
 * selection at fault. A system is valued line by line (checkBet's lines, settlement's): only the
 * open selections of lines not yet lost need a price now, so a suspended selection whose every
 * line already lost does not stop the sale; every line lost refuses it as a lost express.
 */
export function quoteCashOut(bet: BetRecord, tax: TaxSettings, priceOf: PriceOf): CashOutQuote {
  if (bet.status !== 'open') return refused('bet_not_open');
  const shape = shapeOf(bet);
  const checked = checkBet(shape);
  if (!checked.ok) throw new Error(`bet ${bet.id}: its maths refuse it (${checked.error.code})`);
  const { lines } = checked.value;
  // A lost selection leaves nothing to sell of its lines, whatever the others' prices say.
  const live = liveLines(lines, bet.selections);
  if (live.length === 0) {
    const first = bet.selections.findIndex((s) => s.result === 'lost');
    return refused('selection_lost', bet.selections[first], first);
  }
  const needed = new Set(live.flat());
  const selections: CashOutSelection[] = [];
  for (const [index, s] of bet.selections.entries()) {
    if (s.result !== null || !needed.has(index)) {
      selections.push({ price: s.c, result: s.result });
      continue;
    }
    const now = priceOf(s);
    if ('reason' in now) return refused(now.reason, s, index);
    selections.push({ price: s.c, result: null, current: now.c });
  }
  const stake = minorOf(bet.stake);
  const all = betWithTax(tax, shape);
  if (!all.ok) throw new Error(`bet ${bet.id}: its maths refuse it (${all.error.code})`);
  const { netStake, coefficient } = all.value;
  const gross = cashOutOnLines(netStake, selections, lines, all.value.payout);
  if (!gross.ok) {
    const { error } = gross;
    if (error.code === 'no_value') return refused('no_value');
    // A recorded price the maths cannot read is the platform's fault, not the player's.
    throw new Error(`bet ${bet.id}: selection ${error.index} has no price (${error.code})`);
  }
  const levied = payoutTax(tax, { stake, payout: gross.value, coefficient });
  if (!levied.ok) throw new Error(`bet ${bet.id}: its tax refuses it (${levied.error.code})`);
  const paid = gross.value - levied.value;
  // A free bet sells its winnings only, as it would pay them: the stake stays with the book.
  const kept = bet.freeBet ? (paid < stake ? paid : stake) : 0n;
  const value = paid - kept;
  if (value <= 0n) return refused('no_value');
  return {
    ok: true,
    price: { value, netStake, payout: gross.value, payoutTax: levied.value, kept },
  };
}

/** A settled bet's answer to getsalebetsum. */
export const SETTLED: CashOut = {
  status: 'unavailable',
  reason: 'bet_not_open',
  detail: REASONS.bet_not_open,
};

/** A bet's cash-out as the answers write it: sold, available, or why not (none once settled). */
export function cashOutOf(
  bet: BetRecord,
  tax: TaxSettings | undefined,
  priceOf: PriceOf,
): CashOut | undefined {
  if (bet.status === 'cashed_out') return { status: 'sold', amount: bet.payout ?? '0.00' };
  if (bet.status !== 'open' || !tax) return undefined;
  const quote = quoteCashOut(bet, tax, priceOf);
  return quote.ok ? { status: 'available', value: formatMinor(quote.price.value) } : quote.refusal;
}

/** The tax settings each bet was sold under. */
export async function taxesOf(db: Queryable, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, TaxSettings>();
  const rows = await db.query<{ id: number; tax: TaxSettings }>(
    'SELECT id, tax FROM bets WHERE id = ANY($1::int[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.tax]));
}
