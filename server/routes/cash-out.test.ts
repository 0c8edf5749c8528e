import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MARKET_GROUP as G, OUTCOME as T } from '../../src/lib/feed/bet-types.ts';
import { minorOf } from '../../src/lib/money/minor.ts';
import {
  betBody,
  bettor,
  eventOf,
  finishGames,
  type Headers,
  HISTORY,
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
const MAIL = '/web-api/officeapi/sendbetshistorymail';

type CashOut =
  | { status: 'available'; value: string }
  | { status: 'unavailable'; reason: string; selection?: number; detail: string }
  | { status: 'sold'; amount: string };
interface Refusal {
  message: string;
  errors: { detail: string }[];
  value?: string;
  cashOut?: CashOut;
}

// Below the feed's first game id: games the feed does not know.
let nextGame = 92_000_000;

describe.each(testDbKinds())('cash-out and the history mail on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer(
      { distDir: '/nonexistent', feed: { seed: 'cash-out-route', recordEveryMs: 0 } },
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

  /** A player with an open single of 10.00 on a line game's home win. */
  async function singleBet(gameIndex = 0) {
    const player = await bettor(app);
    const game = (await lineGames(app, { count: 4 }))[gameIndex]!;
    const res = await postBet(
      app,
      player.headers,
      betBody([eventOf(game, outcomeOf(game, G.result, T.win1))], { checkCf: 2 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const bet = res.json<{ data: { bet: { id: number; potentialPayout: string } } }>().data.bet;
    return { ...player, game, bet };
  }

  it('answers a guest 401 and a malformed body 400 naming the field', async () => {
    const guest = { host: 'localhost:8080' };
    for (const [url, body] of [
      [SUM, { betId: 1 }],
      [SELL, { saleBetId: 1, summ: 1 }],
      [MAIL, {}],
    ] as const)
      expect((await post(url, guest, body)).statusCode).toBe(401);
    const { headers } = await bettor(app, 0n);
    const bad = await post(SELL, headers, { saleBetId: 1, summ: 1.234 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Refusal>().errors[0]!.detail).toMatch(/^body \/summ/);
    const missing = await post(SUM, headers, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json<Refusal>().errors[0]!.detail).toMatch(/betId/);
  });

  it('values an unmoved single at its stake less the 5 % margin and sells it once', async () => {
    const { headers, accountId, bet } = await singleBet();
    const offer = await cashOutOf(headers, bet.id);
    expect(offer).toEqual({ status: 'available', value: '9.50' });
    const before = await balanceOf(app.db, accountId);

    const changed = await post(SELL, headers, { saleBetId: bet.id, summ: 9.49 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json<Refusal>()).toMatchObject({
      message: 'error_cashout_value_changed',
      value: '9.50',
    });
    expect(await balanceOf(app.db, accountId)).toBe(before);

    const sold = await post(SELL, headers, { saleBetId: bet.id, summ: 9.5 });
    expect(sold.statusCode, sold.body).toBe(200);
    expectContract('bets', 'saleBetResponse', sold.json());
    const data = sold.json<{
      data: { amount: string; balance: string; bet: { status: string; statusId: number } };
    }>().data;
    expect(data.amount).toBe('9.50');
    expect(data.bet).toMatchObject({ status: 'cashed_out', statusId: 11, payout: '9.50' });
    expect(minorOf(data.balance)).toBe(before + 950n);
    expect(await cashOutOf(headers, bet.id)).toEqual({ status: 'sold', amount: '9.50' });

    const again = await post(SELL, headers, { saleBetId: bet.id, summ: 9.5 });
    expect(again.statusCode).toBe(409);
    expect(again.json<Refusal>().message).toBe('error_bet_not_open');
    expect(await balanceOf(app.db, accountId)).toBe(before + 950n);
    expect(await checkLedger(app.db)).toEqual({ unbalanced: [], overdrawn: [] });
  });

  it('pays the fair ratio of the placed price to the current one', async () => {
    const { headers, bet, game } = await singleBet(1);
    const current = outcomeOf(game, G.result, T.win1).c;
    // As if the bet had been placed at twice today's price: worth twice the stake, less 5 %.
    const placed = Math.round(current * 2 * 1000) / 1000;
    await app.db.query('UPDATE bet_selections SET price = $2 WHERE bet_id = $1', [bet.id, placed]);
    await app.db.query('UPDATE bets SET potential_payout = $2 WHERE id = $1', [bet.id, '100000']);
    const thousandths = (p: number) => BigInt(Math.round(p * 1000));
    const expected = (1_000n * thousandths(placed) * 9_500n) / (thousandths(current) * 10_000n);
    expect(await cashOutOf(headers, bet.id)).toEqual({
      status: 'available',
      value: `${expected / 100n}.${(expected % 100n).toString().padStart(2, '0')}`,
    });
  });

  it('credits once when two sales race', async () => {
    const { headers, accountId, bet } = await singleBet(2);
    const before = await balanceOf(app.db, accountId);
    const answers = await Promise.all(
      [0, 1, 2].map(() => post(SELL, headers, { saleBetId: bet.id, summ: 9.5 })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await balanceOf(app.db, accountId)).toBe(before + 950n);
    const credits = await app.db.query(
      `SELECT id FROM ledger_transactions WHERE idempotency_key = $1`,
      [`bet:${bet.id}:settled`],
    );
    expect(credits).toHaveLength(1);
  });

  it('refuses another player’s bet, an unknown one, and names the selection at fault', async () => {
    const { bet } = await singleBet(3);
    const other = await bettor(app);
    const theirs = await post(SUM, other.headers, { betId: bet.id });
    expect([theirs.statusCode, theirs.json<Refusal>().message]).toEqual([
      403,
      'error_bet_not_yours',
    ]);
    const sell = await post(SELL, other.headers, { saleBetId: bet.id, summ: 9.5 });
    expect(sell.statusCode).toBe(403);
    const none = await post(SUM, other.headers, { betId: 2_000_000_000 });
    expect([none.statusCode, none.json<Refusal>().message]).toEqual([404, 'error_bet_not_found']);

    const player = await bettor(app);
    const lostGame = (nextGame += 1);
    const express = await placeSynthetic(app.db, player, {
      kind: 'express',
      stake: 1_000n,
      selections: [
        { gameId: (nextGame += 1), price: 2 },
        { gameId: lostGame, price: 1.5 },
      ],
    });
    // A game the feed does not know: its selection is named.
    expect(await cashOutOf(player.headers, express)).toMatchObject({
      status: 'unavailable',
      reason: 'game_unavailable',
      selection: 0,
      detail: 'selection 0 (Home – Away): the game is no longer offered',
    });
    await recordSyntheticResult(app.db, lostGame, 'lost');
    await settle(app.db, syntheticResolver);
    expect(await cashOutOf(player.headers, express)).toMatchObject({
      reason: 'selection_lost',
      selection: 1,
    });
    const refused = await post(SELL, player.headers, { saleBetId: express, summ: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Refusal>()).toMatchObject({
      message: 'error_cashout_unavailable',
      cashOut: { reason: 'selection_lost', selection: 1 },
    });
  });

  it('lists each open bet’s cash-out and a sold bet’s amount in the history', async () => {
    const { headers, bet } = await singleBet();
    const other = await post(SELL, headers, { saleBetId: bet.id, summ: 9.5 });
    expect(other.statusCode).toBe(200);
    const game = (await lineGames(app, { count: 4 }))[1]!;
    const open = await postBet(
      app,
      headers,
      betBody([eventOf(game, outcomeOf(game, G.result, T.win2))], { summ: 20, checkCf: 2 }),
    );
    expect(open.statusCode).toBe(200);
    const res = await app.inject({ method: 'GET', url: HISTORY, headers });
    expectContract('bets', 'betsHistoryResponse', res.json());
    const bets = res.json<{ data: { bets: { id: number; cashOut?: CashOut }[] } }>().data.bets;
    expect(bets.map((b) => b.cashOut)).toEqual([
      { status: 'available', value: '19.00' },
      { status: 'sold', amount: '9.50' },
    ]);
  });

  it('writes the history to the player’s e-mail, once a minute', async () => {
    const { headers, playerId, bet } = await singleBet();
    const without = await post(MAIL, headers, {});
    expect([without.statusCode, without.json<Refusal>().message]).toEqual([
      409,
      'error_bets_history_mail_no_email',
    ]);
    await app.db.query('UPDATE players SET email = $2 WHERE id = $1', [
      playerId,
      `history-${playerId}@betframe.test`,
    ]);
    const sent = await post(MAIL, headers, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expectContract('bets', 'betsHistoryMailResponse', sent.json());
    const { email } = sent.json<{ data: { email: string; bets: number } }>().data;
    const [player] = await app.db.query<{ email: string }>(
      'SELECT lower(email) AS email FROM players WHERE id = $1',
      [playerId],
    );
    expect(email).toBe(player!.email);
    const mails = await app.db.query<{ subject: string; body: string }>(
      'SELECT subject, body FROM outbox WHERE recipient = $1 ORDER BY id',
      [email],
    );
    const mail = mails.at(-1)!;
    // In the variant's language (the base variant's is Russian).
    expect(mail.subject).toMatch(/^Ваши ставки с \d{4}-\d{2}-\d{2} по \d{4}-\d{2}-\d{2}$/);
    expect(mail.body).toContain(`№ ${bet.id}, `);
    expect(mail.body).toContain('Ординар, сумма 10.00 KZT');
    expect(mail.body).toContain('— Не рассчитана, ');

    const soon = await post(MAIL, headers, {});
    expect(soon.statusCode).toBe(429);
    const bad = await post(MAIL, headers, { type: 'triple' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Refusal>().errors[0]!.detail).toMatch(/^body \/type/);
  });

  it('does nothing to a sold bet when its game is settled', async () => {
    const { headers, accountId, bet, game } = await singleBet();
    expect((await post(SELL, headers, { saleBetId: bet.id, summ: 9.5 })).statusCode).toBe(200);
    const sold = await balanceOf(app.db, accountId);
    await finishGames(app, [game]);
    // The clock's move ran a settlement: the game's result is recorded; run another to be sure.
    const [result] = await app.db.query('SELECT 1 FROM feed_results WHERE game_id = $1', [game.id]);
    expect(result).toBeDefined();
    await settle(app.db, syntheticResolver);
    expect(await balanceOf(app.db, accountId)).toBe(sold);
    const [row] = await app.db.query<{ status: string; payout: string }>(
      'SELECT status, payout::text AS payout FROM bets WHERE id = $1',
      [bet.id],
    );
    expect(row).toEqual({ status: 'cashed_out', payout: '9.50' });
    const [selection] = await app.db.query<{ result: string | null }>(
      'SELECT result FROM bet_selections WHERE bet_id = $1',
      [bet.id],
    );
    // Its selection still settles (the history shows the result), the money does not move.
    expect(selection!.result).not.toBeNull();
    expect(await checkLedger(app.db)).toEqual({ unbalanced: [], overdrawn: [] });
  });
});
