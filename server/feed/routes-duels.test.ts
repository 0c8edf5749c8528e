import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { outcomeResult } from '../../src/lib/bets/outcome-result.ts';
import { MARKET_GROUP as G, OUTCOME as T, type WireOutcome } from '../../src/lib/feed/bet-types.ts';
import { betBody, bettor, feedNow, postBet } from '../bets/bets-testing.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';
import { DUEL_ID_BASE, DUEL_IDS, duelMarkets } from './duels.ts';
import { FeedSimulator, LONGEST_PLAY_SECONDS } from './sim/simulator.ts';
import type { WireGame } from './wire.ts';

const PLAYERS = '/service-api/LineFeed/GetAvailablePlayersForDuel';
const BUILD = '/service-api/LineFeed/BuildDuel';

interface Player {
  id: string;
  name: string;
  gameId: number;
  teamId: number;
  team: string;
  start: number;
  expectedGoals: number;
}
interface Listed {
  games: { id: number; team1: { id: number }; team2: { id: number }; start: number }[];
  players: Player[];
}
interface Built {
  game: WireGame;
  team1: Player[];
  team2: Player[];
}
type Chrono = { kind: string; side?: number; player?: string; value?: number }[];

const detailsOf = (body: string) =>
  (JSON.parse(body) as { errors: { detail: string }[] }).errors.map((e) => e.detail);

