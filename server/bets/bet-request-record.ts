import type { SiteSettings } from '../../src/config/generated/site-settings.types.ts';
import type { BetKind } from '../../src/lib/bets/bet-maths.ts';
import type { TaxSettings } from '../../src/lib/bets/tax-rules.ts';
import { formatMinor, minorOf } from '../../src/lib/money/minor.ts';
import type { Queryable } from '../db/db.ts';
import type { SelectionRecord } from './bet-record.ts';
import type { CouponEvent, PricePolicy } from './bet-request.ts';
import type { Quote } from './feed-quote.ts';

/** An auto-bet waits for its price; a VIP bid for the operator. */
export type RequestKind = 'auto' | 'vip';
export type RequestStatus = 'waiting' | 'placed' | 'declined' | 'cancelled' | 'expired';

/**
 * Why a request closed without a bet: the operator declined it; approved, its price had moved
 * against the player's policy, its market was suspended or gone, or its win was above what the
 * platform pays; a bet took its guid at the same moment; the player cancelled it; its game
 * started (pre-match), the game or the market is no longer offered.
 */
export type CloseReason =
  | 'operator'
  | 'prices_changed'
  | 'suspended'
  | 'payout_too_large'
  | 'guid_reused'
  | 'player'
  | 'game_started'
  | 'game_unavailable'
  | 'outcome_unavailable';

/**
 * A selection as the feed named it when the request was made: a bet's selection record without
 * what only a placed bet has (the price it plays at beside the one seen, its result); `c` is the
 * price the player saw when asking.
 */
export type RequestSelection = Omit<SelectionRecord, 'cSeen' | 'result' | 'settledAt'>;

/** A request as the calls answer it (schemas/api/bets.json#/$defs/betRequestRecord). */
export interface BetRequestRecord {
  readonly id: number;
  readonly betGuid: string;
  readonly kind: RequestKind;
  readonly betKind: BetKind;
  readonly vid: 0 | 1 | 2;
  readonly expressNum: number | null;
  readonly stake: string;
  readonly currency: string;
  readonly accountId: number;
  readonly checkCf: PricePolicy;
  readonly autoBetCf: number | null;
  readonly autoBetCfView: number | null;
  readonly status: RequestStatus;
  readonly statusId: number;
  readonly reason: CloseReason | null;
  readonly betId: number | null;
  readonly createdAt: string;
  readonly closedAt: string | null;
  readonly selections: readonly RequestSelection[];
}

/** A request's row, as placement and closing read it. */
export interface RequestRow {
  readonly id: number;
  readonly player_id: number;
  readonly bet_guid: string;
  readonly fingerprint: string;
  readonly kind: RequestKind;
  readonly bet_kind: BetKind;
  readonly system_size: number | null;
  readonly events: CouponEvent[];
  readonly selections: RequestSelection[];
  readonly policy: PricePolicy;
  readonly auto_price: string | null;
  readonly stake: string;
  readonly currency_id: number;
  readonly account_id: number;
  readonly tax: TaxSettings;
  readonly language: string;
  readonly status: RequestStatus;
}

export const REQUEST_ROW = `id, player_id, bet_guid::text AS bet_guid, fingerprint, kind, bet_kind,
  system_size, events, selections, policy, auto_price::text AS auto_price, stake::text AS stake,
  currency_id, account_id, tax, language, status`;

/** The selection a quote names, as a request keeps it. */
export const requestSelection = (q: Quote): RequestSelection => ({
  key: q.key,
  gameId: q.event.gameId,
  g: q.outcome.g,
  t: q.outcome.t,
  ...(q.outcome.p === undefined ? {} : { p: q.outcome.p }),
  ...(q.outcome.pe === undefined ? {} : { pe: q.outcome.pe }),
  c: q.event.c,
  live: q.live,
  sportId: q.sportId,
  champId: q.champId,
  sport: q.sport,
  champ: q.champ,
  team1: q.team1,
  team2: q.team2,
  ...(q.outcomeName === undefined ? {} : { outcomeName: q.outcomeName }),
  start: Math.floor(q.start / 1000),
});

