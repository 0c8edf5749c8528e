import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MARKET_GROUP as G, OUTCOME as T } from '../../src/lib/feed/bet-types.ts';
import { minorOf } from '../../src/lib/money/minor.ts';
import {
  betBody,
  bettor,
  eventOf,
  type Headers,
  HISTORY,
  lineGames,
  outcomeOf,
  postBet,
} from '../bets/bets-testing.ts';
import type { WireGame } from '../feed/wire.ts';
import { balanceOf, checkLedger } from '../ledger/ledger.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const SUM = '/web-api/officeapi/getsalebetsum';

interface Offer {
  status: string;
  reason?: string;
  price?: number;
  maxStake?: string;
  minStake?: string;
  possibleWinAtMax?: string;
}
interface Bet {
  id: number;
  stake: string;
  coefficient: number;
  poweredBetId?: number;
  poweredBy?: { betId: number; stake: string; price: number };
  powerBet?: Offer;
}
interface Refusal {
  message: string;
  errors: { detail: string }[];
  powerBet?: Offer;
}

/**
 * A bet placed earlier at a lower price than the feed's now: its recorded prices lowered to 1.01
 * each (the feed's prices of a line game stay put while the test runs, so the offer holds).
 */
async function placedCheaper(app: FastifyInstance, betId: number) {
  await app.db.query(
    'UPDATE bet_selections SET price = 1.01, price_seen = 1.01 WHERE bet_id = $1',
    [betId],
  );
  await app.db.query(
    `UPDATE bets SET coefficient = floor(power(1.01, (SELECT count(*) FROM bet_selections
       WHERE bet_id = $1)) * 1000) / 1000 WHERE id = $1`,
    [betId],
  );
}

