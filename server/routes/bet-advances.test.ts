import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MARKET_GROUP as G, OUTCOME as T } from '../../src/lib/feed/bet-types.ts';
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

interface Standing {
  available: string;
  outstanding: string;
  backing: string;
  blocked: boolean;
}

let nextGame = 970_000_000;
const game = () => (nextGame += 1);

describe.each(testDbKinds())('advance bets on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer(
      { distDir: '/nonexistent', feed: { seed: 'bet-advances', recordEveryMs: 0 } },
      kind,
    );
  });
  afterAll(() => app.close());

  const standing = async (headers: Headers, body: object = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: '/service-api/LiveBet/Open/GetAvance',
      headers,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('bets', 'getAvanceResponse', res.json());
    return res.json<{ data: Standing }>().data;
  };
  const single = (gameId: number, stake: bigint, price: number, advance = false) => ({
    kind: 'single' as const,
    stake,
    advance,
    selections: [{ gameId, price }],
  });
  const status = async (betId: number) =>
    (
      await app.db.query<{ status: string; repaid: string }>(
        'SELECT status, repaid::text AS repaid FROM bet_advances WHERE bet_id = $1',
        [betId],
      )
    )[0];

  it('lends half the open bets’ potential winnings, from the platform, and is repaid first from the next payout', async () => {
    const player = await bettor(app, 100_000n);
    expect(await standing(player.headers)).toEqual({
      available: '0.00',
      outstanding: '0.00',
      backing: '0.00',
      blocked: false,
    });
    // 100.00 at 3: 200.00 of potential winnings, 100.00 lendable.
    const backing = game();
    await placeSynthetic(app.db, player, single(backing, 10_000n, 3));
    expect(await standing(player.headers)).toMatchObject({
      available: '100.00',
      backing: '200.00',
    });
    // A bonus named in the coupon cannot stake an advance.
    expect(await standing(player.headers, { userIdBonus: 5 })).toMatchObject({ available: '0.00' });

    const [line] = await lineGames(app, { count: 1 });
    const event = eventOf(line!, outcomeOf(line!, G.result, T.win1));
    const above = await postBet(
      app,
      player.headers,
      betBody([event], { summ: 150, avanceBet: true }),
    );
    expect(above.statusCode, above.body).toBe(409);
    expectContract('common', 'errorResponse', above.json());
    expect(above.json()).toMatchObject({
      message: 'error_bet_advance_above_available',
      available: '100.00',
    });
    expect(above.json<{ errors: { detail: string }[] }>().errors[0]!.detail).toContain('/summ');

    const made = await postBet(
      app,
      player.headers,
      betBody([event], { summ: 60, avanceBet: true }),
    );
    expect(made.statusCode, made.body).toBe(200);
    const advanceBet = made.json<{ data: { bet: { id: number; advance: boolean } } }>().data.bet;
    expect(advanceBet.advance).toBe(true);
    // The main balance is untouched: the stake was lent.
    expect(await balanceOf(app.db, player.accountId)).toBe(90_000n);
    expect(await standing(player.headers)).toMatchObject({
      available: '40.00',
      outstanding: '60.00',
    });

    // The backing bet wins 300.00: the 60.00 owed comes off it first.
    await recordSyntheticResult(app.db, backing, 'won');
    await settle(app.db, syntheticResolver);
    expect(await balanceOf(app.db, player.accountId)).toBe(90_000n + 30_000n - 6_000n);
    expect(await status(advanceBet.id)).toEqual({ status: 'repaid', repaid: '60.00' });
    expect(await standing(player.headers)).toMatchObject({ outstanding: '0.00', blocked: false });
    expect(await checkLedger(app.db)).toEqual({ unbalanced: [], overdrawn: [] });
  });

  it('an advance its bets cannot repay blocks further advances until a later payout does', async () => {
    const player = await bettor(app, 20_000n);
    const [backing, advanced] = [game(), game()];
    await placeSynthetic(app.db, player, single(backing, 10_000n, 2));
    // 100.00 at 2: 100.00 of winnings, 50.00 lendable; 50.00 lent.
    const advance = await placeSynthetic(app.db, player, single(advanced, 5_000n, 2, true));
    await expect(placeSynthetic(app.db, player, single(game(), 1n, 2, true))).rejects.toMatchObject(
      { messageKey: 'error_bet_advance_above_available' },
    );
    await recordSyntheticResult(app.db, backing, 'lost');
    await settle(app.db, syntheticResolver);
    // One bet still open (the advance itself): not unrepaid yet.
    expect(await status(advance)).toMatchObject({ status: 'open' });
    await recordSyntheticResult(app.db, advanced, 'lost');
    await settle(app.db, syntheticResolver);
    expect(await status(advance)).toEqual({ status: 'unrepaid', repaid: '0.00' });
    const blocked = await standing(player.headers);
    expect(blocked).toMatchObject({ blocked: true, available: '0.00', outstanding: '50.00' });

    const [line] = await lineGames(app, { count: 1 });
    const event = eventOf(line!, outcomeOf(line!, G.result, T.win1));
    const refused = await postBet(
      app,
      player.headers,
      betBody([event], { summ: 1, avanceBet: true }),
    );
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'error_bet_advance_blocked', blocked: true });

    // A later win (50.00 at 2 pays 100.00) repays the 50.00 owed first.
    const later = game();
    await placeSynthetic(app.db, player, single(later, 5_000n, 2));
    await recordSyntheticResult(app.db, later, 'won');
    await settle(app.db, syntheticResolver);
    expect(await status(advance)).toEqual({ status: 'repaid', repaid: '50.00' });
    expect(await balanceOf(app.db, player.accountId)).toBe(
      20_000n - 10_000n - 5_000n + 10_000n - 5_000n,
    );
    expect(await standing(player.headers)).toMatchObject({ blocked: false, outstanding: '0.00' });
    expect(await checkLedger(app.db)).toEqual({ unbalanced: [], overdrawn: [] });
  });

  it('asks who is asking, and refuses an advance staked from a bonus by name', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/service-api/LiveBet/Open/GetAvance',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const player = await bettor(app, 1_000n);
    const [line] = await lineGames(app, { count: 1 });
    const event = eventOf(line!, outcomeOf(line!, G.result, T.win1));
    const res = await postBet(
      app,
      player.headers,
      betBody([event], { summ: 1, avanceBet: true, userIdBonus: 3 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { detail: string }[] }>().errors[0]!.detail).toContain('/avanceBet');
  });
});
