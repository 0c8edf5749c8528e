import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MARKET_GROUP as G, OUTCOME as T, outcomeKey } from '../../src/lib/feed/bet-types.ts';
import { bettor, type Headers, lineGames, outcomeOf } from '../bets/bets-testing.ts';
import type { WireGame } from '../feed/wire.ts';
import { balanceOf, checkLedger } from '../ledger/ledger.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const PUT_BETS = '/web-api/datalinelive/putbetscommon';

interface BetOnWire {
  id: number;
  betGuid: string;
  kind: string;
  expressNum: number | null;
  stake: string;
  selections: { key: string; cSeen: number }[];
}
interface Refusal {
  message: string;
  errors: { detail: string }[];
}

/** An event as older clients send it: the home win of a game, with the fields that decide nothing. */
const legacyEvent = (game: WireGame, t: number = T.win1, g: number = G.result) => {
  const o = outcomeOf(game, g, t);
  return {
    GameId: game.id,
    Type: o.t,
    Coef: o.c,
    Param: o.p ?? 0,
    PlayerId: 0,
    Kind: 1,
    Expired: 0,
    Price: 0,
    InstrumentId: 0,
    Seconds: 0,
  };
};

/** A coupon as older clients send it. */
const legacyCoupon = (events: readonly object[], more: object = {}) => ({
  Events: events,
  Summ: 10,
  Lng: 'en',
  Vid: events.length > 1 ? 1 : 0,
  hash: 'f00d',
  CfView: 0,
  notWait: true,
  CheckCf: 2,
  partner: 1,
  betGUID: randomUUID(),
  ...more,
});

