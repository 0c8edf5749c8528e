import { ApiProblem } from '../errors.ts';
import { quoteOutcome, selectionPrice } from './coupon-prices.ts';
import { publicNumber } from './lobby-publish.ts';
import type { CouponDeps, SavedSelectionPrice, StoredSelection } from './saved-coupons.ts';

/** getcouponlobby's query (schemas/api/lobby.json#/$defs/lobbyQuery). */
export interface LobbyQuery {
  readonly lng?: string;
  readonly count?: number;
  readonly page?: number;
  readonly sport?: number;
}

const VIDS = { single: 0, express: 1, system: 2 } as const;

interface LobbyRow {
  id: number;
  player_id: number;
  publisher: string;
  kind: keyof typeof VIDS;
  system_size: number | null;
  selections: StoredSelection[];
  code: string;
  copies: number;
  created: number;
  won: number;
  lost: number;
}

/** A lobby coupon as getcouponlobby answers it (schemas/api/lobby.json#/$defs/lobbyCoupon). */
export interface LobbyCoupon {
  readonly id: number;
  readonly publisher: string;
  readonly publisherNo: number;
  readonly kind: keyof typeof VIDS;
  readonly vid: 0 | 1 | 2;
  readonly expressNum: number | null;
  readonly created: number;
  readonly code: string;
  readonly copies: number;
  readonly record: { readonly won: number; readonly lost: number };
  readonly events: SavedSelectionPrice[];
  readonly priceThen: number | null;
  readonly priceNow: number | null;
  readonly copyable: boolean;
}

/** The selections' prices multiplied, to three decimals (what the coupon shows, not money). */
const combined = (prices: readonly (number | null)[]): number | null =>
  prices.some((c) => c === null)
    ? null
    : Math.round((prices as number[]).reduce((a, c) => a * c, 1) * 1000) / 1000;

/** A stored coupon's selections with the feed's price now (a gone one: c null, its reason). */
export function pricedNow(deps: CouponDeps, selections: readonly StoredSelection[]) {
  return selections.map((saved, index): SavedSelectionPrice => {
    const { c, gameId, g, t, p, pe, ...names } = saved;
    const outcome = {
      gameId,
      g,
      t,
      ...(p === undefined ? {} : { p }),
      ...(pe === undefined ? {} : { pe }),
      c,
    };
    const found = quoteOutcome(deps.sim, deps.now, outcome, deps.language, index);
    return { ...selectionPrice(outcome, index, found), ...names };
  });
}

/** A coupon can be copied while some selection is on the feed (a suspended one too). */
export const copyable = (events: readonly SavedSelectionPrice[]) =>
  events.some((e) => e.c !== null);

const couponOf = (deps: CouponDeps, row: LobbyRow): LobbyCoupon => {
  const events = pricedNow(deps, row.selections);
  const system = row.kind === 'system';
  return {
    id: row.id,
    publisher: row.publisher,
    publisherNo: publicNumber(row.player_id),
    kind: row.kind,
    vid: VIDS[row.kind],
    expressNum: row.system_size,
    created: row.created,
    code: row.code,
    copies: row.copies,
    record: { won: row.won, lost: row.lost },
    events,
    priceThen: system ? null : combined(row.selections.map((s) => s.c)),
    priceNow: system ? null : combined(events.map((e) => e.c)),
    copyable: copyable(events),
  };
};

/** A coupon of the site's own players: `l` is lobby_coupons, `$2` the site's partner. */
const OF_PARTNER = 'EXISTS (SELECT 1 FROM players p WHERE p.id = l.player_id AND p.partner = $2)';

/**
 * A page of the lobby (of the site's partner): the coupons of bets still open (a bet is settled once its games are
 * over), newest first, each with its publisher's record — their published bets won and lost.
 */
export async function lobbyPage(
  deps: CouponDeps,
  partner: number,
  query: LobbyQuery,
  pageSize: number,
) {
  const count = query.count ?? pageSize;
  const page = query.page ?? 1;
  const sport = query.sport ?? null;
  const where = `b.status = 'open' AND ${OF_PARTNER} AND ($1::int IS NULL OR EXISTS (
      SELECT 1 FROM jsonb_array_elements(l.selections) s WHERE (s->>'sportId')::int = $1))`;
  const rows = await deps.db.query<LobbyRow>(
    `SELECT l.id, l.player_id, l.publisher, l.kind, l.system_size, l.selections, l.code, l.copies,
       floor(extract(epoch FROM l.created_at))::int AS created,
       r.won, r.lost
     FROM lobby_coupons l JOIN bets b ON b.id = l.bet_id
     CROSS JOIN LATERAL (
       SELECT count(*) FILTER (WHERE o.status = 'won')::int AS won,
         count(*) FILTER (WHERE o.status = 'lost')::int AS lost
       FROM lobby_coupons m JOIN bets o ON o.id = m.bet_id WHERE m.player_id = l.player_id
     ) r
     WHERE ${where}
     ORDER BY l.created_at DESC, l.id DESC LIMIT $3 OFFSET $4`,
    [sport, partner, count, (page - 1) * count],
  );
  const [total] = await deps.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM lobby_coupons l JOIN bets b ON b.id = l.bet_id WHERE ${where}`,
    [sport, partner],
  );
  return {
    coupons: rows.map((row) => couponOf(deps, row)),
    total: total?.n ?? 0,
    page,
    count,
  };
}

/**
 * A lobby coupon copied into a slip: its copies counted and its booking code answered. One none
 * of whose selections is on the feed is refused (409), and counts nothing.
 */
export async function copyLobbyCoupon(deps: CouponDeps, partner: number, id: number) {
  const [row] = await deps.db.query<{ selections: StoredSelection[] }>(
    `SELECT l.selections FROM lobby_coupons l WHERE l.id = $1 AND ${OF_PARTNER}`,
    [id, partner],
  );
  if (!row)
    throw new ApiProblem(404, 'error_lobby_coupon_not_found', [`body /id: no lobby coupon ${id}`]);
  if (!copyable(pricedNow(deps, row.selections)))
    throw new ApiProblem(409, 'error_lobby_coupon_gone', [
      `body /id: none of the coupon's selections is offered now`,
    ]);
  const [copied] = await deps.db.query<{ code: string; copies: number }>(
    'UPDATE lobby_coupons SET copies = copies + 1 WHERE id = $1 RETURNING code, copies',
    [id],
  );
  return copied!;
}
