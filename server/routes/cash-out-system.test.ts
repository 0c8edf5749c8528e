import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { NO_TAX } from '../../src/lib/bets/tax-rules.ts';
import { MARKET_GROUP as G, OUTCOME as T } from '../../src/lib/feed/bet-types.ts';
import { formatMinor, minorOf } from '../../src/lib/money/minor.ts';
import {
  betBody,
  bettor,
  eventOf,
  type Headers,
  lineGames,
  outcomeOf,
  postBet,
} from '../bets/bets-testing.ts';
import { settle } from '../bets/settlement.ts';
import {
  placeSynthetic,
  recordSyntheticResult,
  syntheticResolver,
} from '../bets/synthetic-bets.ts';
import { balanceOf, checkLedger } from '../ledger/ledger.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const SUM = '/web-api/officeapi/getsalebetsum';
const SELL = '/web-api/officeapi/salebet';

type CashOut =
  | { status: 'available'; value: string }
  | { status: 'unavailable'; reason: string; selection?: number; detail: string }
  | { status: 'sold'; amount: string };

const thousandths = (price: number) => BigInt(Math.round(price * 1000));

// Below the feed's first game id: games the feed does not know.
let nextGame = 93_000_000;

describe.each(testDbKinds())('cash-out of system bets on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer(
      { distDir: '/nonexistent', feed: { seed: 'cash-out-system', recordEveryMs: 0 } },
      kind,
    );
  });
  afterAll(() => app.close());

  const post = (url: string, headers: Headers, payload: object) =>
    app.inject({ method: 'POST', url, headers, payload });
  const cashOutOf = async (headers: Headers, betId: number) => {
    const res = await post(SUM, headers, { betId });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('bets', 'saleBetSumResponse', res.json());
    return res.json<{ data: { cashOut: CashOut } }>().data.cashOut;
  };

  it('values an unmoved 2 of 3 at its lines’ stakes less 5 % and sells it once', async () => {
    const { headers, accountId } = await bettor(app);
    const games = await lineGames(app, { count: 3 });
    const events = games.map((game) => eventOf(game, outcomeOf(game, G.result, T.win1)));
    const placed = await postBet(
      app,
      headers,
      betBody(events, { summ: 9, vid: 2, expressNum: 2, checkCf: 2 }),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const bet = placed.json<{ data: { bet: { id: number } } }>().data.bet;
    // Three lines of 3.00, each worth 3.00 × 0.95 at unchanged prices.
    expect(await cashOutOf(headers, bet.id)).toEqual({ status: 'available', value: '8.55' });
    const before = await balanceOf(app.db, accountId);
    const sold = await post(SELL, headers, { saleBetId: bet.id, summ: 8.55 });
    expect(sold.statusCode, sold.body).toBe(200);
    expectContract('bets', 'saleBetResponse', sold.json());
    expect(sold.json<{ data: { bet: object } }>().data.bet).toMatchObject({
      status: 'cashed_out',
      statusId: 11,
      payout: '8.55',
    });
    expect(await balanceOf(app.db, accountId)).toBe(before + 855n);
    const again = await post(SELL, headers, { saleBetId: bet.id, summ: 8.55 });
    expect(again.statusCode).toBe(409);
    const credits = await app.db.query(
      'SELECT id FROM ledger_transactions WHERE idempotency_key = $1',
      [`bet:${bet.id}:settled`],
    );
    expect(credits).toHaveLength(1);
    expect(await checkLedger(app.db)).toEqual({ unbalanced: [], overdrawn: [] });
  });

  it('counts a lost line as nothing and values the others at the feed’s prices, taxed', async () => {
    const player = await bettor(app);
    const games = await lineGames(app, { count: 4 });
    const current = games.slice(0, 2).map((game) => outcomeOf(game, G.result, T.win1).c);
    const lostGame = (nextGame += 1);
    // Placed at twice (and three times) today's prices, the third on a game that then lost.
    const prices = [current[0]! * 2, current[1]! * 3].map((p) => Math.round(p * 1000) / 1000);
    const tax = { ...NO_TAX, type: 2, payout_tax_percent: 10, win_threshold: 0 };
    const betId = await placeSynthetic(app.db, player, {
      kind: 'system',
      systemSize: 2,
      stake: 900n,
      tax,
      selections: [
        { gameId: games[0]!.id, price: prices[0]! },
        { gameId: games[1]!.id, price: prices[1]! },
        { gameId: lostGame, price: 1.5 },
      ],
    });
    await recordSyntheticResult(app.db, lostGame, 'lost');
    await settle(app.db, syntheticResolver);
    // Only the line of selections 0 and 1 is left: 3.00 × Π placed / current × 0.95, down.
    const gross =
      (300n * thousandths(prices[0]!) * thousandths(prices[1]!) * 9_500n) /
      (thousandths(current[0]!) * thousandths(current[1]!) * 10_000n);
    // Payout tax: 10 % of what it pays above the 9.00 staked, rounded half up to the cent.
    const taxed = gross > 900n ? ((gross - 900n) * 10n + 50n) / 100n : 0n;
    const value = formatMinor(gross - taxed);
    expect(await cashOutOf(player.headers, betId)).toEqual({ status: 'available', value });
    const before = await balanceOf(app.db, player.accountId);
    const sold = await post(SELL, player.headers, { saleBetId: betId, summ: Number(value) });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(await balanceOf(app.db, player.accountId)).toBe(before + minorOf(value));
    expect(await checkLedger(app.db)).toEqual({ unbalanced: [], overdrawn: [] });
  });

  it('refuses while a live line’s selection has no price, and once every line lost', async () => {
    const player = await bettor(app);
    const games = await lineGames(app, { count: 2 });
    const unknown = (nextGame += 1);
    const system = await placeSynthetic(app.db, player, {
      kind: 'system',
      systemSize: 2,
      stake: 900n,
      selections: [
        { gameId: games[0]!.id, price: 2 },
        { gameId: games[1]!.id, price: 2 },
        { gameId: unknown, price: 2 },
      ],
    });
    expect(await cashOutOf(player.headers, system)).toMatchObject({
      status: 'unavailable',
      reason: 'game_unavailable',
      selection: 2,
    });
    const refused = await post(SELL, player.headers, { saleBetId: system, summ: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'error_cashout_unavailable',
      cashOut: { reason: 'game_unavailable', selection: 2 },
    });

    // 2 of 3 with two lost: every line lost, whatever the third's price.
    const lost = [(nextGame += 1), (nextGame += 1)];
    const dead = await placeSynthetic(app.db, player, {
      kind: 'system',
      systemSize: 2,
      stake: 900n,
      selections: [
        { gameId: games[0]!.id, price: 2 },
        { gameId: lost[0]!, price: 2 },
        { gameId: lost[1]!, price: 2 },
      ],
    });
    for (const game of lost) await recordSyntheticResult(app.db, game, 'lost');
    await settle(app.db, syntheticResolver);
    expect(await cashOutOf(player.headers, dead)).toMatchObject({
      reason: 'selection_lost',
      selection: 1,
    });
  });
});