describe.each(testDbKinds())('putbetscommon on %s', (kind) => {
  let app: FastifyInstance;
  let games: WireGame[];
  beforeAll(async () => {
    app = await buildTestServer(
      { distDir: '/nonexistent', feed: { seed: 'put-bets-common', recordEveryMs: 0 } },
      kind,
    );
    games = await lineGames(app, { count: 6 });
  });
  afterAll(() => app.close());

  const put = (headers: Headers | undefined, payload: object) =>
    app.inject({ method: 'POST', url: PUT_BETS, ...(headers ? { headers } : {}), payload });
  const refused = async (headers: Headers, payload: object, status: number) => {
    const res = await put(headers, payload);
    expect(res.statusCode, res.body).toBe(status);
    expectContract('common', 'errorResponse', res.json());
    return res.json<Refusal>();
  };
  const betCount = async (playerId: number) =>
    (
      await app.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM bets WHERE player_id = $1',
        [playerId],
      )
    )[0]!.n;

  it('places a coupon once under a repeated betGUID, as MakeBetWeb answers it', async () => {
    const { headers, accountId, playerId } = await bettor(app, 100_000n);
    const event = legacyEvent(games[0]!);
    const coupon = legacyCoupon([event], { Summ: 12.5, UserId: playerId });
    const first = await put(headers, { coupon });
    expect(first.statusCode, first.body).toBe(200);
    expectContract('bets', 'makeBetResponse', first.json());
    const bet = first.json<{ data: { bet: BetOnWire; balance: string } }>().data.bet;
    expect(bet).toMatchObject({ betGuid: coupon.betGUID, kind: 'single', stake: '12.50' });
    // The group is the one the Type belongs to: the outcome the feed priced.
    expect(bet.selections).toEqual([
      expect.objectContaining({
        key: outcomeKey(event.GameId, { g: G.result, t: T.win1 }),
        cSeen: event.Coef,
      }),
    ]);
    // Sent again (a retry), upper-case or not: the same bet, staked once.
    const again = await put(headers, {
      coupon: { ...coupon, betGUID: coupon.betGUID.toUpperCase() },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ data: { bet: BetOnWire } }>().data.bet.id).toBe(bet.id);
    expect(await betCount(playerId)).toBe(1);
    expect(await balanceOf(app.db, accountId)).toBe(100_000n - 1_250n);
  });

  it('places an express and a system as Vid and expressNum say', async () => {
    const { headers } = await bettor(app, 100_000n);
    const express = await put(headers, {
      coupon: legacyCoupon([legacyEvent(games[0]!), legacyEvent(games[1]!, T.win2)]),
    });
    expect(express.statusCode, express.body).toBe(200);
    expect(express.json<{ data: { bet: BetOnWire } }>().data.bet.kind).toBe('express');
    const system = await put(headers, {
      coupon: legacyCoupon(
        games.slice(2, 6).map((g) => legacyEvent(g)),
        { Vid: 2, expressNum: 3, Summ: 40 },
      ),
    });
    expect(system.statusCode, system.body).toBe(200);
    expect(system.json<{ data: { bet: BetOnWire } }>().data.bet).toMatchObject({
      kind: 'system',
      expressNum: 3,
    });
  });

  it('answers a wrong field with a 400 naming its JSON path, in the old field names', async () => {
    const { headers, playerId } = await bettor(app, 100_000n);
    const event = legacyEvent(games[0]!);
    // The contract's checks.
    const price = await refused(headers, { coupon: legacyCoupon([{ ...event, Coef: 0.5 }]) }, 400);
    expect(price.errors.map((e) => e.detail).join()).toContain('/coupon/Events/0/Coef');
    const unknown = await refused(
      headers,
      { coupons: [legacyCoupon([event]), legacyCoupon([{ ...event, Group: 1 }])] },
      400,
    );
    expect(unknown.errors.map((e) => e.detail)).toContain(
      'body /coupons/1/Events/0/Group: unknown key',
    );
    // Without its own id a retry would place the coupon again: the id is required.
    const { betGUID: _unused, ...anonymous } = legacyCoupon([event]);
    const noGuid = await refused(headers, { coupon: anonymous }, 400);
    expect(noGuid.errors.map((e) => e.detail).join()).toContain('/coupon');
    expect(noGuid.errors.map((e) => e.detail).join()).toContain('betGUID');
    // The placement's checks, worded in the fields the client sent.
    const decimals = await refused(
      headers,
      { coupon: legacyCoupon([event], { Summ: 1.005 }) },
      400,
    );
    expect(decimals.errors[0]!.detail).toMatch(/^body \/coupon\/Summ: /);
    const sameGame = await refused(
      headers,
      { coupon: legacyCoupon([event, legacyEvent(games[0]!, T.over, G.total)]) },
      422,
    );
    expect(sameGame).toMatchObject({ message: 'error_bet_same_game' });
    expect(sameGame.errors[0]!.detail).toMatch(/^body \/coupon\/Events\/1\/GameId: /);
    const system = await refused(
      headers,
      {
        coupon: legacyCoupon(
          games.slice(0, 3).map((g) => legacyEvent(g)),
          { Vid: 2 },
        ),
      },
      400,
    );
    expect(system.errors[0]!.detail).toMatch(/^body \/coupon\/expressNum: /);
    expect(await betCount(playerId)).toBe(0);
  });

  it('places for the signed-in player only', async () => {
    const anonymous = await put(undefined, { coupon: legacyCoupon([legacyEvent(games[0]!)]) });
    expect(anonymous.statusCode).toBe(401);
    const { headers, playerId } = await bettor(app, 100_000n);
    const other = await refused(
      headers,
      { coupon: legacyCoupon([legacyEvent(games[0]!)], { UserId: playerId + 1 }) },
      403,
    );
    expect(other).toMatchObject({ message: 'error_bet_user_mismatch' });
    expect(other.errors[0]!.detail).toBe(
      `body /coupon/UserId: ${playerId + 1} is not the signed-in player`,
    );
    expect(await betCount(playerId)).toBe(0);
  });

  it('places coupons all or none, each betGUID once', async () => {
    const { headers, accountId, playerId } = await bettor(app, 5_000n);
    const single = legacyCoupon([legacyEvent(games[0]!)], { Summ: 20 });
    const express = legacyCoupon([legacyEvent(games[1]!), legacyEvent(games[2]!)], { Summ: 30 });
    // The last is more than what is left after the first two: none of them is placed.
    const tooMuch = legacyCoupon([legacyEvent(games[3]!)], { Summ: 1 });
    const refusal = await refused(headers, { coupons: [single, express, tooMuch] }, 409);
    expect(refusal.message).toBe('error_insufficient_funds');
    expect(refusal.errors[0]!.detail).toMatch(/^body \/coupons\/2\/Summ: /);
    expect(await betCount(playerId)).toBe(0);
    expect(await balanceOf(app.db, accountId)).toBe(5_000n);

    const twice = await refused(
      headers,
      { coupons: [single, { ...express, betGUID: single.betGUID.toUpperCase() }] },
      400,
    );
    expect(twice.errors[0]!.detail).toBe('body /coupons/1/betGUID: the same guid as bet 0');

    const made = await put(headers, { coupons: [single, express] });
    expect(made.statusCode, made.body).toBe(200);
    expectContract('bets', 'makeBetMultiResponse', made.json());
    const bets = made.json<{ data: { bets: BetOnWire[]; balance: string } }>().data;
    expect(bets.bets.map((b) => [b.betGuid, b.kind])).toEqual([
      [single.betGUID, 'single'],
      [express.betGUID, 'express'],
    ]);
    expect(bets.balance).toBe('0.00');
    // Sent again: answered as placed, nothing staked twice.
    const again = await put(headers, { coupons: [single, express] });
    expect(again.json<{ data: { bets: BetOnWire[] } }>().data.bets.map((b) => b.id)).toEqual(
      bets.bets.map((b) => b.id),
    );
    expect(await betCount(playerId)).toBe(2);
    expect(await balanceOf(app.db, accountId)).toBe(0n);
    expect(await checkLedger(app.db)).toEqual({ unbalanced: [], overdrawn: [] });
  });

  it('takes one of coupon and coupons', async () => {
    const { headers } = await bettor(app, 1_000n);
    const coupon = legacyCoupon([legacyEvent(games[0]!)]);
    const both = await refused(headers, { coupon, coupons: [coupon] }, 400);
    expect(both.message).toBe('error_bad_request');
    const none = await refused(headers, {}, 400);
    expect(none.message).toBe('error_bad_request');
  });
});
