import { randomUUID } from 'node:crypto';

import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { minorOf } from '../../src/lib/money/minor.ts';
import type { WireGame } from '../feed/wire.ts';
import { expectOnContract } from '../fuzz/answer-check.ts';
import { FUZZ_RUNS, FUZZ_SEED } from '../fuzz/fuzz-run.ts';
import { balanceOf, checkLedger } from '../ledger/ledger.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';
import {
  bettor,
  CLEAR_HISTORY,
  HISTORY,
  lineGames,
  MAKE_BET,
  MAKE_BET_MULTI,
} from './bets-testing.ts';

const SALE_SUM = '/web-api/officeapi/getsalebetsum';
const SALE = '/web-api/officeapi/salebet';
const HISTORY_MAIL = '/web-api/officeapi/sendbetshistorymail';
const PUT_BETS = '/web-api/datalinelive/putbetscommon';

const RUNS = FUZZ_RUNS * 3;
const SEED = FUZZ_SEED;

/** The games the coupons are made of: every market of each, as GetGameZip shows it (some Asian). */
async function gamesWithMarkets(app: FastifyInstance): Promise<WireGame[]> {
  const listed = await lineGames(app, { count: 6 });
  return Promise.all(
    listed.map(async (g, i) => {
      const res = await app.inject({
        method: 'GET',
        url: `/service-api/LineFeed/GetGameZip?id=${g.id}${i % 2 ? '&asian=true' : ''}`,
      });
      return res.json<{ data: WireGame }>().data;
    }),
  );
}

/** A coupon event: a priced outcome of a known game, its price moved or not, now and then off the map. */
const eventArbitrary = (games: readonly WireGame[]) =>
  fc
    .record({
      game: fc.nat({ max: games.length - 1 }),
      outcome: fc.nat(),
      moved: fc.constantFrom(0, 0, 0, 0.01, -0.01, 0.5, -0.3),
      odd: fc.oneof(
        { weight: 12, arbitrary: fc.constant('none') },
        { weight: 1, arbitrary: fc.constantFrom('game', 'period', 'line') },
      ),
    })
    .map(({ game, outcome, moved, odd }) => {
      const g = games[game]!;
      const o = g.outcomes[outcome % g.outcomes.length]!;
      const c = Math.max(1.001, Math.round((o.c + moved) * 1000) / 1000);
      return {
        gameId: odd === 'game' ? 1 + (outcome % 2_000_000_000) : g.id,
        g: o.g,
        t: o.t,
        ...(odd === 'line' ? { p: 0.75 } : o.p === undefined ? {} : { p: o.p }),
        ...(odd === 'period' ? { pe: 7 } : o.pe === undefined ? {} : { pe: o.pe }),
        c,
      };
    });

const GUIDS = Array.from({ length: 4 }, () => randomUUID());
const guidArbitrary = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(...GUIDS) },
  { weight: 1, arbitrary: fc.constantFrom(...GUIDS).map((g) => g.toUpperCase()) },
  { weight: 4, arbitrary: fc.uuid({ version: 4 }) },
);
const summArbitrary = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 300_00 }).map((cents) => cents / 100) },
  { weight: 1, arbitrary: fc.constantFrom(0.001, 0.01, 1.005, 1e12, 1_000_000.01, 20_000) },
  { weight: 1, arbitrary: fc.double({ min: 0.0001, max: 1e6, noNaN: true }) },
);

/**
 * putbetscommon's coupon as older clients send it, made of the same real events (PascalCase, the
 * group left to the Type; now and then a field it does not take, or another player's UserId).
 */
