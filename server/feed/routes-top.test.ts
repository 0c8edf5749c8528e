import { describe, expect, it } from 'vitest';

import type { WireOutcome } from '../../src/lib/feed/bet-types.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { useFeedTestServer } from '../testing/feed-test-server.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { DAY_MS, dayOf } from './sim/schedule.ts';
import type { WireGame } from './wire.ts';

const LINE = '/service-api/LineFeed';
const LIVE = '/service-api/LiveFeed';
type Games = { data: { total: number; games: WireGame[] } };
type Champs = { data: { id: number; sportId: number; count: number; top?: true }[] };
type Express = {
  data: { day: string; price: number; selections: { game: WireGame; outcome: WireOutcome }[] };
};

/**
 * What an express must be: one open selection a game, each its game's likeliest in range. The line
 * always has games enough for 3; live ones may be fewer at a quiet moment (express.test.ts holds
 * a busy one).
 */
function expectExpress(express: Express['data'], live: boolean, cyber: boolean) {
  const { selections } = express;
  expect(selections.length).toBeGreaterThanOrEqual(live ? 0 : 3);
  expect(selections.length).toBeLessThanOrEqual(5);
  expect(new Set(selections.map((s) => s.game.id)).size).toBe(selections.length);
  for (const { game, outcome } of selections) {
    expect(game.live).toBe(live);
    expect(game.sportId >= 4000).toBe(cyber);
    expect(outcome.c).toBeGreaterThanOrEqual(1.25);
    expect(outcome.c).toBeLessThanOrEqual(2.2);
    expect(game.outcomes).toContainEqual(outcome);
    const open = game.outcomes.filter((o) => !o.b && o.c >= 1.25 && o.c <= 2.2);
    expect(Math.min(...open.map((o) => o.c))).toBe(outcome.c);
  }
  const product = selections.reduce((p, s) => p * s.outcome.c, 1);
  expect(express.price).toBeLessThanOrEqual(product + 1e-9);
  expect(product).toBeLessThan(express.price + 0.01);
  expect(Math.round(express.price * 100)).toBeCloseTo(express.price * 100, 6);
}

