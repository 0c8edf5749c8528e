import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MARKET_GROUP as G, OUTCOME as T } from '../../src/lib/feed/bet-types.ts';
import {
  betBody,
  bettor,
  eventOf,
  type Headers,
  lineGames,
  MAKE_BET,
  MAKE_BET_MULTI,
  outcomeOf,
} from '../bets/bets-testing.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

interface Refusal {
  message: string;
  errors: { detail: string }[];
  changes?: { index: number; key: string }[];
}

describe.each(testDbKinds())('MakeBetWebMulti, and what no bet call takes, on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer(
      { distDir: '/nonexistent', feed: { seed: 'bets-multi', recordEveryMs: 0 } },
      kind,
    );
  });
  afterAll(() => app.close());

  const call = (url: string, headers: Headers, payload: object) =>
    app.inject({ method: 'POST', url, headers, payload });
  const refused = async (url: string, headers: Headers, payload: object, status: number) => {
    const res = await call(url, headers, payload);
    expect(res.statusCode, res.body).toBe(status);
    expectContract('common', 'errorResponse', res.json());
    return res.json<Refusal>();
  };
  const singles = async (count: number) =>
    (await lineGames(app, { count })).map((g) => ({
      betGuid: randomUUID(),
      summ: 10,
      couponEvents: [eventOf(g, outcomeOf(g, G.result, T.win1))],
    }));

  it('answers a guest 401 on both calls', async () => {
    const bets = await singles(1);
    for (const [url, body] of [
      [MAKE_BET, { ...bets[0]!, vid: 0 }],
      [MAKE_BET_MULTI, { bets }],
    ] as const)
      expect((await call(url, { host: 'localhost:8080' }, body)).statusCode).toBe(401);
  });

  it('places several singles, each under its own guid, and answers them again the same', async () => {
    const { headers, accountId } = await bettor(app, 100_000n);
    const bets = await singles(3);
    const res = await call(MAKE_BET_MULTI, headers, { bets });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('bets', 'makeBetMultiResponse', res.json());
    const made = res.json<{ data: { bets: { id: number; betGuid: string }[]; balance: string } }>();
    expect(made.data.bets.map((b) => b.betGuid)).toEqual(bets.map((b) => b.betGuid));
    expect(made.data.balance).toBe('970.00');
    // Sent again (a dropped answer): the same bets, nothing taken twice; one of them alone too.
    const again = await call(MAKE_BET_MULTI, headers, { bets });
    expect(again.json<typeof made>().data.bets).toEqual(made.data.bets);
    const alone = await call(MAKE_BET, headers, { ...bets[1]!, vid: 0 });
    expect(alone.json<{ data: { bet: { id: number } } }>().data.bet.id).toBe(made.data.bets[1]!.id);
    expect(await balanceOf(app.db, accountId)).toBe(97_000n);
  });

  it('places all or none: one changed price, one stake too many, one reused guid stop every bet', async () => {
    const { headers, accountId } = await bettor(app, 2_500n);
    const bets = await singles(3);
    const moved = bets.map((b, i) =>
      i === 2
        ? { ...b, couponEvents: [{ ...b.couponEvents[0]!, c: b.couponEvents[0]!.c + 0.2 }] }
        : b,
    );
    const changed = await refused(MAKE_BET_MULTI, headers, { bets: moved }, 409);
    expect(changed.message).toBe('error_bet_prices_changed');
    expect(changed.errors[0]!.detail).toMatch(/^body \/bets\/2\/couponEvents\/0\/c: /);
    // 30.00 asked of 25.00: the third stake is the one the account cannot take, nothing is placed.
    const poor = await refused(MAKE_BET_MULTI, headers, { bets }, 409);
    expect(poor.message).toBe('error_insufficient_funds');
    expect(await balanceOf(app.db, accountId)).toBe(2_500n);
    const twice = await refused(
      MAKE_BET_MULTI,
      headers,
      { bets: [bets[0]!, { ...bets[1]!, betGuid: bets[0]!.betGuid }] },
      400,
    );
    expect(twice.errors[0]!.detail).toMatch(/^body \/bets\/1\/betGuid: /);
    const placed = await app.db.query('SELECT id FROM bets WHERE account_id = $1', [accountId]);
    expect(placed).toEqual([]);
  });

  it.each([
    [{}, 'body /'],
    [{ summ: '10' }, 'body /summ'],
    [{ vid: 3 }, 'body /vid'],
    [{ betGuid: 'not-a-guid' }, 'body /betGuid'],
    [{ checkCf: 5 }, 'body /checkCf'],
    [{ couponEvents: [] }, 'body /couponEvents'],
    [{ couponEvents: [{ gameId: 1, g: 1, t: 1, c: 1 }] }, 'body /couponEvents/0/c'],
    [{ couponEvents: [{ gameId: 1, g: 1, t: 1 }] }, 'body /couponEvents/0'],
    [{ couponEvents: [{ gameId: 1, g: 3, t: 1, c: 2 }] }, 'body /couponEvents/0/g'],
    [
      { vid: 0, couponEvents: [1, 2].map((gameId) => ({ gameId, g: 1, t: 1, c: 2 })) },
      'body /couponEvents',
    ],
    [{ vid: 1, couponEvents: [{ gameId: 1, g: 1, t: 1, c: 2 }] }, 'body /couponEvents'],
    [
      { vid: 2, couponEvents: [1, 2, 3].map((gameId) => ({ gameId, g: 1, t: 1, c: 2 })) },
      'body /expressNum',
    ],
    [
      {
        vid: 2,
        expressNum: 3,
        couponEvents: [1, 2, 3].map((gameId) => ({ gameId, g: 1, t: 1, c: 2 })),
      },
      'body /expressNum',
    ],
    [{ extra: 1 }, 'body /extra'],
  ])('MakeBetWeb answers %j a 400 naming %s', async (change, field) => {
    const { headers } = await bettor(app, 0n);
    const base = betBody([{ gameId: 1, g: 1, t: 1, c: 2 }]);
    const body = Object.keys(change).length === 0 ? {} : { ...base, ...change };
    const refusal = await refused(MAKE_BET, headers, body, 400);
    expect(refusal.message).toBe('error_bad_request');
    expect(
      refusal.errors.some((e) => e.detail.startsWith(`${field}`)),
      JSON.stringify(refusal),
    ).toBe(true);
  });
});
