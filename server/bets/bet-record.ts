import type { SelectionResult } from '../../src/lib/bets/bet-maths.ts';
import { outcomeKey } from '../../src/lib/feed/bet-types.ts';
import { formatMinor, minorOf } from '../../src/lib/money/minor.ts';
import type { Queryable } from '../db/db.ts';
import type { BetStatus } from './bet-status.ts';
import type { SelectionNames } from './feed-quote.ts';

/** A selection as the answers write it: the outcome, the price it plays at and its result. */
export interface SelectionRecord extends SelectionNames {
  readonly key: string;
  readonly gameId: number;
  readonly g: number;
  readonly t: number;
  readonly p?: number;
  readonly pe?: number;
  /** The price the bet plays at; `cSeen` the one the player saw. */
  readonly c: number;
  readonly cSeen: number;
  /** Kick-off, epoch seconds (as the feed writes it). */
  readonly start: number;
  readonly result: SelectionResult | null;
  readonly settledAt: string | null;
}

/** A bet as MakeBetWeb answers it and the history lists it. */
export interface BetRecord {
  readonly id: number;
  readonly betGuid: string;
  readonly kind: 'single' | 'express' | 'system';
  readonly vid: 0 | 1 | 2;
  readonly expressNum: number | null;
  readonly stake: string;
  readonly stakeTax: string;
  readonly currency: string;
  readonly accountId: number;
  /** The bonus the bet was staked from (null: the main account), and whether it was a free bet. */
  readonly bonusId: number | null;
  readonly freeBet: boolean;
  /** An advance bet: its stake lent by the platform. */
  readonly advance: boolean;
  /** Placed on the player's approval of their manager's proposal (server/bets/manager-bets.ts). */
  readonly proposedByManager: boolean;
  /** Its coupon is published to the coupon lobby (withLobby, or publishbet later). */
  readonly inLobby: boolean;
  readonly coefficient: number;
  /** Every selection won, after taxes. */
  readonly potentialPayout: string;
  readonly status: BetStatus;
  readonly statusId: number;
  /** What was paid, after taxes (null while open). */
  readonly payout: string | null;
  readonly placedAt: string;
  readonly settledAt: string | null;
  readonly selections: readonly SelectionRecord[];
  /** A PowerBet top-up: the bet it powers (server/bets/power-bet.ts). */
  readonly poweredBetId?: number;
  /** A powered bet: its top-up. */
  readonly poweredBy?: PowerTopUp;
}

/** A bet's PowerBet top-up: the top-up bet, its stake and its price. */
export interface PowerTopUp {
  readonly betId: number;
  readonly stake: string;
  readonly price: number;
}

const ISO = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

interface BetRow {
  id: number;
  bet_guid: string;
  kind: BetRecord['kind'];
  system_size: number | null;
  stake: string;
  stake_tax: string;
  currency: string;
  account_id: number;
  bonus_id: number | null;
  free_bet: boolean;
  advance: boolean;
  coefficient: string | number;
  potential_payout: string;
  status: BetStatus;
  status_id: number;
  payout: string | null;
  placed_at: string;
  settled_at: string | null;
  powered_bet_id: number | null;
  powered_by: { betId: number; stake: string; price: string | number } | null;
}

interface SelectionRow {
  bet_id: number;
  game_id: number;
  g: number;
  t: number;
  p: string | number | null;
  pe: number | null;
  price: string | number;
  price_seen: string | number;
  live: boolean;
  sport_id: number;
  champ_id: number;
  sport: string;
  champ: string;
  team1: string;
  team2: string;
  outcome_name: string | null;
  start: string | number;
  result: SelectionResult | null;
  settled_at: string | null;
}

/** The bets' columns (`b`: bets, `c`: currencies), for the history's own query too. */
export const BET_COLUMNS = `b.id, b.bet_guid::text AS bet_guid, b.kind, b.system_size,
  b.stake::text AS stake, b.stake_tax::text AS stake_tax, c.code AS currency, b.account_id,
  b.bonus_id, b.free_bet, b.advance, b.coefficient::text AS coefficient, b.potential_payout::text AS potential_payout, b.status,
  b.status_id, b.payout::text AS payout, ${ISO('b.placed_at')} AS placed_at,
  ${ISO('b.settled_at')} AS settled_at, b.powered_bet_id,
  (SELECT json_build_object('betId', p.id, 'stake', p.stake::text, 'price', p.coefficient::text)
   FROM bets p WHERE p.powered_bet_id = b.id) AS powered_by`;

