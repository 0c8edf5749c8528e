import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

import type { WireOutcome } from '../../src/lib/feed/bet-types.ts';
import type { Minor } from '../../src/lib/money/minor.ts';
import {
  LONGEST_PLAY_SECONDS,
  prematchPricesMoveAt,
  prematchPricesMovedAt,
} from '../feed/sim/simulator.ts';
import type { WireGame } from '../feed/wire.ts';
import { deposit } from '../ledger/movements.ts';
import { registeredPlayerWithId } from '../testing/sign-in-helpers.ts';

/** Test helpers of the bets' suites: a funded player, games to bet on, moving the feed's clock. */

export type Headers = Record<string, string>;

export const MAKE_BET = '/service-api/LiveBet/Secure/MakeBetWeb';
export const MAKE_BET_MULTI = '/service-api/LiveBet/Secure/MakeBetWebMulti';
export const HISTORY = '/web-api/officeapi/getbetshistory';
export const CLEAR_HISTORY = '/web-api/officeapi/clearbetshistory';

/** A new player (tenge) whose active account holds `funds`: their id, account and headers. */
export async function bettor(app: FastifyInstance, funds: Minor = 1_000_000n) {
  const { id, headers } = await registeredPlayerWithId(app);
  const [account] = await app.db.query<{ id: number }>(
    `SELECT id FROM accounts WHERE player_id = $1 AND kind = 'main' AND is_active`,
    [id],
  );
  if (funds > 0n)
    await app.db.transaction((tx) =>
      deposit(tx, {
        key: `bet-funds-${account!.id}`,
        account: account!.id,
        amount: funds,
        source: 'test',
      }),
    );
  return { playerId: id, accountId: account!.id, headers: headers as Headers };
}

/** The feed's clock (epoch milliseconds). */
export async function feedNow(app: FastifyInstance): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/__dev/feed/clock' });
  return Date.parse(res.json<{ data: { now: string } }>().data.now);
}

/** How long a test's line games keep their prices at least (a slow test on a busy machine). */
const PRICES_STEADY_MS = 4 * 60_000;
/**
 * How old the line list may be: an answer is kept for its 15-second version (server/feed/feed-calls),
 * so a game whose prices moved within it may be listed at the prices before (a margin added).
 */
const LIST_KEPT_MS = 30_000;

/**
 * Line games of a sport that start at least `leadMinutes` after the feed's now, and whose prices
 * stay put for the test: a line game's prices move every ten minutes, each game at its own
 * moment, so games whose next move is less than four minutes away are left out (a test that read
 * a price just before it moved was refused a changed price, once an hour or so), and so are games
 * whose prices moved while the list's answer may have been kept.
 */
export async function lineGames(
  app: FastifyInstance,
  { sport = 1, count = 10, leadMinutes = 30 } = {},
): Promise<WireGame[]> {
  const now = await feedNow(app);
  const res = await app.inject({
    method: 'GET',
    url: `/service-api/LineFeed/Get1x2_VZip?sports=${sport}&count=500`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const games = res.json<{ data: { games: WireGame[] } }>().data.games;
  const ahead = games.filter(
    (g) =>
      g.start * 1000 > now + leadMinutes * 60_000 &&
      prematchPricesMoveAt(g.id, now) - now > PRICES_STEADY_MS &&
      now - prematchPricesMovedAt(g.id, now) > LIST_KEPT_MS &&
      g.outcomes.some((o) => !o.b),
  );
  expect(ahead.length).toBeGreaterThanOrEqual(count);
  return ahead.slice(0, count);
}

/** One of a game's outcomes by group and type (the first when there are several lines). */
export function outcomeOf(game: WireGame, g: number, t: number): WireOutcome {
  const found = game.outcomes.find((o) => o.g === g && o.t === t && !o.b);
  if (!found) throw new Error(`game ${game.id} offers no ${g}/${t}`);
  return found;
}

/** A coupon event for an outcome of a game, at the price shown (or another one). */
export const eventOf = (game: WireGame, o: WireOutcome, c = o.c) => ({
  gameId: game.id,
  g: o.g,
  t: o.t,
  ...(o.p === undefined ? {} : { p: o.p }),
  ...(o.pe === undefined ? {} : { pe: o.pe }),
  c,
});

/** A MakeBetWeb body: a new guid unless told. */
export const betBody = (
  couponEvents: ReturnType<typeof eventOf>[],
  more: {
    summ?: number;
    vid?: 0 | 1 | 2;
    expressNum?: number;
    checkCf?: number;
    betGuid?: string;
    userIdBonus?: number;
    avanceBet?: boolean;
  } = {},
) => ({
  betGuid: randomUUID(),
  summ: 10,
  vid: couponEvents.length > 1 ? 1 : 0,
  ...more,
  couponEvents,
});

export const postBet = (app: FastifyInstance, headers: Headers, payload: object) =>
  app.inject({ method: 'POST', url: MAKE_BET, headers, payload });

/** Moves the feed's clock past the end of every game given (a settlement runs with it). */
export async function finishGames(app: FastifyInstance, games: readonly WireGame[]) {
  const now = await feedNow(app);
  const last = Math.max(...games.map((g) => g.start * 1000));
  const advanceMs = Math.max(0, last - now) + (LONGEST_PLAY_SECONDS + 60) * 1000;
  const res = await app.inject({ method: 'PUT', url: '/__dev/feed/clock', payload: { advanceMs } });
  expect(res.statusCode, res.body).toBe(200);
}