describe.each(testDbKinds())('duels on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer(
      { distDir: '/nonexistent', feed: { seed: 'duels', recordEveryMs: 0 } },
      kind,
    );
  });
  afterAll(() => app.close());

  const list = async (query = '') => {
    const res = await app.inject({ method: 'GET', url: `${PLAYERS}?lng=en${query}` });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('feed-duels', 'duelPlayersResponse', res.json());
    return res.json<{ data: Listed }>().data;
  };
  /** Players of games at least half an hour ahead: still on sale whatever the test takes. */
  const aheadPlayers = async () => {
    const now = await feedNow(app);
    const { games, players } = await list('&count=50');
    const later = new Set(games.filter((g) => g.start * 1000 > now + 30 * 60_000).map((g) => g.id));
    return players.filter((p) => later.has(p.gameId));
  };
  const build = (team1Ids: string[], team2Ids: string[]) =>
    app.inject({ method: 'POST', url: BUILD, payload: { team1Ids, team2Ids, lng: 'en' } });
  const built = async (team1Ids: string[], team2Ids: string[]) => {
    const res = await build(team1Ids, team2Ids);
    expect(res.statusCode, res.body).toBe(200);
    expectContract('feed-duels', 'buildDuelResponse', res.json());
    return res.json<{ data: Built }>().data;
  };

  it('lists the scorers of upcoming games with their side, game and expected goals', async () => {
    const now = await feedNow(app);
    const { games, players } = await list('&count=3');
    expect(games).toHaveLength(3);
    expect(players).toHaveLength(3 * 2 * 10);
    for (const game of games) {
      expect(game.start * 1000).toBeGreaterThan(now);
      const own = players.filter((p) => p.gameId === game.id);
      expect(new Set(own.map((p) => p.teamId))).toEqual(new Set([game.team1.id, game.team2.id]));
      // A side's scorers share its expected goals equally: ten of them.
      const side1 = own.filter((p) => p.teamId === game.team1.id);
      expect(new Set(side1.map((p) => p.expectedGoals)).size).toBe(1);
      expect(side1[0]!.expectedGoals).toBeGreaterThan(0);
    }
    expect(new Set(players.map((p) => p.id)).size).toBe(players.length);
    // The same game asked alone lists the same players.
    const one = await list(`&game=${games[1]!.id}`);
    expect(one.players).toEqual(players.filter((p) => p.gameId === games[1]!.id));
    // A sport whose players are no scorers has no duels; a query off its contract is refused.
    const tennis = await app.inject({ method: 'GET', url: `${PLAYERS}?sport=4` });
    expect(tennis.statusCode).toBe(404);
    expect(detailsOf(tennis.body).join()).toContain('sport 4');
    const bad = await app.inject({ method: 'GET', url: `${PLAYERS}?count=0` });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('count');
  });

  it('builds the same duel from the same sets, priced from the players’ expected goals', async () => {
    const players = await aheadPlayers();
    const a = players.filter((p) => p.gameId === players[0]!.gameId);
    const later = players.filter((p) => p.gameId !== players[0]!.gameId);
    const side1 = [a[1]!.id, later[3]!.id];
    const side2 = [a[12]!.id];
    const duel = await built(side1, side2);
    const again = await built([...side1].reverse(), side2);
    expect(again.game.id).toBe(duel.game.id);
    expect(duel.game.id).toBeGreaterThanOrEqual(DUEL_ID_BASE);
    expect(duel.game.id).toBeLessThan(DUEL_ID_BASE + DUEL_IDS);
    // Sides swapped: another duel.
    expect((await built(side2, side1)).game.id).not.toBe(duel.game.id);
    const { game } = duel;
    expect(game.team1.name).toBe(duel.team1.map((p) => p.name).join(' + '));
    expect(game.team1.name.split(' + ').sort()).toEqual([a[1]!.name, later[3]!.name].sort());
    expect(game.team2.name).toBe(a[12]!.name);
    expect(game.champ).toBe('Football. Duels');
    expect(game.live).toBe(false);
    expect(game.start).toBe(Math.max(a[1]!.start, later[3]!.start, a[12]!.start));
    const sum = (ps: Player[]) => ps.reduce((s, p) => s + p.expectedGoals, 0);
    const expected = duelMarkets(sum(duel.team1), sum(duel.team2));
    // Expected goals travel rounded to thousandths: the same prices within a price step (priceStep
    // prints hundredths below 10, tenths below 20, whole numbers above: a long shot moves by 0.1).
    expect(game.outcomes.map((o) => [o.g, o.t, o.p])).toEqual(expected.map((o) => [o.g, o.t, o.p]));
    const stepAt = (price: number) => (price < 10 ? 0.02 : price < 20 ? 0.1 : 1) + 1e-9;
    game.outcomes.forEach((o, i) =>
      expect(Math.abs(o.c - expected[i]!.c)).toBeLessThanOrEqual(stepAt(expected[i]!.c)),
    );
    const [w1, draw, w2] = [T.win1, T.draw, T.win2].map(
      (t) => game.outcomes.find((o) => o.g === G.result && o.t === t)!.c,
    );
    // The bookmaker's margin: the result's prices add up to more than a sure thing.
    expect(1 / w1! + 1 / draw! + 1 / w2!).toBeGreaterThan(1);
    expect(game.outcomes.some((o) => o.g === G.total && o.t === T.over)).toBe(true);
  });

  it('refuses sets naming each player refused by field', async () => {
    const players = await aheadPlayers();
    const overlap = await build([players[1]!.id, players[2]!.id], [players[2]!.id]);
    expect(overlap.statusCode).toBe(422);
    expect(detailsOf(overlap.body)).toEqual([
      `body /team2Ids/0: player ${players[2]!.id} is already in /team1Ids/1`,
    ]);
    const gameId = players[0]!.gameId;
    const unknown = await build([`${gameId}/${players[0]!.teamId}-0`], [`${gameId}/1-3`]);
    expect(unknown.statusCode).toBe(422);
    const details = detailsOf(unknown.body);
    expect(details[0]).toMatch(/^body \/team1Ids\/0: no scorer/);
    expect(details[1]).toMatch(/^body \/team2Ids\/0: no scorer/);
    const nogame = await build(['5/1-1'], [players[1]!.id]);
    expect(detailsOf(nogame.body)).toEqual(['body /team1Ids/0: no game 5']);
    const empty = await build([], [players[1]!.id]);
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('team1Ids');
    const malformed = await build(['12'], [players[1]!.id]);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('team1Ids');
  });

  it('takes bets until the first game kicks off and settles them on the players’ goals', async () => {
    const { headers } = await bettor(app, 1_000_000n);
    const now = await feedNow(app);
    const { games, players } = await list('&count=50');
    const ahead = games.filter((g) => g.start * 1000 > now + 30 * 60_000);
    // The plays are the seed's (the same simulator here): side 1 gets a player who will score, so
    // the count below is no nil-nil whatever the clock's day.
    const sim = new FeedSimulator({
      seed: 'duels',
      speed: 1,
      density: 1,
      horizonDays: 7,
      now: () => now,
    });
    const firstGoal = (gameId: number) =>
      sim.play(sim.fixture(gameId)!).moments.find((m) => m.kind === 'goal');
    const g1 = ahead.find((g) => firstGoal(g.id))!;
    const g2 = ahead.find((g) => g.id !== g1.id)!;
    const of = (gameId: number) => players.filter((p) => p.gameId === gameId);
    const goal = firstGoal(g1.id)!;
    const scorerTeam = goal.side === 1 ? g1.team1.id : g1.team2.id;
    const scorer = of(g1.id).find((p) => p.teamId === scorerTeam && p.name === goal.player)!;
    expect(scorer).toBeDefined();
    const others = of(g1.id).filter((p) => p !== scorer);
    const side1 = [scorer, others[0]!, of(g2.id)[14]!];
    const side2 = [others[10]!, of(g2.id)[2]!, of(g2.id)[3]!];
    const duel = await built(
      side1.map((p) => p.id),
      side2.map((p) => p.id),
    );
    const game = duel.game;
    const pick = (g: number, t: number) => game.outcomes.find((o) => o.g === g && o.t === t)!;
    const event = (o: WireOutcome) => ({
      gameId: game.id,
      g: o.g,
      t: o.t,
      ...(o.p === undefined ? {} : { p: o.p }),
      c: o.c,
    });
    const chosen = [pick(G.result, T.win1), pick(G.result, T.draw), pick(G.total, T.over)];
    const bets: number[] = [];
    for (const o of chosen) {
      const res = await postBet(app, headers, betBody([event(o)]));
      expect(res.statusCode, res.body).toBe(200);
      const bet = res.json<{ data: { bet: { id: number; selections: { team1: string }[] } } }>()
        .data.bet;
      bets.push(bet.id);
    }
    // Once the first of its games kicks off the duel is off the line.
    const first = Math.min(g1.start, g2.start) * 1000;
    await app.inject({
      method: 'PUT',
      url: '/__dev/feed/clock',
      payload: { advanceMs: first - (await feedNow(app)) + 1000 },
    });
    const late = await postBet(app, headers, betBody([event(chosen[0]!)]));
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('no longer offered');
    const closed = await build(
      side1.map((p) => p.id),
      side2.map((p) => p.id),
    );
    expect(closed.statusCode).toBe(422);
    expect(detailsOf(closed.body)[0]).toMatch(
      /^body \/team1Ids\/0: the game of player .* has started$/,
    );

    // Past the end of both games: the duel's result is its players' goals in the chronologies.
    const last = Math.max(g1.start, g2.start) * 1000;
    await app.inject({
      method: 'PUT',
      url: '/__dev/feed/clock',
      payload: { advanceMs: last - (await feedNow(app)) + (LONGEST_PLAY_SECONDS + 60) * 1000 },
    });
    const goals = async (side: typeof side1) => {
      let total = 0;
      for (const p of side) {
        const res = await app.inject({
          method: 'GET',
          url: `/service-api/LiveFeed/GetChronoOfPlay?gameId=${p.gameId}`,
        });
        const home = games.find((g) => g.id === p.gameId)!.team1.id === p.teamId ? 1 : 2;
        total += res
          .json<{ data: Chrono }>()
          .data.filter((m) => m.kind === 'goal' && m.side === home && m.player === p.name).length;
      }
      return total;
    };
    const score = [await goals(side1), await goals(side2)] as const;
    expect(score[0]).toBeGreaterThan(0);
    const [row] = await app.db.query<{ score1: number; score2: number }>(
      'SELECT score1, score2 FROM feed_results WHERE game_id = $1',
      [game.id],
    );
    expect([row!.score1, row!.score2]).toEqual(score);
    const settled = await app.db.query<{ id: number; status: string; result: string }>(
      `SELECT b.id, b.status, s.result FROM bets b JOIN bet_selections s ON s.bet_id = b.id
       WHERE b.id = ANY($1::integer[]) ORDER BY b.id`,
      [bets],
    );
    const result = { score, periods: [score], overtime: false, shootout: false };
    expect(settled.map((s) => s.result)).toEqual(
      chosen.map((o) => outcomeResult(o, result, game.sportId)),
    );
    expect(settled.every((s) => s.status !== 'open')).toBe(true);
  });
});
