import { createHash, randomInt } from 'node:crypto';

import type { Queryable } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import type { FeedSimulator } from '../feed/sim/simulator.ts';
import { type LimitSettings, maxSelections } from './bet-limits.ts';
import { type CouponEvent, type CouponShape, couponShapeOf, eventKey } from './bet-request.ts';
import {
  type CouponOutcome,
  quoteOutcome,
  type SelectionPrice,
  selectionPrice,
} from './coupon-prices.ts';
import type { SelectionNames } from './feed-quote.ts';

/** Booking codes' characters: no 0/O, 1/I/L, which a reader mixes up. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 8;

/** A new random booking code (31⁸ ≈ 8.5 × 10¹¹ of them). */
export const newCode = (): string =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(
    '',
  );

/** A saved selection: the outcome, its price and the names the feed gave it when saved. */
export type StoredSelection = CouponEvent &
  Pick<SelectionNames, 'live' | 'sportId' | 'champ' | 'team1' | 'team2' | 'outcomeName'> & {
    /** Epoch seconds. */
    readonly start: number;
  };

/** SaveCoupon's body (schemas/api/coupon.json#/$defs/saveCouponBody). */
export interface SaveCouponBody {
  readonly vid?: 0 | 1 | 2;
  readonly expressNum?: number;
  readonly couponEvents: readonly CouponOutcome[];
}

/** Where coupons are kept and priced: the database and the feed at its now. */
export interface CouponDeps {
  readonly db: Queryable;
  readonly sim: FeedSimulator;
  readonly now: number;
  readonly language: string;
}

const REASON_TEXT = {
  game_unavailable: 'the game is no longer offered',
  outcome_unavailable: 'the outcome is not offered now',
};

/** The coupon's selections as the feed names them now; a gone one is refused (409 naming each). */
function storedSelections(deps: CouponDeps, events: readonly CouponOutcome[]): StoredSelection[] {
  const stored: StoredSelection[] = [];
  const refused: { index: number; key: string; reason: keyof typeof REASON_TEXT }[] = [];
  for (const [index, event] of events.entries()) {
    const found = quoteOutcome(deps.sim, deps.now, event, deps.language, index);
    // A suspended market is still the game's: it is saved, and shows as suspended until it opens.
    if (!found.quote) {
      refused.push({ index, key: eventKey({ ...event, c: 0 }), reason: found.reason });
      continue;
    }
    const { quote } = found;
    const { g, t, p, pe } = quote.outcome;
    stored.push({
      gameId: event.gameId,
      g,
      t,
      ...(p === undefined ? {} : { p }),
      ...(pe === undefined ? {} : { pe }),
      c: quote.outcome.c,
      live: quote.live,
      sportId: quote.sportId,
      champ: quote.champ,
      team1: quote.team1,
      team2: quote.team2,
      ...(quote.outcomeName === undefined ? {} : { outcomeName: quote.outcomeName }),
      start: Math.floor(quote.start / 1000),
    });
  }
  if (refused.length > 0)
    throw new ApiProblem(
      409,
      'error_bet_selection_unavailable',
      refused.map((r) => `body /couponEvents/${r.index}: ${REASON_TEXT[r.reason]}`),
      { unavailable: refused },
    );
  return stored;
}

/** The coupon's shape (MakeBetWeb's checks; singles may share a game) and no outcome twice. */
function shapeOf(body: SaveCouponBody, settings: LimitSettings): CouponShape {
  const seen = new Map<string, number>();
  for (const [index, event] of body.couponEvents.entries()) {
    const key = eventKey({ ...event, c: 0 });
    const first = seen.get(key);
    if (first !== undefined)
      throw new ApiProblem(422, 'error_coupon_duplicate_selection', [
        `body /couponEvents/${index}: the same outcome as selection ${first}`,
      ]);
    seen.set(key, index);
  }
  const vid = body.vid ?? 0;
  if (vid !== 0) return couponShapeOf(vid, body.expressNum, body.couponEvents, settings);
  // Singles, one a selection (MakeBetWebMulti's most; several of a game allowed).
  const most = maxSelections(settings, true);
  if (body.couponEvents.length > most)
    throw new ApiProblem(
      422,
      'error_bet_too_many_selections',
      [`body /couponEvents: more than ${most} selections`],
      { max_selections: most },
    );
  return { kind: 'single' };
}

