import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  heldNow,
  movementsOf,
  type MovingPrice,
  movingPrices,
  simulatorOf,
  waitingStakes,
} from '../bets/bet-requests-testing.ts';
import {
  betBody,
  bettor,
  feedNow,
  type Headers,
  HISTORY,
  MAKE_BET,
  postBet,
} from '../bets/bets-testing.ts';
import { balanceOf, checkLedger } from '../ledger/ledger.ts';
import { withBaseLayer } from '../testing/base-layer.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const BID = '/service-api/LiveBet/Secure/MakeBetBidWeb';
const REQUESTS = '/web-api/officeapi/getbetrequests';
const CANCEL = '/web-api/officeapi/cancelbetrequest';
const DECIDE = '/__dev/bet-requests/decide';
const SEED = 'bet-requests-route';

interface Request {
  id: number;
  betGuid: string;
  kind: string;
  status: string;
  statusId: number;
  reason: string | null;
  betId: number | null;
  stake: string;
}
interface Refusal {
  message: string;
  errors: { detail: string }[];
  price?: number;
}

/** A variant whose VIP bets are taken from Brazil's players only. */
const vipFromBrazil = (base: Record<string, Record<string, unknown>>) => ({
  ...base,
  bettingConfig: {
    ...base.bettingConfig,
    vip_bets: { default: false, by_country: { BR: true } },
  },
});