const legacyCouponArbitrary = (games: readonly WireGame[], playerId: number) =>
  fc
    .record({
      betGUID: guidArbitrary,
      Summ: summArbitrary,
      Vid: fc.constantFrom(0, 1, 2),
      k: fc.nat(),
      CheckCf: fc.constantFrom(0, 1, 2),
      events: fc.array(eventArbitrary(games), { minLength: 1, maxLength: 6 }),
      user: fc.oneof(
        { weight: 6, arbitrary: fc.constant('none') },
        { weight: 2, arbitrary: fc.constant('self') },
        { weight: 1, arbitrary: fc.constant('other') },
      ),
      odd: fc.oneof(
        { weight: 10, arbitrary: fc.constant('none') },
        { weight: 1, arbitrary: fc.constantFrom('group', 'kind') },
      ),
    })
    .map(({ betGUID, Vid, k, events, user, odd, ...rest }) => {
      const distinct = [...new Map(events.map((e) => [e.gameId, e])).values()];
      const n = Math.min([1, 2 + (k % 3), 3 + (k % 3)][Vid]!, distinct.length);
      const Events = distinct.slice(0, n).map((e) => ({
        GameId: e.gameId,
        Type: e.t,
        Coef: e.c,
        ...(e.p === undefined ? {} : { Param: e.p }),
        PlayerId: 0,
        Kind: odd === 'kind' ? 11 : 1,
        Expired: 0,
        Price: 0,
        InstrumentId: 0,
        Seconds: 0,
        ...(odd === 'group' ? { Group: e.g } : {}),
      }));
      return {
        ...rest,
        Vid,
        ...(Vid === 2 ? { expressNum: 2 + (k % Math.max(1, n - 2)) } : {}),
        Events,
        Lng: 'en',
        hash: 'legacy',
        CfView: 0,
        notWait: true,
        partner: 1,
        betGUID,
        ...(user === 'none' ? {} : { UserId: user === 'self' ? playerId : playerId + 1 }),
      };
    });

