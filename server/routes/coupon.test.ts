import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MARKET_GROUP as G, OUTCOME as T, outcomeKey } from '../../src/lib/feed/bet-types.ts';
import {
  bettor,
  eventOf,
  finishGames,
  type Headers,
  lineGames,
  outcomeOf,
} from '../bets/bets-testing.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const OPEN = '/service-api/LiveBet/Open';

interface Priced {
  index: number;
  key: string;
  c: number | null;
  cSeen?: number;
  changed: boolean;
  suspended: boolean;
  reason?: string;
  team1?: string;
  live?: boolean;
}
interface Updated {
  data: { events: Priced[]; limits: { min_stake: string; max_stake: string }; currencyId: number };
}
interface Saved {
  data: { guid: string; vid: number; expressNum: number | null; events: Priced[] };
}
interface Refusal {
  message: string;
  errors: { detail: string }[];
  unavailable?: { index: number; reason: string }[];
}

describe.each(testDbKinds())('the coupon’s open calls on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer(
      { distDir: '/nonexistent', feed: { seed: 'coupon-route', recordEveryMs: 0 } },
      kind,
    );
  });
  afterAll(() => app.close());

  const post = (path: string, payload: object, headers: Headers = {}) =>
    app.inject({ method: 'POST', url: `${OPEN}/${path}`, payload, headers });
  const answered = async <T>(
    path: string,
    payload: object,
    response: string,
    headers?: Headers,
  ) => {
    const res = await post(path, payload, headers);
    expect(res.statusCode, res.body).toBe(200);
    expectContract('coupon', response, res.json());
    return res.json<{ data: T }>().data;
  };
  const refused = async (path: string, payload: object, status: number) => {
    const res = await post(path, payload);
    expect(res.statusCode, res.body).toBe(status);
    expectContract('common', 'errorResponse', res.json());
    return res.json<Refusal>();
  };

  it('answers a guest each selection’s current price, what moved, what is gone, and the limits', async () => {
    const [a, b] = await lineGames(app, { count: 2 });
    const oa = outcomeOf(a!, G.result, T.win1);
    const ob = outcomeOf(b!, G.result, T.win2);
    const body = {
      couponEvents: [
        eventOf(a!, oa),
        eventOf(b!, ob, ob.c + 0.5),
        // The feed's first game, long over; a period no football game has.
        { gameId: 100_000_000, g: 1, t: 1, c: 2 },
        { ...eventOf(a!, oa), pe: 9 },
      ],
    };
    const data = await answered<Updated['data']>('UpdateCoupon', body, 'updateCouponResponse');
    expect(data.events).toEqual([
      expect.objectContaining({
        index: 0,
        key: outcomeKey(a!.id, oa),
        c: oa.c,
        changed: false,
        suspended: false,
      }),
      expect.objectContaining({
        index: 1,
        key: outcomeKey(b!.id, ob),
        c: ob.c,
        cSeen: ob.c + 0.5,
        changed: true,
      }),
      expect.objectContaining({ index: 2, c: null, suspended: true, reason: 'game_unavailable' }),
      expect.objectContaining({
        index: 3,
        c: null,
        suspended: true,
        reason: 'outcome_unavailable',
      }),
    ]);
    // The variant's currency (tenge) and MakeBetWeb's limits in it.
    expect(data.currencyId).toBe(7);
    expect(data.limits).toMatchObject({ max_stake: '1000000.00' });
    // The LiveBet-update call answers alike; a stale token is a guest's.
    const res = await app.inject({
      method: 'POST',
      url: '/service-api/LiveBet-update/Open/UpdateCoupon',
      payload: body,
      headers: { 'x-auth': 'Bearer not-a-token' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Updated>().data.events).toEqual(data.events);
  });

  it('answers a signed-in player in their account’s currency, and several coupons at once', async () => {
    const { headers, accountId } = await bettor(app);
    const [a, b] = await lineGames(app, { count: 2 });
    const oa = outcomeOf(a!, G.result, T.win1);
    const ob = outcomeOf(b!, G.result, T.draw);
    const data = await answered<{ bets: { events: Priced[] }[]; currencyId: number }>(
      'UpdateCouponMulti',
      { bets: [{ couponEvents: [eventOf(a!, oa)] }, { couponEvents: [eventOf(b!, ob)] }] },
      'updateCouponMultiResponse',
      headers,
    );
    expect(data.bets.map((bet) => bet.events.map((e) => e.c))).toEqual([[oa.c], [ob.c]]);
    const [account] = await app.db.query<{ currency_id: number }>(
      'SELECT currency_id FROM accounts WHERE id = $1',
      [accountId],
    );
    expect(data.currencyId).toBe(account!.currency_id);
  });

  it('names the field of a malformed coupon, too many selections too', async () => {
    const missing = await refused('UpdateCoupon', {}, 400);
    expect(missing.errors[0]!.detail).toMatch(/couponEvents/);
    const badGroup = await refused(
      'UpdateCoupon',
      { couponEvents: [{ gameId: 1, g: 3, t: 1 }] },
      400,
    );
    expect(badGroup.errors[0]!.detail).toMatch(/couponEvents\/0\/g/);
    // The contract's most (the variant's coupon_max_bets, 50, refuses fewer with a 422).
    const games = await lineGames(app, { count: 10 });
    const many = Array.from({ length: 51 }, (_, i) => ({ gameId: games[i % 10]!.id, g: 1, t: 1 }));
    const tooMany = await refused('UpdateCoupon', { couponEvents: many }, 400);
    expect(tooMany.errors[0]!.detail).toMatch(/couponEvents/);
  });

  it('saves a coupon under a short code and answers it with the prices now, a finished game marked', async () => {
    const [a, b, c] = await lineGames(app, { count: 3, leadMinutes: 60 });
    const events = [
      eventOf(a!, outcomeOf(a!, G.result, T.win1)),
      eventOf(b!, outcomeOf(b!, G.result, T.draw)),
    ];
    const saved = await answered<{ guid: string }>(
      'SaveCoupon',
      { vid: 1, couponEvents: events },
      'saveCouponResponse',
    );
    expect(saved.guid).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    // The same coupon is the same code; another kind of it another one.
    const again = await answered<{ guid: string }>(
      'SaveCoupon',
      { vid: 1, couponEvents: events },
      'saveCouponResponse',
    );
    expect(again.guid).toBe(saved.guid);
    const singles = await answered<{ guid: string }>(
      'SaveCoupon',
      { couponEvents: events },
      'saveCouponResponse',
    );
    expect(singles.guid).not.toBe(saved.guid);
    const rows = await app.db.query<{ code: string }>('SELECT code FROM saved_coupons');
    expect(rows.map((r) => r.code)).toEqual(expect.arrayContaining([saved.guid, singles.guid]));

    // Any case reads it: the selections with their names and prices.
    const coupon = await answered<Saved['data']>(
      'GetCoupon',
      { guid: saved.guid.toLowerCase() },
      'getCouponResponse',
    );
    expect(coupon).toMatchObject({ guid: saved.guid, vid: 1, expressNum: null });
    expect(coupon.events).toEqual([
      expect.objectContaining({
        key: outcomeKey(a!.id, events[0]!),
        c: events[0]!.c,
        cSeen: events[0]!.c,
        changed: false,
        suspended: false,
        team1: a!.team1.name,
        live: false,
      }),
      expect.objectContaining({
        key: outcomeKey(b!.id, events[1]!),
        c: events[1]!.c,
        suspended: false,
        team1: b!.team1.name,
      }),
    ]);

    // The games played and gone: the coupon still opens, each selection says why it cannot be bet.
    await finishGames(app, [a!, b!, c!]);
    const later = await answered<Saved['data']>(
      'GetCoupon',
      { guid: saved.guid },
      'getCouponResponse',
    );
    expect(later.events.map((e) => [e.c, e.suspended, e.reason, e.team1])).toEqual([
      [null, true, 'game_unavailable', a!.team1.name],
      [null, true, 'game_unavailable', b!.team1.name],
    ]);
  });

  it('saves systems and singles of one game, refuses what could never be bet, and names an unknown code', async () => {
    const [a, b, c] = await lineGames(app, { count: 3 });
    const win = (g: typeof a) => eventOf(g!, outcomeOf(g!, G.result, T.win1));
    const system = await answered<{ guid: string }>(
      'SaveCoupon',
      { vid: 2, expressNum: 2, couponEvents: [win(a), win(b), win(c)] },
      'saveCouponResponse',
    );
    const read = await answered<Saved['data']>(
      'GetCoupon',
      { guid: system.guid },
      'getCouponResponse',
    );
    expect([read.vid, read.expressNum, read.events.length]).toEqual([2, 2, 3]);
    const draw = eventOf(a!, outcomeOf(a!, G.result, T.draw));
    await answered('SaveCoupon', { vid: 0, couponEvents: [win(a), draw] }, 'saveCouponResponse');

    const sameGame = await refused('SaveCoupon', { vid: 1, couponEvents: [win(a), draw] }, 422);
    expect(sameGame.message).toBe('error_bet_same_game');
    const twice = await refused('SaveCoupon', { couponEvents: [win(a), win(a)] }, 422);
    expect([twice.message, twice.errors[0]!.detail]).toEqual([
      'error_coupon_duplicate_selection',
      'body /couponEvents/1: the same outcome as selection 0',
    ]);
    const noK = await refused(
      'SaveCoupon',
      { vid: 2, couponEvents: [win(a), win(b), win(c)] },
      400,
    );
    expect(noK.errors[0]!.detail).toMatch(/^body \/expressNum: /);
    const gone = await refused(
      'SaveCoupon',
      { couponEvents: [win(a), { gameId: 100_000_000, g: 1, t: 1 }] },
      409,
    );
    expect(gone.unavailable).toEqual([
      expect.objectContaining({ index: 1, reason: 'game_unavailable' }),
    ]);

    const unknown = await refused('GetCoupon', { guid: 'ZZZZ2222' }, 404);
    expect([unknown.message, unknown.errors[0]!.detail]).toEqual([
      'error_coupon_not_found',
      'body /guid: no coupon saved as ZZZZ2222',
    ]);
    const malformed = await refused('GetCoupon', { guid: 'O0I1-x' }, 400);
    expect(malformed.errors[0]!.detail).toMatch(/guid/);
  });
});
