import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SelectionResult } from '../../src/lib/bets/bet-maths.ts';
import { settledPayout } from '../../src/lib/bets/bet-maths.ts';
import {
  gameResultOf,
  type GameResultRow,
  outcomeResult,
} from '../../src/lib/bets/outcome-result.ts';
import { MARKET_GROUP as G, OUTCOME as T } from '../../src/lib/feed/bet-types.ts';
import { minorOf } from '../../src/lib/money/minor.ts';
import type { WireGame } from '../feed/wire.ts';
import { balanceOf, checkLedger } from '../ledger/ledger.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';
import {
  betBody,
  bettor,
  eventOf,
  feedNow,
  finishGames,
  type Headers,
  lineGames,
  outcomeOf,
  postBet,
} from './bets-testing.ts';

interface Placed {
  id: number;
  stake: string;
  selections: { gameId: number; g: number; t: number; p?: number; pe?: number; c: number }[];
}

/** Bets on the simulator's games settle when its clock passes their end, as outcomeResult says. */
describe.each(testDbKinds())('settling bets on finished games of the feed on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer(
      { distDir: '/nonexistent', feed: { seed: 'bets-settle', recordEveryMs: 0 } },
      kind,
    );
  });
  afterAll(() => app.close());

  const place = async (headers: Headers, payload: object) => {
    const res = await postBet(app, headers, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { bet: Placed } }>().data.bet;
  };

  it('settles singles, an express, a system and Asian lines once the games are over', async () => {
    const { headers, accountId } = await bettor(app, 1_000_000n);
    const games = await lineGames(app, { count: 4 });
    const asian = await app.inject({
      method: 'GET',
      url: `/service-api/LineFeed/GetGameZip?id=${games[3]!.id}&asian=true`,
    });
    const quarter = asian
      .json<{ data: WireGame }>()
      .data.outcomes.find(
        (o) => o.g === G.handicap && !o.pe && Math.abs((o.p ?? 0) % 0.5) === 0.25,
      );
    expect(quarter).toBeDefined();
    const bets = [
      await place(headers, betBody([eventOf(games[0]!, outcomeOf(games[0]!, G.result, T.win1))])),
      await place(headers, betBody([eventOf(games[1]!, outcomeOf(games[1]!, G.total, T.over))])),
      await place(headers, betBody([eventOf(games[3]!, quarter!)], { summ: 20 })),
      await place(
        headers,
        betBody(games.slice(0, 3).map((g) => eventOf(g, outcomeOf(g, G.result, T.draw)))),
      ),
      await place(
        headers,
        betBody(
          games.slice(0, 3).map((g) => eventOf(g, outcomeOf(g, G.result, T.win2))),
          { summ: 30, vid: 2, expressNum: 2 },
        ),
      ),
    ];
    const staked = bets.reduce((sum, b) => sum + minorOf(b.stake), 0n);
    expect(await balanceOf(app.db, accountId)).toBe(1_000_000n - staked);

    await finishGames(app, games);

    const rows = await app.db.query<GameResultRow & { game_id: number; sport_id: number }>(
      'SELECT game_id, sport_id, score1, score2, periods, overtime, shootout, winner FROM feed_results WHERE game_id = ANY($1::int[])',
      [games.map((g) => g.id)],
    );
    expect(rows).toHaveLength(4);
    const resultOf = (s: Placed['selections'][number]): SelectionResult => {
      const row = rows.find((r) => r.game_id === s.gameId)!;
      return (
        outcomeResult(s as Parameters<typeof outcomeResult>[0], gameResultOf(row), row.sport_id) ??
        'void'
      );
    };
    let paid = 0n;
    for (const bet of bets) {
      const [row] = await app.db.query<{
        status: string;
        payout: string;
        kind: string;
        system_size: number | null;
      }>('SELECT status, payout::text AS payout, kind, system_size FROM bets WHERE id = $1', [
        bet.id,
      ]);
      expect(row!.status, `bet ${bet.id}`).not.toBe('open');
      const results = bet.selections.map(resultOf);
      const prices = bet.selections.map((s) => s.c);
      const stake = minorOf(bet.stake);
      const expected = settledPayout(
        row!.kind === 'system'
          ? { kind: 'system', stake, prices, lineSize: row!.system_size! }
          : { kind: row!.kind as 'single' | 'express', stake, prices },
        results,
      );
      expect(expected.ok && expected.value).toBe(minorOf(row!.payout));
      paid += minorOf(row!.payout);
    }
    expect(await balanceOf(app.db, accountId)).toBe(1_000_000n - staked + paid);
    expect(await checkLedger(app.db)).toEqual({ unbalanced: [], overdrawn: [] });
    const unsettled = await app.db.query(
      'SELECT game_id FROM feed_results WHERE game_id = ANY($1::int[]) AND settled_at IS NULL',
      [games.map((g) => g.id)],
    );
    expect(unsettled).toEqual([]);

    // The clock moved again: nothing is settled twice.
    await finishGames(app, games);
    expect(await balanceOf(app.db, accountId)).toBe(1_000_000n - staked + paid);
  });

  it('settles a game the feed’s recording no longer looks back to (a clock moved days ahead)', async () => {
    const { headers, accountId } = await bettor(app, 100_000n);
    const [game] = await lineGames(app, { count: 1 });
    const bet = await place(headers, betBody([eventOf(game!, outcomeOf(game!, G.result, T.win1))]));
    // Three days past the game: the recording looks two days back and would miss it.
    const res = await app.inject({
      method: 'PUT',
      url: '/__dev/feed/clock',
      payload: { advanceMs: game!.start * 1000 - (await feedNow(app)) + 3 * 86_400_000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await app.db.query<{ status: string }>('SELECT status FROM bets WHERE id = $1', [
      bet.id,
    ]);
    expect(row!.status).not.toBe('open');
    expect(await balanceOf(app.db, accountId)).toBeGreaterThanOrEqual(99_000n);
  });
});
