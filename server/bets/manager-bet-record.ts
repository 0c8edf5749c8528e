import type { BetKind } from '../../src/lib/bets/bet-maths.ts';
import type { TaxSettings } from '../../src/lib/bets/tax-rules.ts';
import { formatMinor, minorOf } from '../../src/lib/money/minor.ts';
import type { Queryable } from '../db/db.ts';
import type { FeedSimulator } from '../feed/sim/simulator.ts';
import type { BetAsk, CouponEvent } from './bet-request.ts';
import { type RequestSelection, requestSelection } from './bet-request-record.ts';
import { type Duels, type Quote, quoteEvent } from './feed-quote.ts';
import { taxedBet } from './make-bet.ts';

/** A proposal waits for the player; approved it is placed, else declined or expired. */
export type ManagerBetStatus = 'waiting' | 'placed' | 'declined' | 'expired';

/**
 * Why a proposal expired: a pre-match selection's game kicked off, a game or an outcome is no
 * longer offered, or the time the manager gave it ran out.
 */
export type ExpiryReason = 'game_started' | 'game_unavailable' | 'outcome_unavailable' | 'time_up';

/** How the feed offers a selection now: priced, its market suspended, or gone. */
export type Offer = 'priced' | 'suspended' | 'gone';

/**
 * A proposal's selection: as the feed named it when proposed (`c` the price then), and the
 * feed's price now (`cNow`, null unless the proposal waits and the outcome is priced).
 */
export interface ManagerBetSelection extends RequestSelection {
  readonly cNow: number | null;
  readonly offer: Offer | null;
}

/** A proposal as the calls answer it (schemas/api/manager-bets.json#/$defs/managerBetRecord). */
export interface ManagerBetRecord {
  readonly id: number;
  readonly status: ManagerBetStatus;
  readonly reason: ExpiryReason | null;
  readonly betKind: BetKind;
  readonly vid: 0 | 1 | 2;
  readonly expressNum: number | null;
  readonly stake: string;
  readonly currency: string;
  readonly note: string | null;
  readonly betId: number | null;
  readonly createdAt: string;
  readonly decidedAt: string | null;
  readonly expiresAt: string;
  /** What the bet would pay, every selection won, at the prices now, after taxes (waiting only). */
  readonly possibleWin: string | null;
  readonly selections: readonly ManagerBetSelection[];
}

/** A proposal's row. */
export interface ManagerBetRow {
  readonly id: number;
  readonly player_id: number;
  readonly bet_kind: BetKind;
  readonly system_size: number | null;
  readonly events: CouponEvent[];
  readonly selections: RequestSelection[];
  readonly stake: string;
  readonly currency_id: number;
  readonly currency: string;
  readonly note: string | null;
  readonly language: string;
  readonly status: ManagerBetStatus;
  readonly reason: ExpiryReason | null;
  readonly bet_id: number | null;
  readonly created_at: string;
  readonly decided_at: string | null;
  readonly expires_at: string;
}

const ISO = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The proposals' columns (`m`: manager_bets, `c`: currencies). */
export const MANAGER_BET_ROW = `m.id, m.player_id, m.bet_kind, m.system_size, m.events, m.selections,
  m.stake::text AS stake, m.currency_id, c.code AS currency, m.note, m.language, m.status,
  m.reason, m.bet_id, ${ISO('m.created_at')} AS created_at, ${ISO('m.decided_at')} AS decided_at,
  ${ISO('m.expires_at')} AS expires_at`;
export const MANAGER_BET_FROM = 'manager_bets m JOIN currencies c ON c.id = m.currency_id';

const VID = { single: 0, express: 1, system: 2 } as const;

/** The bet a proposal asks for, as the bet maths read it (its possible win). */
export const proposedAsk = (row: ManagerBetRow): BetAsk => ({
  guid: '',
  kind: row.bet_kind,
  ...(row.system_size === null ? {} : { systemSize: row.system_size }),
  stake: minorOf(row.stake),
  policy: 0,
  events: row.events,
  at: '',
  advance: false,
  fingerprint: '',
});

/** A quoted selection's names: its sport, championship, teams and outcome. */
const namesOf = (quote: Quote) => {
  const { sport, champ, team1, team2, outcomeName } = requestSelection(quote);
  return { sport, champ, team1, team2, ...(outcomeName === undefined ? {} : { outcomeName }) };
};

/** Why a waiting proposal cannot go on at the feed's `now`, if it cannot. */
export function expiryOf(
  row: ManagerBetRow,
  sim: FeedSimulator,
  now: number,
  duels: Duels,
): ExpiryReason | undefined {
  if (Date.parse(row.expires_at) <= now) return 'time_up';
  for (const [index, s] of row.selections.entries()) {
    // A pre-match selection was proposed at its pre-match price: once the game is on, it is over.
    if (!s.live && now >= s.start * 1000) return 'game_started';
    const found = quoteEvent(sim, now, row.events[index]!, row.language, index, duels);
    if (found.reason === 'game_unavailable' || found.reason === 'outcome_unavailable')
      return found.reason;
  }
  return undefined;
}

/**
 * A proposal as answered: a waiting one with each selection's price now and the bet's possible
 * win at those prices (none while a selection is suspended or gone), under the variant's tax.
 */
export function managerBetRecord(
  row: ManagerBetRow,
  feed: { sim: FeedSimulator; now: number; duels: Duels; tax: TaxSettings; language?: string },
): ManagerBetRecord {
  const waiting = row.status === 'waiting';
  const selections = row.selections.map((s, index): ManagerBetSelection => {
    if (!waiting) return { ...s, cNow: null, offer: null };
    const found = quoteEvent(
      feed.sim,
      feed.now,
      row.events[index]!,
      feed.language ?? row.language,
      index,
      feed.duels,
    );
    if (found.reason !== undefined)
      return { ...s, cNow: null, offer: found.reason === 'suspended' ? 'suspended' : 'gone' };
    // Named as the feed names them for the reader now (the manager proposed in their language);
    // the price proposed stays the proposal's.
    return { ...s, ...namesOf(found.quote), cNow: found.quote.outcome.c, offer: 'priced' };
  });
  let possibleWin: string | null = null;
  const prices = selections.map((s) => s.cNow);
  if (waiting && prices.every((c) => c !== null)) {
    try {
      possibleWin = formatMinor(taxedBet(proposedAsk(row), prices, feed.tax).payoutAfterTax);
    } catch {
      // The variant's tax misconfigured (betting closed): no figure rather than a wrong one.
      possibleWin = null;
    }
  }
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    betKind: row.bet_kind,
    vid: VID[row.bet_kind],
    expressNum: row.system_size,
    stake: formatMinor(minorOf(row.stake)),
    currency: row.currency,
    note: row.note,
    betId: row.bet_id,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    expiresAt: row.expires_at,
    possibleWin,
    selections,
  };
}

/** One proposal's row, of a player's when `playerId` is given, locked when `lock`. */
export async function managerBetRow(
  db: Queryable,
  id: number,
  { playerId, lock = false }: { playerId?: number; lock?: boolean } = {},
): Promise<ManagerBetRow | undefined> {
  const [row] = await db.query<ManagerBetRow>(
    `SELECT ${MANAGER_BET_ROW} FROM ${MANAGER_BET_FROM}
     WHERE m.id = $1 AND ($2::int IS NULL OR m.player_id = $2)${lock ? ' FOR UPDATE OF m' : ''}`,
    [id, playerId ?? null],
  );
  return row;
}