describe.each(testDbKinds())('PowerBet on %s', (kind) => {
  let app: FastifyInstance;
  let games: WireGame[];
  beforeAll(async () => {
    app = await buildTestServer(
      { distDir: '/nonexistent', feed: { seed: 'power-bet-route', recordEveryMs: 0 } },
      kind,
    );
    games = await lineGames(app, { count: 6 });
  });
  afterAll(() => app.close());

  const events = (n: number, from = 0) =>
    games.slice(from, from + n).map((g) => eventOf(g, outcomeOf(g, G.result, T.win1)));

  async function openBet(n = 1, from = 0, more: Parameters<typeof betBody>[1] = {}) {
    const player = await bettor(app);
    const res = await postBet(
      app,
      player.headers,
      betBody(events(n, from), { checkCf: 2, ...more }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const bet = res.json<{ data: { bet: Bet } }>().data.bet;
    return { ...player, bet };
  }

  const historyOf = async (headers: Headers) => {
    const res = await app.inject({ method: 'GET', url: HISTORY, headers });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('bets', 'betsHistoryResponse', res.json());
    return res.json<{ data: { bets: Bet[] } }>().data.bets;
  };

  const power = (headers: Headers, betId: number, n: number, more: object = {}, from = 0) =>
    postBet(app, headers, {
      ...betBody(events(n, from), { summ: 5, checkCf: 2 }),
      isPowerBet: true,
      saleBetId: betId,
      ...more,
    });

  it('offers no PowerBet while the price is the bet’s own, and refuses one', async () => {
    const { headers, bet } = await openBet();
    const [listed] = await historyOf(headers);
    expect(listed!.powerBet).toMatchObject({ status: 'unavailable', reason: 'price_not_higher' });
    const refused = await power(headers, bet.id, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Refusal>()).toMatchObject({
      message: 'error_powerbet_unavailable',
      powerBet: { reason: 'price_not_higher' },
    });
    expect(refused.json<Refusal>().errors[0]!.detail).toMatch(/^body \/saleBetId/);
  });

  it('offers a higher price, places the top-up once and links both bets', async () => {
    const { headers, accountId, bet } = await openBet(2, 0, { summ: 20 });
    await placedCheaper(app, bet.id);
    const [listed] = await historyOf(headers);
    const offer = listed!.powerBet!;
    expect(offer).toMatchObject({ status: 'available', maxStake: '20.00' });
    expect(offer.price).toBeGreaterThan(1.02);
    const sum = await app.inject({ method: 'POST', url: SUM, headers, payload: { betId: bet.id } });
    expectContract('bets', 'saleBetSumResponse', sum.json());
    expect(sum.json<{ data: { powerBet: Offer } }>().data.powerBet).toEqual(offer);

    const before = await balanceOf(app.db, accountId);
    const above = await power(headers, bet.id, 2, { summ: 20.01 });
    expect(above.statusCode).toBe(409);
    expect(above.json<Refusal>().message).toBe('error_powerbet_stake_above_max');
    expect(above.json<Refusal>().errors[0]!.detail).toMatch(/^body \/summ/);

    const body = { betGuid: randomUUID(), summ: 20 };
    const placed = await power(headers, bet.id, 2, body);
    expect(placed.statusCode, placed.body).toBe(200);
    expectContract('bets', 'makeBetResponse', placed.json());
    const topUp = placed.json<{ data: { bet: Bet; balance: string } }>().data;
    expect(topUp.bet).toMatchObject({
      poweredBetId: bet.id,
      stake: '20.00',
      coefficient: offer.price,
    });
    expect(minorOf(topUp.balance)).toBe(before - 2000n);

    // The same guid again: the same answer, nothing debited twice.
    const again = await power(headers, bet.id, 2, body);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: { bet: Bet } }>().data.bet.id).toBe(topUp.bet.id);
    expect(await balanceOf(app.db, accountId)).toBe(before - 2000n);

    const bets = await historyOf(headers);
    const powered = bets.find((b) => b.id === bet.id)!;
    expect(powered.poweredBy).toEqual({ betId: topUp.bet.id, stake: '20.00', price: offer.price });
    expect(powered.powerBet).toMatchObject({ reason: 'already_powered' });
    expect(bets.find((b) => b.id === topUp.bet.id)!.powerBet).toMatchObject({
      reason: 'power_bet',
    });

    const twice = await power(headers, bet.id, 2);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<Refusal>().powerBet).toMatchObject({ reason: 'already_powered' });
    expect(await checkLedger(app.db)).toEqual({ unbalanced: [], overdrawn: [] });
  });

  it('places one of two top-ups sent at once under other guids; the other is refused', async () => {
    const { headers, accountId, bet } = await openBet(1, 1, { summ: 30 });
    await placedCheaper(app, bet.id);
    const before = await balanceOf(app.db, accountId);
    const answers = await Promise.all([
      power(headers, bet.id, 1, {}, 1),
      power(headers, bet.id, 1, {}, 1),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json<Refusal>().powerBet).toMatchObject({ reason: 'already_powered' });
    expect(await balanceOf(app.db, accountId)).toBe(before - 500n);
    expect(await checkLedger(app.db)).toEqual({ unbalanced: [], overdrawn: [] });
  });

  it('refuses another player’s bet (403), no bet (404) and other selections (400)', async () => {
    const { bet } = await openBet(1, 2);
    await placedCheaper(app, bet.id);
    const other = await bettor(app);
    const theirs = await power(other.headers, bet.id, 1, {}, 2);
    expect(theirs.statusCode).toBe(403);
    const none = await power(other.headers, 2_000_000_000, 1, {}, 2);
    expect(none.statusCode).toBe(404);
    const mine = await openBet(1, 3);
    await placedCheaper(app, mine.bet.id);
    const wrong = await power(mine.headers, mine.bet.id, 1, {}, 2);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<Refusal>().errors[0]!.detail).toMatch(/^body \/couponEvents/);
    const express = await power(mine.headers, mine.bet.id, 2, {}, 3);
    expect(express.statusCode).toBe(400);
    expect(express.json<Refusal>().errors[0]!.detail).toMatch(/^body \/vid/);
  });

  it.each([
    [{ isPowerBet: true, saleBetId: undefined }, '/saleBetId'],
    [{ isPowerBet: false }, '/isPowerBet'],
    [{ isAutoBet: true, autoBetCf: 5 }, '/isAutoBet'],
    [{ userIdBonus: 1 }, '/userIdBonus'],
    [{ avanceBet: true }, '/avanceBet'],
  ])('answers %j a 400 naming %s', async (change, field) => {
    const { headers, bet } = await openBet(1, 4);
    const res = await power(headers, bet.id, 1, change, 4);
    expect(res.statusCode).toBe(400);
    expect(res.json<Refusal>().errors[0]!.detail).toContain(`body ${field}`);
  });

  it('offers nothing on a settled bet or one staked from an advance', async () => {
    const { headers, bet } = await openBet(1, 5);
    await placedCheaper(app, bet.id);
    await app.db.query(`UPDATE bets SET advance = true WHERE id = $1`, [bet.id]);
    const [listed] = await historyOf(headers);
    expect(listed!.powerBet).toMatchObject({ reason: 'not_main_money' });
    expect((await power(headers, bet.id, 1, {}, 5)).statusCode).toBe(409);
  });
});
