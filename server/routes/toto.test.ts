import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { minorOf } from '../../src/lib/money/minor.ts';
import { prizeOf, type TotoPick, type TotoResult } from '../../src/lib/toto/toto-maths.ts';
import { bettor, feedNow, type Headers } from '../bets/bets-testing.ts';
import { LONGEST_PLAY_SECONDS } from '../feed/sim/simulator.ts';
import { balanceOf, checkLedger } from '../ledger/ledger.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';
import { settleDraw } from '../toto/settle-draws.ts';

const TOTO = '/web-api/toto';

interface DrawSummary {
  drawId: number;
  status: string;
  closesAt: number;
}
interface Rundown {
  drawId: number;
  status: string;
  events: { gameId: number; start: number; result: TotoResult | null; score: number[] | null }[];
  pool: { currency: string; amount: string; coupons: number }[];
}
interface Coupon {
  couponNumber: string;
  combinations: number;
  total: string;
  status: string;
  correct: number | null;
  prize: string | null;
}

const picksOf = (doubles = 0): TotoPick[][] =>
  Array.from({ length: 15 }, (_, i) => (i < doubles ? ['1', 'X'] : ['1']));

describe.each(testDbKinds())('toto draws of type fifteen on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer(
      { distDir: '/nonexistent', feed: { seed: 'toto-draws', recordEveryMs: 0 } },
      kind,
    );
  });
  afterAll(() => app.close());

  const get = async <T>(url: string, headers: Headers = { host: 'localhost:8080' }) => {
    const res = await app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: T }>().data;
  };
  const draws = async (query = '') => {
    const res = await app.inject({ method: 'GET', url: `${TOTO}/draws${query}` });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('toto', 'drawsResponse', res.json());
    return res.json<{ data: { draws: DrawSummary[]; pages: number; total: number } }>().data;
  };
  const rundown = async (drawId: number) => {
    const res = await app.inject({ method: 'GET', url: `${TOTO}/draws/${drawId}` });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('toto', 'drawResponse', res.json());
    return res.json<{ data: Rundown }>().data;
  };
  const place = (headers: Headers, payload: object) =>
    app.inject({ method: 'POST', url: `${TOTO}/coupons`, headers, payload });
  const firstOpen = async () => (await draws('?type=fifteen&drawStatus=open')).draws[0]!;

  it('lists open draws first, soonest closing, each of fifteen events, the status filtered', async () => {
    const now = await feedNow(app);
    const open = await draws('?drawStatus=open');
    expect(open.draws.length).toBeGreaterThan(1);
    for (const d of open.draws) expect(d.status).toBe('open');
    expect(open.draws.map((d) => d.closesAt)).toEqual(
      [...open.draws.map((d) => d.closesAt)].sort((a, b) => a - b),
    );
    expect(open.draws[0]!.closesAt * 1000).toBeGreaterThan(now);
    const all = await draws();
    expect(all.total).toBeGreaterThanOrEqual(open.total);
    expect(all.draws[0]).toEqual(open.draws[0]);
    const beyond = await draws(`?page=${all.pages + 1}`);
    expect(beyond.draws).toEqual([]);
  });

  it('refuses a bad query or draw id naming it, and a draw the feed has not as a 404', async () => {
    for (const [url, field] of [
      [`${TOTO}/draws?drawStatus=won`, 'drawStatus'],
      [`${TOTO}/draws?page=0`, 'page'],
      [`${TOTO}/draws/abc`, 'drawId'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.body).toContain(field);
    }
    // Not a draw; past the line's end; a week back, never stored.
    const today = Math.floor((await feedNow(app)) / 86_400_000);
    for (const id of [7, 999999999, (today + 9) * 10 + 1, (today - 7) * 10 + 1]) {
      const res = await app.inject({ method: 'GET', url: `${TOTO}/draws/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe('error_toto_draw_not_found');
    }
  });

  it('shows a draw rundown: fifteen football games, closing at the first kick-off', async () => {
    const summary = await firstOpen();
    const draw = await rundown(summary.drawId);
    expect(draw.status).toBe('open');
    expect(draw.events).toHaveLength(15);
    expect(Math.min(...draw.events.map((e) => e.start))).toBe(summary.closesAt);
    expect(draw.events.every((e) => e.result === null && e.score === null)).toBe(true);
    expect(new Set(draw.events.map((e) => e.gameId)).size).toBe(15);
  });

  it('answers a guest 401 on coupons', async () => {
    const summary = await firstOpen();
    const res = await place(
      { host: 'localhost:8080' },
      {
        drawId: summary.drawId,
        couponGuid: randomUUID(),
        stake: '1.00',
        picks: picksOf(),
      },
    );
    expect(res.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `${TOTO}/coupons` })).statusCode).toBe(401);
  });

  it('places a coupon once under its guid, refuses what does not add up, settles it once its games are over', async () => {
    const { headers, accountId } = await bettor(app, 100_000n);
    const summary = await firstOpen();
    const body = {
      drawId: summary.drawId,
      couponGuid: randomUUID(),
      stake: '2.50',
      picks: picksOf(2),
    };
    const first = await place(headers, body);
    expect(first.statusCode, first.body).toBe(200);
    expectContract('toto', 'placeCouponResponse', first.json());
    const placed = first.json<{ data: { coupon: Coupon; balance: string } }>().data;
    expect(placed.coupon).toMatchObject({ combinations: 4, total: '10.00', status: 'open' });
    expect(placed.coupon.couponNumber).toMatch(new RegExp(`^${summary.drawId}-\\d{6}$`));
    expect(placed.balance).toBe('990.00');
    // The same coupon again (a double click): the same number, debited once.
    const again = await place(headers, body);
    expect(again.json<{ data: { coupon: Coupon } }>().data.coupon.couponNumber).toBe(
      placed.coupon.couponNumber,
    );
    expect(await balanceOf(app.db, accountId)).toBe(99_000n);
    // Another coupon under that guid, too many combinations, more than the account holds.
    const refusals = [
      [{ ...body, stake: '3.00' }, 409, 'error_toto_coupon_guid_reused', 'couponGuid'],
      [
        { ...body, couponGuid: randomUUID(), picks: picksOf(12) },
        422,
        'error_toto_too_many_combinations',
        'picks',
      ],
      [
        { ...body, couponGuid: randomUUID(), stake: '991.00', picks: picksOf() },
        409,
        'error_insufficient_funds',
        'stake',
      ],
      [
        { ...body, couponGuid: randomUUID(), picks: picksOf().slice(1) },
        400,
        'error_bad_request',
        'picks',
      ],
      [{ ...body, couponGuid: randomUUID(), stake: '0.00' }, 400, 'error_bad_request', 'stake'],
    ] as const;
    for (const [payload, status, message, field] of refusals) {
      const res = await place(headers, payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json<{ message: string }>().message).toBe(message);
      expect(res.body).toContain(field);
    }
    expect(await balanceOf(app.db, accountId)).toBe(99_000n);

    // The clock past the last game's end: the recording after it settles the draw.
    const draw = await rundown(summary.drawId);
    expect(draw.pool.map(({ amount, coupons }) => ({ amount, coupons }))).toEqual([
      { amount: '10.00', coupons: 1 },
    ]);
    const last = Math.max(...draw.events.map((e) => e.start * 1000));
    const advanceMs = last - (await feedNow(app)) + (LONGEST_PLAY_SECONDS + 60) * 1000;
    const moved = await app.inject({
      method: 'PUT',
      url: '/__dev/feed/clock',
      payload: { advanceMs },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const settled = await rundown(summary.drawId);
    expect(settled.status).toBe('settled');
    const results = settled.events.map((e) => e.result!);
    for (const e of settled.events)
      expect(e.result).toBe(
        e.score![0]! > e.score![1]! ? '1' : e.score![0] === e.score![1] ? 'X' : '2',
      );
    const prize = prizeOf(body.picks, results, 250n);
    const [coupon] = (
      await get<{ coupons: Coupon[] }>(`${TOTO}/coupons?drawId=${summary.drawId}`, headers)
    ).coupons;
    expect(coupon).toMatchObject({
      couponNumber: placed.coupon.couponNumber,
      status: prize > 0n ? 'won' : 'lost',
      prize: (Number(prize) / 100).toFixed(2),
    });
    expect(coupon!.correct).toBe(
      body.picks.filter((p, i) => p.includes(results[i] as TotoPick)).length,
    );
    expect(await balanceOf(app.db, accountId)).toBe(99_000n + prize);
    // A late coupon is refused; another run (or one overlapping) pays nothing again.
    const late = await place(headers, { ...body, couponGuid: randomUUID() });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe('error_toto_draw_closed');
    const rerun = await app.inject({
      method: 'PUT',
      url: '/__dev/feed/clock',
      payload: { advanceMs: 60_000 },
    });
    expect(rerun.statusCode).toBe(200);
    expect(await balanceOf(app.db, accountId)).toBe(99_000n + prize);
    expect(await checkLedger(app.db)).toEqual({ unbalanced: [], overdrawn: [] });
  });

  it('cancels a draw of more than seven void events, returning every stake once, runs overlapping', async () => {
    const { headers, accountId } = await bettor(app, 10_000n);
    const summary = await firstOpen();
    const body = {
      drawId: summary.drawId,
      couponGuid: randomUUID(),
      stake: '1.00',
      picks: picksOf(1),
    };
    const res = await place(headers, body);
    expect(res.statusCode, res.body).toBe(200);
    const draw = await rundown(summary.drawId);
    const pending = {
      id: draw.drawId,
      gameIds: draw.events.map((e) => e.gameId),
      closesAt: summary.closesAt * 1000,
    };
    const results: TotoResult[] = draw.events.map((_, i) => (i < 8 ? 'void' : '2'));
    const runs = await Promise.all([
      settleDraw(app.db, pending, results),
      settleDraw(app.db, pending, results),
    ]);
    expect(runs.filter((n) => n !== undefined)).toEqual([1]);
    expect((await rundown(summary.drawId)).status).toBe('cancelled');
    const [coupon] = (
      await get<{ coupons: Coupon[] }>(`${TOTO}/coupons?drawId=${summary.drawId}`, headers)
    ).coupons;
    expect(coupon).toMatchObject({ status: 'refunded', prize: '2.00', correct: 8 });
    expect(await balanceOf(app.db, accountId)).toBe(10_000n);
    expect(minorOf(coupon!.prize!)).toBe(200n);
    expect(await checkLedger(app.db)).toEqual({ unbalanced: [], overdrawn: [] });
  });
});
