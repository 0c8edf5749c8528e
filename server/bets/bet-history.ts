import type { SiteSettings } from '../../src/config/generated/site-settings.types.ts';
import type { BetKind } from '../../src/lib/bets/bet-maths.ts';
import type { Queryable } from '../db/db.ts';
import { BET_COLUMNS, type BetRecord, betRecords, type BetRow } from './bet-record.ts';

/** The spec's default of the history's days, whenever the variant's value is not a valid one. */
export const DEFAULT_HISTORY_DAYS = 7;
/** The spec's page size step. */
export const HISTORY_PAGE_SIZE = 50;

/** The history's query (schemas/api/bets.json#/$defs/betsHistoryQuery). */
export interface HistoryQuery {
  /** Epoch seconds. */
  readonly dateFrom?: number;
  readonly dateTo?: number;
  /** Spec status ids joined by commas. */
  readonly status?: string;
  readonly type?: BetKind;
  readonly page?: number;
  readonly count?: number;
}

export interface HistoryPage {
  readonly dateFrom: number;
  readonly dateTo: number;
  readonly page: number;
  readonly count: number;
  readonly total: number;
  readonly bets: readonly BetRecord[];
}

type HistorySettings = Pick<SiteSettings, 'couponConfig' | 'bettingConfig'>;

/** couponConfig.history_days when it is a whole number of days, else 7 (the spec's rule). */
export function historyDays(settings: HistorySettings): number {
  const days = settings.couponConfig.history_days;
  return Number.isSafeInteger(days) && days >= 1 && days <= 3650 ? days : DEFAULT_HISTORY_DAYS;
}

/**
 * The period asked: the bounds given (from alone: up to now; to alone: the `days` before it),
 * else the last `days` days; a period that ends before it starts is not one, so it reads as the
 * default.
 */
export function periodOf(query: HistoryQuery, days: number, nowSeconds: number) {
  const span = days * 86_400;
  const to = query.dateTo ?? nowSeconds;
  const from = query.dateFrom ?? to - span;
  return from <= to ? { from, to } : { from: nowSeconds - span, to: nowSeconds };
}

/**
 * The player's bets of a period, newest first, a page at a time: by status (the spec's ids) and
 * type, without the bets they cleared and the statuses the variant hides
 * (bettingConfig.hidden_bet_statuses).
 */
export async function betHistory(
  db: Queryable,
  playerId: number,
  query: HistoryQuery,
  settings: HistorySettings,
  nowSeconds: number,
): Promise<HistoryPage> {
  const { from, to } = periodOf(query, historyDays(settings), nowSeconds);
  const page = query.page ?? 1;
  const count = query.count ?? HISTORY_PAGE_SIZE;
  const statuses = query.status ? [...new Set(query.status.split(',').map(Number))] : null;
  const where = `b.player_id = $1 AND b.hidden_at IS NULL
    AND b.placed_at >= to_timestamp($2)
    AND ($3::float8 IS NULL OR b.placed_at < to_timestamp($3::float8 + 1))
    AND ($4::int[] IS NULL OR b.status_id = ANY($4::int[]))
    AND NOT (b.status_id = ANY($5::int[])) AND ($6::text IS NULL OR b.kind = $6)`;
  // Up to now is unbounded: a bet the database dated a moment past this clock's now is still new.
  const upTo = query.dateTo === undefined && to >= nowSeconds ? null : to;
  const params = [
    playerId,
    from,
    upTo,
    statuses,
    settings.bettingConfig.hidden_bet_statuses.filter(Number.isSafeInteger),
    query.type ?? null,
  ];
  const [counted] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM bets b WHERE ${where}`,
    params,
  );
  const rows = await db.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM bets b JOIN currencies c ON c.id = b.currency_id WHERE ${where}
     ORDER BY b.placed_at DESC, b.id DESC LIMIT $7 OFFSET $8`,
    [...params, count, (page - 1) * count],
  );
  return {
    dateFrom: from,
    dateTo: to,
    page,
    count,
    total: counted?.total ?? 0,
    bets: await betRecords(db, rows),
  };
}

/**
 * "Clear history": the player's settled bets leave their history. They are hidden, not deleted:
 * the bets, their selections and the ledger's movements stay. Open bets stay listed. Answers how
 * many were hidden.
 */
export async function clearBetHistory(db: Queryable, playerId: number): Promise<number> {
  const hidden = await db.query(
    `UPDATE bets SET hidden_at = now()
     WHERE player_id = $1 AND status <> 'open' AND hidden_at IS NULL RETURNING id`,
    [playerId],
  );
  return hidden.length;
}