describe.each(testDbKinds())('bet requests on %s', (kind) => {
  let app: FastifyInstance;
  const sim = simulatorOf(SEED);
  beforeAll(async () => {
    app = await withBaseLayer(vipFromBrazil, (configDir) =>
      buildTestServer(
        { distDir: '/nonexistent', configDir, feed: { seed: SEED, recordEveryMs: 0 } },
        kind,
      ),
    );
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const answered = async (
    res: Awaited<ReturnType<typeof call>>,
    def: string,
  ): Promise<{ request: Request; balance: string }> => {
    expect(res.statusCode, res.body).toBe(200);
    expectContract('bets', def, res.json());
    return res.json<{ data: { request: Request; balance: string } }>().data;
  };
  const refused = (res: Awaited<ReturnType<typeof call>>, status: number) => {
    expect(res.statusCode, res.body).toBe(status);
    expectContract('common', 'errorResponse', res.json());
    return res.json<Refusal>();
  };
  const listed = async (headers: Headers, query = '') => {
    const res = await call('GET', `${REQUESTS}${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    expectContract('bets', 'betRequestsResponse', res.json());
    return res.json<{ data: { total: number; requests: Request[] } }>().data;
  };
  const ledgerHolds = async () => {
    expect(await heldNow(app.db)).toBe(await waitingStakes(app.db));
    expect(await checkLedger(app.db)).toEqual({ unbalanced: [], overdrawn: [] });
  };
  const fromBrazil = (playerId: number) =>
    app.db.query(
      `UPDATE players SET country_id = (SELECT id FROM countries WHERE alpha2 = 'BR') WHERE id = $1`,
      [playerId],
    );
  const moveClockTo = async (at: number) => {
    const res = await app.inject({
      method: 'PUT',
      url: '/__dev/feed/clock',
      payload: { advanceMs: Math.max(0, at - (await feedNow(app))) },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  /** Line prices at the feed's now (the clock only moves forward: each test reads its own). */
  const pricesNow = async (count = 1) => movingPrices(sim, await feedNow(app), { count });

  it('holds an auto-bet asked with MakeBetWeb, lists it waiting, and places it when the price comes', async () => {
    const { headers, accountId } = await bettor(app, 100_000n);
    const [up] = (await pricesNow()) as [MovingPrice];
    const body = { ...betBody([up.event], { summ: 20 }), isAutoBet: true, autoBetCf: up.moved };
    const made = await answered(await postBet(app, headers, body), 'betRequestResponse');
    expect(made.request).toMatchObject({
      kind: 'auto',
      status: 'waiting',
      statusId: 1001,
      stake: '20.00',
    });
    expect(made.balance).toBe('980.00');
    // The same guid again: the same request, held once.
    const again = await answered(await postBet(app, headers, body), 'betRequestResponse');
    expect(again.request.id).toBe(made.request.id);
    // The guid is the request's: a bet under it now is refused.
    refused(
      await postBet(app, headers, { ...body, isAutoBet: undefined, autoBetCf: undefined }),
      409,
    );
    expect((await listed(headers, '?status=1001')).requests.map((r) => r.id)).toEqual([
      made.request.id,
    ]);
    expect((await listed(headers, '?status=1002,1006')).total).toBe(0);

    await moveClockTo(up.at);
    const [placed] = (await listed(headers)).requests;
    expect(placed).toMatchObject({ id: made.request.id, status: 'placed', statusId: 1006 });
    const history = await call('GET', HISTORY, headers);
    const bets = history.json<{
      data: { bets: { id: number; betGuid: string; statusId: number }[] };
    }>().data.bets;
    expect(bets).toEqual([
      expect.objectContaining({ id: placed!.betId, betGuid: made.request.betGuid, statusId: 3 }),
    ]);
    // Asked again once placed: answered as it is, nothing moves.
    const replay = await answered(await postBet(app, headers, body), 'betRequestResponse');
    expect(replay.request).toMatchObject({ status: 'placed', betId: placed!.betId });
    expect(await movementsOf(app.db, made.request.id)).toEqual([
      'bet_request_held',
      'bet_placed_from_request',
    ]);
    expect(await balanceOf(app.db, accountId)).toBe(98_000n);
    await ledgerHolds();
  });

  it('refuses an auto-bet that is not a single, has no price, or asks for the price now, naming the field', async () => {
    const { headers } = await bettor(app, 100_000n);
    const [later, second] = (await pricesNow(2)) as [MovingPrice, MovingPrice];
    const cases: [object, number, RegExp][] = [
      [
        { ...betBody([later.event, second.event]), isAutoBet: true, autoBetCf: 5 },
        400,
        /^body \/vid: /,
      ],
      [{ ...betBody([later.event]), isAutoBet: true }, 400, /^body \/autoBetCf: /],
      [{ ...betBody([later.event]), autoBetCf: 5 }, 400, /^body \/autoBetCf: /],
      [
        { ...betBody([later.event]), isAutoBet: true, autoBetCf: later.event.c },
        422,
        /^body \/autoBetCf: /,
      ],
      [{ ...betBody([later.event]), isAutoBet: true, autoBetCf: 0.5 }, 400, /autoBetCf/],
      [
        { ...betBody([later.event]), isAutoBet: true, autoBetCf: 5, autoBetCfView: 9 },
        400,
        /autoBetCfView/,
      ],
      [
        { ...betBody([later.event], { summ: 5_000 }), isAutoBet: true, autoBetCf: later.moved },
        409,
        /^body \/summ: /,
      ],
    ];
    for (const [payload, status, detail] of cases) {
      const refusal = refused(await postBet(app, headers, payload), status);
      expect(refusal.errors[0]!.detail).toMatch(detail);
    }
    const notAbove = refused(
      await postBet(app, headers, {
        ...betBody([later.event]),
        isAutoBet: true,
        autoBetCf: later.event.c,
      }),
      422,
    );
    expect(notAbove).toMatchObject({
      message: 'error_bet_auto_price_not_above',
      price: later.event.c,
    });
    const anonymous = await app.inject({
      method: 'POST',
      url: MAKE_BET,
      payload: betBody([later.event]),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await listed(headers)).total).toBe(0);
    await ledgerHolds();
  });

  it('cancels a waiting request for its player only: the stake comes back once', async () => {
    const { headers, accountId } = await bettor(app, 100_000n);
    const stranger = await bettor(app, 0n);
    const [later] = (await pricesNow()) as [MovingPrice];
    const body = {
      ...betBody([later.event], { summ: 35 }),
      isAutoBet: true,
      autoBetCf: later.moved + 50,
    };
    const made = await answered(await postBet(app, headers, body), 'betRequestResponse');
    refused(await call('POST', CANCEL, stranger.headers, { requestId: made.request.id }), 404);
    refused(await call('POST', CANCEL, headers, { requestId: 2_000_000_000 }), 404);
    expect(
      refused(await call('POST', CANCEL, headers, { requestId: 'x' }), 400).errors[0]!.detail,
    ).toMatch(/requestId/);
    const cancelled = await answered(
      await call('POST', CANCEL, headers, { requestId: made.request.id }),
      'cancelBetRequestResponse',
    );
    expect(cancelled.request).toMatchObject({
      status: 'cancelled',
      statusId: 1004,
      reason: 'player',
    });
    expect(cancelled.balance).toBe('1000.00');
    expect(
      refused(await call('POST', CANCEL, headers, { requestId: made.request.id }), 409).message,
    ).toBe('error_bet_request_not_waiting');
    expect(await balanceOf(app.db, accountId)).toBe(100_000n);
    await ledgerHolds();
  });

  it('takes VIP bids where the country allows them, and the operator decides', async () => {
    const [other] = (await pricesNow()) as [MovingPrice];
    const kazakh = await bettor(app, 300_000_000n);
    const brazilian = await bettor(app, 300_000_000n);
    await fromBrazil(brazilian.playerId);
    const coupon = async (headers: Headers) => {
      const res = await call('POST', '/service-api/LiveBet/Open/UpdateCoupon', headers, {
        couponEvents: [{ gameId: other.gameId, g: 1, t: 1 }],
      });
      expectContract('coupon', 'updateCouponResponse', res.json());
      return res.json<{ data: { vipBets: boolean } }>().data.vipBets;
    };
    expect(await coupon(kazakh.headers)).toBe(false);
    expect(await coupon(brazilian.headers)).toBe(true);
    const bid = (summ: number, more: object = {}) => ({
      ...betBody([other.event], { summ }),
      VIPBetSumm: summ,
      ...more,
    });
    expect(refused(await call('POST', BID, kazakh.headers, bid(1_500_000)), 403).message).toBe(
      'error_bet_vip_unavailable',
    );
    const { headers } = brazilian;
    expect(
      refused(await call('POST', BID, headers, bid(1_000_000)), 422).errors[0]!.detail,
    ).toMatch(/^body \/VIPBetSumm: /);
    expect(
      refused(await call('POST', BID, headers, bid(1_500_000, { VIPBetSumm: 1_600_000 })), 400)
        .errors[0]!.detail,
    ).toMatch(/^body \/VIPBetSumm: /);
    expect(
      refused(await call('POST', BID, headers, bid(1_500_000, { isAutoBet: true })), 400).errors[0]!
        .detail,
    ).toMatch(/isAutoBet/);
    const declined = await answered(
      await call('POST', BID, headers, bid(1_500_000)),
      'betRequestResponse',
    );
    expect(declined.request).toMatchObject({ kind: 'vip', status: 'waiting', statusId: 1002 });
    expect(declined.balance).toBe('1500000.00');
    const approved = await answered(
      await call('POST', BID, headers, bid(1_200_000)),
      'betRequestResponse',
    );
    const decide = async (requestId: number, decision: string) => {
      const res = await app.inject({
        method: 'POST',
        url: DECIDE,
        payload: { requestId, decision },
      });
      expect(res.statusCode, res.body).toBe(200);
      expectContract('bets', 'bidDecisionResponse', res.json());
      return res.json<{ data: { request: Request } }>().data.request;
    };
    expect(await decide(declined.request.id, 'declined')).toMatchObject({
      status: 'declined',
      statusId: 1003,
      reason: 'operator',
    });
    const placed = await decide(approved.request.id, 'approved');
    expect(placed).toMatchObject({ status: 'placed', statusId: 1006, stake: '1200000.00' });
    const again = await app.inject({
      method: 'POST',
      url: DECIDE,
      payload: { requestId: approved.request.id, decision: 'declined' },
    });
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(app.db, brazilian.accountId)).toBe(300_000_000n - 120_000_000n);
    expect((await listed(headers, '?status=1003,1006')).total).toBe(2);
    await ledgerHolds();
  });

  it('expires what still waits when its game starts', async () => {
    const { headers, accountId } = await bettor(app, 100_000n);
    const [other] = (await pricesNow()) as [MovingPrice];
    const body = { ...betBody([other.event], { summ: 15 }), isAutoBet: true, autoBetCf: 500 };
    const made = await answered(await postBet(app, headers, body), 'betRequestResponse');
    await moveClockTo(other.start + 60_000);
    const [expired] = (await listed(headers)).requests;
    expect(expired).toMatchObject({
      id: made.request.id,
      status: 'expired',
      statusId: 1005,
      reason: 'game_started',
    });
    expect(await balanceOf(app.db, accountId)).toBe(100_000n);
    await ledgerHolds();
  });
});