const ISO = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const RECORD = `r.id, r.bet_guid::text AS bet_guid, r.kind, r.bet_kind, r.system_size,
  r.stake::text AS stake, c.code AS currency, r.account_id, r.policy,
  r.auto_price::text AS auto_price, r.auto_price_view, r.status, r.status_id, r.reason, r.bet_id,
  ${ISO('r.created_at')} AS created_at, ${ISO('r.closed_at')} AS closed_at, r.selections`;
const FROM = 'bet_requests r JOIN currencies c ON c.id = r.currency_id';

interface RecordRow {
  id: number;
  bet_guid: string;
  kind: RequestKind;
  bet_kind: BetKind;
  system_size: number | null;
  stake: string;
  currency: string;
  account_id: number;
  policy: PricePolicy;
  auto_price: string | null;
  auto_price_view: number | null;
  status: RequestStatus;
  status_id: number;
  reason: CloseReason | null;
  bet_id: number | null;
  created_at: string;
  closed_at: string | null;
  selections: RequestSelection[];
}

const VID = { single: 0, express: 1, system: 2 } as const;

const recordOf = (row: RecordRow): BetRequestRecord => ({
  id: row.id,
  betGuid: row.bet_guid,
  kind: row.kind,
  betKind: row.bet_kind,
  vid: VID[row.bet_kind],
  expressNum: row.system_size,
  stake: formatMinor(minorOf(row.stake)),
  currency: row.currency,
  accountId: row.account_id,
  checkCf: row.policy,
  autoBetCf: row.auto_price === null ? null : Number(row.auto_price),
  autoBetCfView: row.auto_price_view,
  status: row.status,
  statusId: row.status_id,
  reason: row.reason,
  betId: row.bet_id,
  createdAt: row.created_at,
  closedAt: row.closed_at,
  selections: row.selections,
});

/** One request by id. */
export async function requestRecord(db: Queryable, id: number): Promise<BetRequestRecord> {
  const [row] = await db.query<RecordRow>(`SELECT ${RECORD} FROM ${FROM} WHERE r.id = $1`, [id]);
  if (!row) throw new Error(`no bet request ${id}`);
  return recordOf(row);
}

/** The requests list's query (schemas/api/bets.json#/$defs/betRequestsQuery). */
export interface RequestsQuery {
  /** Spec status ids joined by commas (1001–1006). */
  readonly status?: string;
  readonly page?: number;
  readonly count?: number;
}

/**
 * The player's requests, newest first, a page at a time, by status id, without the statuses the
 * variant hides from the bets history (bettingConfig.hidden_bet_statuses).
 */
export async function requestsOf(
  db: Queryable,
  playerId: number,
  query: RequestsQuery,
  settings: Pick<SiteSettings, 'bettingConfig'>,
) {
  const page = query.page ?? 1;
  const count = query.count ?? 50;
  const statuses = query.status ? [...new Set(query.status.split(',').map(Number))] : null;
  const where = `r.player_id = $1 AND ($2::int[] IS NULL OR r.status_id = ANY($2::int[]))
    AND NOT (r.status_id = ANY($3::int[]))`;
  const params = [
    playerId,
    statuses,
    settings.bettingConfig.hidden_bet_statuses.filter(Number.isSafeInteger),
  ];
  const [counted] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM bet_requests r WHERE ${where}`,
    params,
  );
  const rows = await db.query<RecordRow>(
    `SELECT ${RECORD} FROM ${FROM} WHERE ${where} ORDER BY r.id DESC LIMIT $4 OFFSET $5`,
    [...params, count, (page - 1) * count],
  );
  return { page, count, total: counted?.total ?? 0, requests: rows.map(recordOf) };
}