describe.each(testDbKinds())('top lists, the express of the day, favourites on %s', (kind) => {
  const { get } = useFeedTestServer(kind);

  it('lists top games top championships first, then by kick-off, 20 by default and on the dashboard', async () => {
    const tops = (await get(`${LINE}/WebGetTopChampsZip`)).json<Champs>().data;
    const top = new Set(tops.map((c) => c.id));
    const res = await get(`${LINE}/GetTopGamesStatZip?lng=en`);
    expectContract('feed', 'gamesResponse', res.json());
    const { games, total } = res.json<Games>().data;
    expect(games).toHaveLength(20);
    expect(total).toBeGreaterThan(20);
    const keys = games.map((g) => [top.has(g.champId) ? 0 : 1, g.start] as const);
    for (let i = 1; i < keys.length; i++)
      expect(keys[i]![0] * 1e12 + keys[i]![1]).toBeGreaterThanOrEqual(
        keys[i - 1]![0] * 1e12 + keys[i - 1]![1],
      );
    expect(top.has(games[0]!.champId)).toBe(true);

    const paged = (await get(`${LINE}/GetTopGamesStatZip?count=5&page=2`)).json<Games>().data;
    expect(paged.games.map((g) => g.id)).toEqual(games.slice(5, 10).map((g) => g.id));
    const dashboard = await get(`${LIVE}/TopGamesStatDashbord?count=500`);
    expectContract('feed', 'gamesResponse', dashboard.json());
    expect(dashboard.json<Games>().data.games.length).toBeLessThanOrEqual(20);
    expect(dashboard.json<Games>().data.games.every((g) => g.live)).toBe(true);
  });

  it('lists the top championships with their game counts, by sport, the empty ones when asked', async () => {
    const res = await get(`${LINE}/WebGetTopChampsZip?sports=1&lng=ru`);
    expectContract('feed', 'champsResponse', res.json());
    const champs = res.json<Champs>().data;
    expect(champs.length).toBeGreaterThan(0);
    expect(champs.every((c) => c.top && c.sportId === 1 && c.count > 0)).toBe(true);
    for (const c of champs) {
      const one = (await get(`${LINE}/GetChampZip?champ=${c.id}`)).json<{
        data: { games: unknown[] };
      }>().data;
      expect(one.games).toHaveLength(c.count);
    }
    const all = (await get(`${LINE}/WebGetTopChampsZip?getEmpty=true`)).json<Champs>().data;
    // Every top championship of the plans: five football leagues, the champions, hockey, basketball, tennis, CS.
    expect(all.map((c) => c.id).sort((a, b) => a - b)).toEqual([
      1000, 1001, 1002, 1003, 1004, 1019, 2000, 3000, 4000, 4009000,
    ]);
  });

  it('makes the express of the day: a few games, each its likeliest outcome, the product rounded down', async () => {
    for (const [url, live, cyber] of [
      [`${LINE}/GetExpressDayExtendedZip`, false, false],
      [`${LINE}/GetCyberExpressDayExtendedZip`, false, true],
      [`${LIVE}/GetLiveExpressExtendedZip`, true, false],
      [`${LIVE}/GetCyberExpressExtendedZip`, true, true],
    ] as const) {
      const res = await get(`${url}?lng=en`);
      expect(res.statusCode, url).toBe(200);
      expectContract('feed', 'expressResponse', res.json());
      const express = res.json<Express>().data;
      expect(express.day).toBe(new Date().toISOString().slice(0, 10));
      expectExpress(express, live, cyber);
    }
    // The live expresses are live calls only.
    expect((await get(`${LINE}/GetLiveExpressExtendedZip`)).statusCode).toBe(404);
  });

  it('answers favourites by id whatever their status, and the games of favourite championships', async () => {
    const line = (await get(`${LINE}/Get1x2_VZip?count=3`)).json<Games>().data.games;
    const live = (await get(`${LIVE}/Get1x2_VZip?count=1`)).json<Games>().data.games;
    const clock = (await get('/__dev/feed/clock')).json<{ data: { now: string } }>().data;
    // The first game scheduled two days ago is over.
    const over = 100_000_000 + (dayOf(Date.parse(clock.now)) - 2 - 20_000) * 100_000;
    const ids = [...line, ...live].map((g) => g.id).concat(over);
    const res = await get(`${LINE}/GetFavoritesZip?games=7,${ids.join(',')}`);
    expectContract('feed', 'favoritesFeedResponse', res.json());
    const games = res.json<{ data: { games: WireGame[] } }>().data.games;
    expect(games.map((g) => g.id).sort()).toEqual([...ids].sort());
    expect(games.find((g) => g.id === over)).toMatchObject({ finished: true, outcomes: [] });
    expect(games.find((g) => g.id === live[0]?.id)?.live).toBe(true);

    const champ = line[0]!.champId;
    const ofChamp = (await get(`${LINE}/GetFavoritesZip?champs=${champ}`)).json<{
      data: { games: WireGame[] };
    }>().data.games;
    expect(ofChamp.length).toBeGreaterThan(0);
    expect(ofChamp.every((g) => g.champId === champ && !g.finished)).toBe(true);
    expect((await get(`${LINE}/GetFavoritesZip`)).json()).toEqual({ data: { games: [] } });
  });

  it("lists a team's games, line and live; 404 for teams that do not exist, 400 naming bad input", async () => {
    const game = (await get(`${LINE}/Get1x2_VZip?count=1`)).json<Games>().data.games[0]!;
    const team = game.team1.id;
    const res = await get(`${LIVE}/GetGamesTeamZip?teams=${team}`);
    expectContract('feed', 'gamesResponse', res.json());
    const games = res.json<Games>().data.games;
    expect(games.map((g) => g.id)).toContain(game.id);
    expect(games.every((g) => g.team1.id === team || g.team2.id === team)).toBe(true);
    expect(games.every((g) => g.start * 1000 < Date.now() + 8 * DAY_MS)).toBe(true);
    expect((await get(`${LINE}/GetGamesTeamZip?teams=1,2`)).statusCode).toBe(404);
    for (const [url, field] of [
      [`${LINE}/GetGamesTeamZip`, 'teams'],
      [`${LINE}/GetFavoritesZip?games=x`, 'games'],
      [`${LINE}/GetTopGamesStatZip?count=0`, 'count'],
      [`${LIVE}/GetCyberExpressExtendedZip?cyberFlag=7`, 'cyberFlag'],
    ] as const) {
      const bad = await get(url);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.body, url).toContain(field);
    }
  });
});