const fingerprintOf = (shape: CouponShape, events: readonly CouponOutcome[]) =>
  createHash('sha256')
    .update(
      `${shape.kind}|${shape.systemSize ?? ''}|${events.map((e) => eventKey({ ...e, c: 0 })).join(',')}`,
    )
    .digest('hex');

/**
 * Keeps a coupon under a new booking code and answers it; the same coupon (kind, k, outcomes in
 * order) saved again answers the code it has. A code taken by another coupon draws another.
 */
export async function saveCoupon(
  deps: CouponDeps,
  body: SaveCouponBody,
  settings: LimitSettings,
): Promise<string> {
  const shape = shapeOf(body, settings);
  const selections = storedSelections(deps, body.couponEvents);
  return keepSelections(deps.db, shape, selections);
}

/**
 * Keeps selections already priced and named (a placed bet's: the coupon lobby) under a booking
 * code: the same coupon kept again answers the code it has.
 */
export async function keepSelections(
  db: Queryable,
  shape: CouponShape,
  selections: readonly StoredSelection[],
): Promise<string> {
  const fingerprint = fingerprintOf(shape, selections);
  for (let attempt = 0; attempt < 8; attempt++) {
    const [made] = await db.query<{ code: string }>(
      `INSERT INTO saved_coupons (code, fingerprint, kind, system_size, selections)
       VALUES ($1, $2, $3, $4, $5::jsonb) ON CONFLICT DO NOTHING RETURNING code`,
      [newCode(), fingerprint, shape.kind, shape.systemSize ?? null, JSON.stringify(selections)],
    );
    if (made) return made.code;
    const [kept] = await db.query<{ code: string }>(
      'SELECT code FROM saved_coupons WHERE fingerprint = $1',
      [fingerprint],
    );
    if (kept) return kept.code;
  }
  throw new Error('no free booking code after 8 draws');
}

/** A saved selection as GetCoupon answers it: the names saved, the price now. */
export type SavedSelectionPrice = SelectionPrice &
  Omit<StoredSelection, 'c' | 'gameId' | 'g' | 't' | 'p' | 'pe'>;

/** GetCoupon's data but the limits. */
export interface SavedCoupon {
  readonly guid: string;
  readonly vid: 0 | 1 | 2;
  readonly expressNum: number | null;
  readonly events: SavedSelectionPrice[];
}

const VIDS = { single: 0, express: 1, system: 2 } as const;

/**
 * The coupon saved under a code (any case) with each selection's price now: a selection whose
 * game finished or left the feed is marked (c null, suspended, its reason), never an error for
 * the coupon. An unknown code is a 404 naming it.
 */
export async function savedCoupon(deps: CouponDeps, code: string): Promise<SavedCoupon> {
  const guid = code.toUpperCase();
  const [row] = await deps.db.query<{
    kind: keyof typeof VIDS;
    system_size: number | null;
    selections: StoredSelection[];
  }>('SELECT kind, system_size, selections FROM saved_coupons WHERE code = $1', [guid]);
  if (!row)
    throw new ApiProblem(
      404,
      'error_coupon_not_found',
      [`body /guid: no coupon saved as ${code}`],
      {
        guid: code,
      },
    );
  const events = row.selections.map((saved, index): SavedSelectionPrice => {
    const { c, gameId, g, t, p, pe, ...names } = saved;
    // The price saved is the one seen: `changed` says whether the feed moved since.
    const outcome: CouponOutcome = {
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
  return { guid, vid: VIDS[row.kind], expressNum: row.system_size, events };
}
