import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MARKET_GROUP as G, OUTCOME as T, outcomeKey } from '../../src/lib/feed/bet-types.ts';
import { BONUS_TYPE } from '../../src/lib/money/bonus-types.ts';
import {
  betBody,
  bettor,
  eventOf,
  type Headers,
  lineGames,
  outcomeOf,
  postBet,
} from '../bets/bets-testing.ts';
import { grantBonus } from '../bonuses/bonuses.ts';
import { balanceOf, checkLedger } from '../ledger/ledger.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

interface Made {
  data: {
    bet: {
      id: number;
      betGuid: string;
      kind: string;
      stake: string;
      coefficient: number;
      potentialPayout: string;
      bonusId: number | null;
      freeBet: boolean;
      status: string;
      statusId: number;
      selections: { key: string; c: number; cSeen: number; live: boolean; team1: string }[];
    };
    balance: string;
    limits: { min_stake: string; max_stake: string };
  };
}
interface Refusal {
  message: string;
  errors: { detail: string }[];
  changes?: { index: number; key: string; seen: number; price: number }[];
  unavailable?: { index: number; key: string; reason: string }[];
}

describe.each(testDbKinds())('placing bets on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer(
      { distDir: '/nonexistent', feed: { seed: 'bets-route', recordEveryMs: 0 } },
      kind,
    );
  });
  afterAll(() => app.close());

  const placed = async (headers: Headers, payload: object) => {
    const res = await postBet(app, headers, payload);
    expect(res.statusCode, res.body).toBe(200);
    expectContract('bets', 'makeBetResponse', res.json());
    return res.json<Made>().data;
  };
  const refused = async (headers: Headers, payload: object, status: number) => {
    const res = await postBet(app, headers, payload);
    expect(res.statusCode, res.body).toBe(status);
    expectContract('common', 'errorResponse', res.json());
    return res.json<Refusal>();
  };
  const betRows = async (playerId: number) =>
    (
      await app.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM bets WHERE player_id = $1',
        [playerId],
      )
    )[0]!.n;

  it('places a single at the feed’s price, debits the stake through the ledger, and answers it', async () => {
    const { headers, accountId } = await bettor(app, 1_000_000n);
    const [game] = await lineGames(app, { count: 1 });
    const o = outcomeOf(game!, G.result, T.win1);
    const made = await placed(headers, betBody([eventOf(game!, o)], { summ: 12.5 }));
    expect(made.bet).toMatchObject({ kind: 'single', stake: '12.50', status: 'open', statusId: 3 });
    expect(made.bet.selections).toEqual([
      expect.objectContaining({ key: outcomeKey(game!.id, o), c: o.c, cSeen: o.c, live: false }),
    ]);
    expect(made.bet.selections[0]!.team1).toBe(game!.team1.name);
    expect(made.bet.coefficient).toBe(o.c);
    const potential = (1250n * BigInt(Math.round(o.c * 1000))) / 1000n;
    expect(made.bet.potentialPayout).toBe((Number(potential) / 100).toFixed(2));
    expect(made.balance).toBe('9987.50');
    expect(made.limits).toMatchObject({ min_stake: '0.01', max_stake: '1000000.00' });
    expect(await balanceOf(app.db, accountId)).toBe(998_750n);
    expect(await checkLedger(app.db)).toEqual({ unbalanced: [], overdrawn: [] });
  });

  it('stakes a free bet whole from the bonus named by userIdBonus, the main account untouched', async () => {
    const { headers, accountId, playerId } = await bettor(app, 100_000n);
    const bonusId = (await app.db.transaction((tx) =>
      grantBonus(tx, {
        playerId,
        type: BONUS_TYPE.freebet,
        title: 'Free bet',
        source: 'promo',
        sourceCode: `route-free-bet-${playerId}`,
        currencyId: 7,
        amount: 1_000n,
        wager: 1,
        days: 7,
        now: new Date(),
      }),
    ))!;
    const [game] = await lineGames(app, { count: 1 });
    const o = outcomeOf(game!, G.result, T.win1);
    const part = await refused(
      headers,
      betBody([eventOf(game!, o)], { summ: 5, userIdBonus: bonusId }),
      422,
    );
    expect(part).toMatchObject({ message: 'error_bet_free_bet_stake', free_bet: '10.00' });
    expect(part.errors[0]!.detail).toContain('/summ');
    const made = await placed(
      headers,
      betBody([eventOf(game!, o)], { summ: 10, userIdBonus: bonusId }),
    );
    expect(made.bet).toMatchObject({ bonusId, freeBet: true, stake: '10.00' });
    // Its winnings only: 10.00 × the price, less the stake.
    const winnings = (1000n * BigInt(Math.round(o.c * 1000))) / 1000n - 1000n;
    expect(made.bet.potentialPayout).toBe((Number(winnings) / 100).toFixed(2));
    expect(made.balance).toBe('0.00');
    expect(await balanceOf(app.db, accountId)).toBe(100_000n);
    // Spent: a second bet on it finds nothing to stake.
    const spent = await refused(
      headers,
      betBody([eventOf(game!, o)], { summ: 10, userIdBonus: bonusId }),
      422,
    );
    expect(spent).toMatchObject({ message: 'error_bet_free_bet_stake', free_bet: '0.00' });
    const unknown = await refused(
      headers,
      betBody([eventOf(game!, o)], { userIdBonus: 2_000_000 }),
      422,
    );
    expect(unknown.errors[0]!.detail).toContain('/userIdBonus');
  });

  it('places the same guid once: a retry, a double click and two tabs answer the one bet', async () => {
    const { headers, accountId, playerId } = await bettor(app, 100_000n);
    const [game] = await lineGames(app, { count: 1 });
    const body = betBody([eventOf(game!, outcomeOf(game!, G.result, T.win2))], { summ: 100 });
    const first = await placed(headers, body);
    const again = await placed(headers, body);
    expect(again.bet).toEqual(first.bet);
    const racing = await Promise.all([1, 2, 3].map(() => postBet(app, headers, body)));
    expect(racing.map((r) => r.json<Made>().data.bet.id)).toEqual(
      [1, 2, 3].map(() => first.bet.id),
    );
    // The guid is the same bet whatever its case, and whatever price a second tab saw meanwhile.
    await placed(headers, { ...body, betGuid: body.betGuid.toUpperCase() });
    const seenLater = { ...body.couponEvents[0]!, c: body.couponEvents[0]!.c + 0.25 };
    const tab = await placed(headers, { ...body, couponEvents: [seenLater] });
    expect(tab.bet.id).toBe(first.bet.id);
    expect(await betRows(playerId)).toBe(1);
    expect(await balanceOf(app.db, accountId)).toBe(90_000n);

    // Another bet under the guid is refused, naming it; nothing moves.
    const other = await refused(headers, { ...body, summ: 101 }, 409);
    expect(other.message).toBe('error_bet_guid_reused');
    expect(other.errors[0]!.detail).toMatch(/^body \/betGuid: /);
    expect(await balanceOf(app.db, accountId)).toBe(90_000n);
  });

  it('never stakes more than the balance, however many bets arrive at once', async () => {
    const { headers, accountId, playerId } = await bettor(app, 10_000n);
    const [game] = await lineGames(app, { count: 1 });
    const event = eventOf(game!, outcomeOf(game!, G.result, T.win1));
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => postBet(app, headers, betBody([event], { summ: 10 }))),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(200), ...Array<number>(6).fill(409)]);
    expect(await betRows(playerId)).toBe(10);
    expect(await balanceOf(app.db, accountId)).toBe(0n);
    expect(await checkLedger(app.db)).toEqual({ unbalanced: [], overdrawn: [] });
  });

  it('takes the current price only as checkCf allows, naming each changed outcome with its new price', async () => {
    const { headers, accountId } = await bettor(app, 1_000_000n);
    const [a, b] = await lineGames(app, { count: 2 });
    const oa = outcomeOf(a!, G.result, T.win1);
    const ob = outcomeOf(b!, G.result, T.win1);
    const higher = (c: number) => Math.round(c * 1000 + 50) / 1000;
    const lower = (c: number) => Math.round(c * 1000 - 5) / 1000;
    // The player saw a price higher than the feed's now: only "accept any" takes the lower one.
    const dropped = [eventOf(a!, oa, higher(oa.c)), eventOf(b!, ob)];
    for (const checkCf of [0, 1]) {
      const body = betBody(dropped, { checkCf });
      const refusal = await refused(headers, body, 409);
      expect(refusal.message).toBe('error_bet_prices_changed');
      expect(refusal.changes).toEqual([
        { index: 0, key: outcomeKey(a!.id, oa), seen: higher(oa.c), price: oa.c },
      ]);
      expect(refusal.errors[0]!.detail).toBe(
        `body /couponEvents/0/c: ${outcomeKey(a!.id, oa)} is now ${oa.c}`,
      );
    }
    expect(await balanceOf(app.db, accountId)).toBe(1_000_000n);
    // Refused, the guid is free: the same coupon at the prices now is placed under it.
    const guid = randomUUID();
    await refused(headers, betBody(dropped, { betGuid: guid }), 409);
    const retried = await placed(
      headers,
      betBody([eventOf(a!, oa), eventOf(b!, ob)], { betGuid: guid }),
    );
    expect(retried.bet.betGuid).toBe(guid);
    const any = await placed(headers, betBody(dropped, { checkCf: 2 }));
    expect(any.bet.selections.map((s) => [s.c, s.cSeen])).toEqual([
      [oa.c, higher(oa.c)],
      [ob.c, ob.c],
    ]);

    // Saw a lower price: "accept higher" places at the feed's, never at the older one.
    const rose = [eventOf(a!, oa, lower(oa.c))];
    expect((await refused(headers, betBody(rose, { checkCf: 0 }), 409)).changes).toHaveLength(1);
    const up = await placed(headers, betBody(rose, { checkCf: 1 }));
    expect(up.bet.selections[0]).toMatchObject({ c: oa.c, cSeen: lower(oa.c) });
  });

  it('places an express and a system at the product of their prices, one outcome a game', async () => {
    const { headers } = await bettor(app, 1_000_000n);
    const games = await lineGames(app, { count: 3 });
    const events = games.map((g) => eventOf(g, outcomeOf(g, G.result, T.draw)));
    const express = await placed(headers, betBody(events, { summ: 10 }));
    const product = events.reduce((p, e) => p * BigInt(Math.round(e.c * 1000)), 1n);
    expect(express.bet.kind).toBe('express');
    expect(express.bet.coefficient).toBe(Number(product / 1_000_000n) / 1000);
    expect(express.bet.potentialPayout).toBe(
      (Number((1000n * product) / 1_000_000_000n) / 100).toFixed(2),
    );
    const system = await placed(headers, betBody(events, { summ: 10, vid: 2, expressNum: 2 }));
    // 10.00 over three lines: 3.33 a line, the cent that does not split is not taken.
    expect(system.bet).toMatchObject({ kind: 'system', stake: '9.99' });

    const twice = [
      events[0]!,
      { ...events[0]!, t: T.win1, c: outcomeOf(games[0]!, G.result, T.win1).c },
    ];
    const sameGame = await refused(headers, betBody(twice), 422);
    expect(sameGame.message).toBe('error_bet_same_game');
    expect(sameGame.errors[0]!.detail).toMatch(/^body \/couponEvents\/1\/gameId: /);
  });

  it('refuses a game no longer offered, an outcome not offered and names each', async () => {
    const { headers } = await bettor(app);
    const [game, other] = await lineGames(app, { count: 2 });
    const refusal = await refused(
      headers,
      betBody([
        eventOf(game!, outcomeOf(game!, G.result, T.win1)),
        // The feed's first game, long over; a period no football game has.
        { gameId: 100_000_000, g: 1, t: 1, c: 2 },
        { ...eventOf(other!, outcomeOf(other!, G.result, T.win1)), pe: 9 },
      ]),
      409,
    );
    expect(refusal.message).toBe('error_bet_selection_unavailable');
    expect(refusal.unavailable?.map((u) => [u.index, u.reason])).toEqual([
      [1, 'game_unavailable'],
      [2, 'outcome_unavailable'],
    ]);
  });

  it('checks the stake: two decimals, the limits, the balance — nothing written when refused', async () => {
    const { headers, playerId, accountId } = await bettor(app, 5_000n);
    const [game] = await lineGames(app, { count: 1 });
    const event = eventOf(game!, outcomeOf(game!, G.result, T.win1));
    const decimals = await refused(headers, betBody([event], { summ: 1.005 }), 400);
    expect(decimals.errors[0]!.detail).toMatch(/^body \/summ: /);
    const large = await refused(headers, betBody([event], { summ: 1_000_000.01 }), 422);
    expect(large.message).toBe('error_bet_stake_too_large');
    const poor = await refused(headers, betBody([event], { summ: 50.01 }), 409);
    expect(poor.message).toBe('error_insufficient_funds');
    expect(poor.errors[0]!.detail).toMatch(/^body \/summ: /);
    expect(await betRows(playerId)).toBe(0);
    expect(await balanceOf(app.db, accountId)).toBe(5_000n);
    await placed(headers, betBody([event], { summ: 50 }));
    expect(await balanceOf(app.db, accountId)).toBe(0n);
  });
});