const VID = { single: 0, express: 1, system: 2 } as const;

function selectionOf(row: SelectionRow): SelectionRecord {
  const outcome = {
    g: row.g,
    t: row.t,
    ...(row.p === null ? {} : { p: Number(row.p) }),
    ...(row.pe === null ? {} : { pe: row.pe }),
  };
  return {
    key: outcomeKey(row.game_id, outcome as Parameters<typeof outcomeKey>[1]),
    gameId: row.game_id,
    ...outcome,
    c: Number(row.price),
    cSeen: Number(row.price_seen),
    live: row.live,
    sportId: row.sport_id,
    champId: row.champ_id,
    sport: row.sport,
    champ: row.champ,
    team1: row.team1,
    team2: row.team2,
    ...(row.outcome_name === null ? {} : { outcomeName: row.outcome_name }),
    start: Number(row.start),
    result: row.result,
    settledAt: row.settled_at,
  };
}

const amount = (text: string) => formatMinor(minorOf(text));

const topUpOf = (json: NonNullable<BetRow['powered_by']>): PowerTopUp => ({
  betId: json.betId,
  stake: amount(json.stake),
  price: Number(json.price),
});

/** Bets read by their rows (BET_COLUMNS), each with its selections in coupon order. */
export async function betRecords(db: Queryable, rows: readonly BetRow[]): Promise<BetRecord[]> {
  if (rows.length === 0) return [];
  const selections = await db.query<SelectionRow>(
    `SELECT bet_id, game_id, g, t, p::text AS p, pe, price::text AS price,
            price_seen::text AS price_seen, live, sport_id, champ_id, sport, champ, team1, team2,
            outcome_name, extract(epoch FROM game_start)::bigint::text AS start, result,
            ${ISO('settled_at')} AS settled_at
     FROM bet_selections WHERE bet_id = ANY($1::int[]) ORDER BY bet_id, position`,
    [rows.map((r) => r.id)],
  );
  const proposed = new Set(
    (
      await db.query<{ bet_id: number }>(
        'SELECT bet_id FROM manager_bets WHERE bet_id = ANY($1::int[])',
        [rows.map((r) => r.id)],
      )
    ).map((r) => r.bet_id),
  );
  const inLobby = new Set(
    (
      await db.query<{ bet_id: number }>(
        'SELECT bet_id FROM lobby_coupons WHERE bet_id = ANY($1::int[])',
        [rows.map((r) => r.id)],
      )
    ).map((r) => r.bet_id),
  );
  return rows.map((row) => ({
    id: row.id,
    betGuid: row.bet_guid,
    kind: row.kind,
    vid: VID[row.kind],
    expressNum: row.system_size,
    stake: amount(row.stake),
    stakeTax: amount(row.stake_tax),
    currency: row.currency,
    accountId: row.account_id,
    bonusId: row.bonus_id,
    freeBet: row.free_bet,
    advance: row.advance,
    proposedByManager: proposed.has(row.id),
    inLobby: inLobby.has(row.id),
    coefficient: Number(row.coefficient),
    potentialPayout: amount(row.potential_payout),
    status: row.status,
    statusId: row.status_id,
    payout: row.payout === null ? null : amount(row.payout),
    placedAt: row.placed_at,
    settledAt: row.settled_at,
    selections: selections.filter((s) => s.bet_id === row.id).map(selectionOf),
    ...(row.powered_bet_id === null ? {} : { poweredBetId: row.powered_bet_id }),
    ...(row.powered_by === null ? {} : { poweredBy: topUpOf(row.powered_by) }),
  }));
}

/** One of the player's bets by id. */
export async function betRecord(db: Queryable, betId: number): Promise<BetRecord> {
  const rows = await db.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM bets b JOIN currencies c ON c.id = b.currency_id WHERE b.id = $1`,
    [betId],
  );
  const [record] = await betRecords(db, rows);
  if (!record) throw new Error(`no bet ${betId}`);
  return record;
}

export type { BetRow };