describe.each(testDbKinds())(
  'fuzzing the bets on %s finds no 5xx and no answer off its contract',
  (kind) => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestServer(
        { distDir: '/nonexistent', feed: { seed: 'bets-fuzz', recordEveryMs: 0 } },
        kind,
      );
    }, 60_000);
    afterAll(() => app.close());

    const checked = (method: string, url: string, res: LightMyRequestResponse) =>
      expectOnContract(res, method, url);

    it('places, replays and refuses bets made of real prices, and lists them, money always adding up', async () => {
      const { headers, accountId, playerId } = await bettor(app, 500_000n);
      const games = await gamesWithMarkets(app);
      const event = eventArbitrary(games);
      const single = fc.record({
        betGuid: guidArbitrary,
        summ: summArbitrary,
        couponEvents: fc.tuple(event),
      });
      const call = fc.oneof(
        {
          // A coupon of the shape its kind takes (a single of one, a system's k within n).
          weight: 6,
          arbitrary: fc
            .record({
              betGuid: guidArbitrary,
              summ: summArbitrary,
              vid: fc.constantFrom(0, 1, 2),
              k: fc.nat(),
              checkCf: fc.constantFrom(0, 1, 2),
              couponEvents: fc.array(event, { minLength: 8, maxLength: 8 }),
            })
            .map(({ vid, k, couponEvents, ...rest }) => {
              // One selection a game, mostly: now and then two of one game, which is refused.
              const distinct =
                k % 5
                  ? [...new Map(couponEvents.map((e) => [e.gameId, e])).values()]
                  : couponEvents;
              const n = Math.min([1, 2 + (k % 3), 3 + (k % 3)][vid]!, distinct.length);
              const events = distinct.slice(0, n);
              const system = vid === 2 ? { expressNum: 2 + (k % Math.max(1, n - 2)) } : {};
              return {
                method: 'POST',
                url: MAKE_BET,
                body: { ...rest, vid, ...system, couponEvents: events },
              };
            }),
        },
        {
          weight: 3,
          arbitrary: fc
            .record(
              {
                betGuid: guidArbitrary,
                summ: summArbitrary,
                vid: fc.constantFrom(0, 1, 2),
                expressNum: fc.integer({ min: 0, max: 20 }),
                checkCf: fc.constantFrom(0, 1, 2),
                couponEvents: fc.array(event, { minLength: 1, maxLength: 6 }),
              },
              { requiredKeys: ['betGuid', 'summ', 'vid', 'couponEvents'] },
            )
            .map((body) => ({ method: 'POST', url: MAKE_BET, body })),
        },
        {
          weight: 2,
          arbitrary: fc
            .record({
              checkCf: fc.constantFrom(0, 1, 2),
              bets: fc.array(single, { minLength: 1, maxLength: 4 }),
            })
            .map((body) => ({ method: 'POST', url: MAKE_BET_MULTI, body })),
        },
        {
          weight: 2,
          arbitrary: fc
            .record(
              {
                status: fc.constantFrom('3', '7,8', '9,11,13,28', '1001'),
                type: fc.constantFrom('single', 'express', 'system'),
                dateFrom: fc.integer({ min: 0, max: 4_102_444_800 }),
                dateTo: fc.integer({ min: 0, max: 4_102_444_800 }),
                page: fc.integer({ min: 1, max: 3 }),
                count: fc.integer({ min: 1, max: 100 }),
              },
              { requiredKeys: [] },
            )
            .map((q) => ({
              method: 'GET',
              url: `${HISTORY}?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`,
            })),
        },
        {
          // The older clients' common placement: one coupon, or several all or none.
          weight: 3,
          arbitrary: fc
            .oneof(
              legacyCouponArbitrary(games, playerId).map((coupon) => ({ coupon })),
              fc
                .array(legacyCouponArbitrary(games, playerId), { minLength: 1, maxLength: 3 })
                .map((coupons) => ({ coupons })),
            )
            .map((body) => ({ method: 'POST', url: PUT_BETS, body })),
        },
        { weight: 1, arbitrary: fc.constant({ method: 'POST', url: CLEAR_HISTORY, body: {} }) },
        {
          // Cash-out of a bet placed here (or of one that is not the player's, or none), asked
          // for, or sold at the value just asked, at another value, at a malformed one.
          weight: 3,
          arbitrary: fc
            .record({
              pick: fc.nat(),
              own: fc.boolean(),
              how: fc.constantFrom('sum', 'sell', 'sell', 'other'),
              summ: summArbitrary,
            })
            .map((sale) => ({ method: 'POST', url: sale.how === 'sum' ? SALE_SUM : SALE, sale })),
        },
        {
          // PowerBet: isPowerBet and saleBetId in every combination, on a bet of the player's
          // (now and then recorded at a lower price than the feed's now, so the offer holds),
          // someone else's or none, its own selections or others, with what a top-up cannot be.
          weight: 3,
          arbitrary: fc
            .record({
              pick: fc.nat(),
              own: fc.boolean(),
              flag: fc.constantFrom(true, false, undefined),
              target: fc.constantFrom('bet', 'bet', 'none', 'absent'),
              cheaper: fc.boolean(),
              same: fc.constantFrom(true, true, false),
              extra: fc.constantFrom('none', 'none', 'none', 'auto', 'bonus', 'advance'),
              betGuid: guidArbitrary,
              summ: summArbitrary,
              other: event,
            })
            .map((power) => ({ method: 'POST', url: MAKE_BET, power })),
        },
        {
          weight: 1,
          arbitrary: fc
            .record(
              {
                status: fc.constantFrom('3', '11', '7,8', 'x'),
                type: fc.constantFrom('single', 'express', 'triple'),
                dateFrom: fc.integer({ min: -5, max: 4_102_444_800 }),
              },
              { requiredKeys: [] },
            )
            .map((body) => ({ method: 'POST', url: HISTORY_MAIL, body })),
        },
      );
      let placed = 0;
      const betIds: number[] = [];
      /** A cash-out call's body: a bet of this player's, else an id of no one's or someone else's. */
      const saleBody = async (sale: { pick: number; own: boolean; how: string; summ: number }) => {
        const id =
          sale.own && betIds.length > 0 ? betIds[sale.pick % betIds.length]! : sale.pick + 1;
        if (sale.how === 'sum') return { betId: id };
        if (sale.how === 'other') return { saleBetId: id, summ: sale.summ };
        const asked = await app.inject({
          method: 'POST',
          url: SALE_SUM,
          headers,
          payload: { betId: id },
        });
        checked('POST', SALE_SUM, asked);
        const cashOut = asked.json<{ data?: { cashOut: { status: string; value?: string } } }>()
          .data?.cashOut;
        return { saleBetId: id, summ: cashOut?.value ? Number(cashOut.value) : sale.summ };
      };
      const EXTRA = {
        none: {},
        auto: { isAutoBet: true, autoBetCf: 50 },
        bonus: { userIdBonus: 1 },
        advance: { avanceBet: true },
      } as const;
      /** A PowerBet body: the picked bet's own coupon (or another), the flags as drawn. */
      const powerBody = async (power: {
        pick: number;
        own: boolean;
        flag: boolean | undefined;
        target: string;
        cheaper: boolean;
        same: boolean;
        extra: keyof typeof EXTRA;
        betGuid: string;
        summ: number;
        other: ReturnType<typeof eventArbitrary> extends fc.Arbitrary<infer E> ? E : never;
      }) => {
        const id =
          power.own && betIds.length > 0 ? betIds[power.pick % betIds.length]! : power.pick + 1;
        const rows = await app.db.query<{ kind: string; game_id: number; g: number; t: number }>(
          `SELECT b.kind, s.game_id, s.g, s.t, s.p::float8 AS p, s.pe, s.price::float8 AS c
           FROM bets b JOIN bet_selections s ON s.bet_id = b.id WHERE b.id = $1 ORDER BY s.position`,
          [id],
        );
        if (power.cheaper && rows.length > 0) {
          await app.db.query('UPDATE bet_selections SET price = 1.01 WHERE bet_id = $1', [id]);
          await app.db.query('UPDATE bets SET coefficient = 1.01 WHERE id = $1', [id]);
        }
        const own = rows.map(({ kind: _, game_id, ...r }) => ({
          gameId: game_id,
          ...Object.fromEntries(Object.entries(r).filter(([, v]) => v !== null)),
        }));
        const couponEvents = power.same && own.length > 0 ? own : [power.other];
        return {
          betGuid: power.betGuid,
          summ: power.summ,
          vid: rows[0]?.kind === 'express' && power.same ? 1 : 0,
          checkCf: 2,
          couponEvents,
          ...(power.flag === undefined ? {} : { isPowerBet: power.flag }),
          ...(power.target === 'absent'
            ? {}
            : { saleBetId: power.target === 'none' ? 2_000_000_000 : id }),
          // Neither flag nor bet: a plain coupon, whose isAutoBet would ask for a request
          // (bet-requests-fuzz.test.ts fuzzes those; their held stakes are not this test's sums).
          ...(power.extra === 'auto' && power.flag !== true && power.target === 'absent'
            ? {}
            : EXTRA[power.extra]),
        };
      };
      await fc.assert(
        fc.asyncProperty(fc.array(call, { minLength: 1, maxLength: 4 }), async (calls) => {
          for (const c of calls) {
            const body =
              'sale' in c
                ? await saleBody(c.sale)
                : 'power' in c
                  ? await powerBody(c.power)
                  : 'body' in c
                    ? c.body
                    : undefined;
            const res = await app.inject({
              method: c.method as 'GET' | 'POST',
              url: c.url,
              headers,
              ...(body === undefined ? {} : { payload: body }),
            });
            checked(c.method, c.url, res);
            if (res.statusCode === 200 && (c.url.includes('/LiveBet/') || c.url === PUT_BETS)) {
              placed += 1;
              const data = res.json<{ data: { bet?: { id: number }; bets?: { id: number }[] } }>()
                .data;
              betIds.push(...(data.bets ?? [data.bet!]).map((b) => b.id));
            }
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      // Whatever was asked: each bet took its stake once (an advance bet's from the platform's
      // loan, which the player's later payouts repaid first), each sold one paid once, and the
      // ledger balances.
      const [staked] = await app.db.query<{ sum: string; sold: string; owed: string }>(
        `SELECT COALESCE(SUM(stake), 0)::text AS sum,
           COALESCE(SUM(payout) FILTER (WHERE status = 'cashed_out'), 0)::text AS sold,
           (SELECT COALESCE(SUM(amount - repaid), 0) FROM bet_advances WHERE player_id = $1)::text
             AS owed
         FROM bets WHERE player_id = $1`,
        [playerId],
      );
      expect(await balanceOf(app.db, accountId), `replay: FUZZ_SEED=${SEED}`).toBe(
        500_000n - minorOf(staked!.sum) + minorOf(staked!.sold) + minorOf(staked!.owed),
      );
      expect(await checkLedger(app.db)).toEqual({ unbalanced: [], overdrawn: [] });
      expect(placed, `replay: FUZZ_SEED=${SEED}`).toBeGreaterThan(0);
    }, 180_000);
  },
);
