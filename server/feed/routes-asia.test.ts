import { describe, expect, it } from 'vitest';

import { expectContract } from '../testing/contract-assert.ts';
import { useFeedTestServer } from '../testing/feed-test-server.ts';
import { testDbKinds } from '../testing/test-db.ts';
import type { WireGame } from './wire.ts';

const LINE = '/service-api/LineFeed';
const LIVE = '/service-api/LiveFeed';
type Games = { data: { total: number; games: WireGame[] } };
/** Sports priced in goals: football, hockey, baseball, futsal, cyber football. */
const ASIAN_SPORTS = [1, 2, 5, 14, 4005];

/**
 * An Asian game carries the 1X2 and the Asian handicap and total lines only: of the whole game and
 * of its first half (period 1), never of a later period.
 */
function expectAsian(game: WireGame) {
  expect(ASIAN_SPORTS).toContain(game.sportId);
  for (const o of game.outcomes) {
    expect([1, 2, 17]).toContain(o.g);
    expect([undefined, 1]).toContain(o.pe);
    if (o.g !== 1) expect(Math.abs(((o.p ?? 0.1) * 4) % 1)).toBe(0);
  }
}

describe.each(testDbKinds())('the Asian view on %s', (kind) => {
  const { get } = useFeedTestServer(kind);

  it('lists the sports and leagues that have Asian lines', async () => {
    const sports = await get(`${LINE}/Asia/AsiaGetSports?lng=en`);
    expectContract('feed', 'sportsShortResponse', sports.json());
    const list = sports.json<{ data: { id: number; count: number }[] }>().data;
    expect(list.map((s) => s.id)).toContain(1);
    expect(list.every((s) => ASIAN_SPORTS.includes(s.id) && s.count > 0)).toBe(true);

    const leagues = await get(`${LINE}/Asia/AsiaGetLeagues?sport=1&lng=pt`);
    expectContract('feed', 'champsResponse', leagues.json());
    const champs = leagues.json<{ data: { id: number; sportId: number; count: number }[] }>().data;
    expect(champs.length).toBeGreaterThan(5);
    expect(champs.every((c) => c.sportId === 1)).toBe(true);
    expect(champs.reduce((s, c) => s + c.count, 0)).toBe(list.find((s) => s.id === 1)!.count);
    expect((await get(`${LINE}/Asia/AsiaGetLeagues?sport=4`)).statusCode).toBe(404);
  });

  it('prices games on quarter, whole and half lines of the Asian handicap and total', async () => {
    const res = await get(`${LINE}/Asia/AsiaGetGames?sport=1&count=5`);
    expectContract('feed', 'gamesResponse', res.json());
    const { games, total } = res.json<Games>().data;
    expect(games).toHaveLength(5);
    expect(total).toBeGreaterThan(5);
    for (const game of games) {
      expectAsian(game);
      expect(game.sportId).toBe(1);
      for (const pe of [undefined, 1]) {
        const lines = game.outcomes.filter((o) => o.g === 2 && o.pe === pe).map((o) => o.p!);
        // Quarter lines (x.25, x.75) and whole ones besides the half lines, also in the first half.
        expect(lines.some((p) => Math.abs(p % 0.5) === 0.25)).toBe(true);
        expect(lines.some((p) => p % 1 === 0)).toBe(true);
        expect(game.outcomes.filter((o) => o.g === 1 && o.pe === pe)).toHaveLength(3);
        const totals = game.outcomes.filter((o) => o.g === 17 && o.pe === pe).map((o) => o.p!);
        expect(totals.some((p) => Math.abs(p % 0.5) === 0.25)).toBe(true);
      }
    }

    const league = games[0]!.champId;
    const ofLeague = (await get(`${LINE}/Asia/AsiaGetGames?league=${league}`)).json<Games>().data;
    expect(ofLeague.games.every((g) => g.champId === league)).toBe(true);
    const all = (await get(`${LIVE}/Asia/AsiaGetGames?count=5000`)).json<Games>().data;
    expect(all.games.length).toBeLessThanOrEqual(200);
    all.games.forEach(expectAsian);

    const one = await get(`${LINE}/Asia/AsiaGetGame?id=${games[0]!.id}`);
    expectContract('feed', 'gameResponse', one.json());
    expect(one.json<{ data: WireGame }>().data.outcomes).toEqual(games[0]!.outcomes);

    const top = await get(`${LINE}/Asia_GetTopGamesStatZip`);
    expectContract('feed', 'gamesResponse', top.json());
    const topGames = top.json<Games>().data.games;
    expect(topGames).toHaveLength(20);
    topGames.forEach(expectAsian);
  });

  it('answers 404 for what has no Asian lines or does not exist, 400 naming bad input', async () => {
    const tennis = (await get(`${LINE}/Get1x2_VZip?sports=4&count=1`)).json<Games>().data.games[0]!;
    for (const url of [
      `${LINE}/Asia/AsiaGetGame?id=${tennis.id}`,
      `${LINE}/Asia/AsiaGetGame?id=7`,
      `${LINE}/Asia/AsiaGetGames?league=4000`,
      `${LINE}/Asia/AsiaGetGames?sport=999`,
      `${LINE}/Asia/AsiaGetLeagues?sport=999`,
    ])
      expect((await get(url)).statusCode, url).toBe(404);
    for (const [url, field] of [
      [`${LINE}/Asia/AsiaGetLeagues`, 'sport'],
      [`${LINE}/Asia/AsiaGetGames?league=x`, 'league'],
      [`${LINE}/Asia/AsiaGetGame?id=0`, 'id'],
    ] as const) {
      const bad = await get(url);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.body, url).toContain(field);
    }
  });
});
