import { describe, expect, it } from 'vitest';

import { expectContract } from '../testing/contract-assert.ts';
import { useFeedTestServer } from '../testing/feed-test-server.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { GLOBAL_CHAMPS } from './sim/global-champs.ts';
import type { WireGame } from './wire.ts';

const LINE = '/service-api/LineFeed';
const LIVE = '/service-api/LiveFeed';
type Global = { id: number; key: string; name: string };
type Champs = { data: { globalChamp: Global; champs: { id: number; sportId: number }[] } };
type Games = { data: { globalChamp: Global; total: number; games: WireGame[] } };
type Sports = { data: { globalChamp: Global; sports: { id: number; count: number }[] } };

describe.each(testDbKinds())('global championships on %s', (kind) => {
  const { get } = useFeedTestServer(kind);

  it('covers the themed sections with named global championships, each only its championships', async () => {
    expect(GLOBAL_CHAMPS.map((g) => g.key)).toEqual(
      expect.arrayContaining([
        'epl',
        'laliga',
        'nba-finals',
        'ufc',
        'olympics2024',
        'champions',
        'cyber',
      ]),
    );
    for (const global of GLOBAL_CHAMPS) {
      const champs = await get(
        `${LINE}/ChampsByGlobalChamp?globalChampId=${global.id}&getEmpty=true`,
      );
      expectContract('feed', 'globalChampsResponse', champs.json());
      const members = champs.json<Champs>().data.champs;
      expect(members.length, global.key).toBeGreaterThan(0);
      const ids = new Set(members.map((c) => c.id));

      const games = await get(`${LINE}/GamesByGlobalChamp?globalChampId=${global.id}&count=5000`);
      expectContract('feed', 'globalGamesResponse', games.json());
      const body = games.json<Games>().data;
      expect(body.globalChamp).toMatchObject({ id: global.id, key: global.key });
      expect(body.games.length, global.key).toBeGreaterThan(0);
      expect(body.games.every((g) => ids.has(g.champId))).toBe(true);

      const sports = await get(`${LINE}/SportsByGlobalChamp?globalChampId=${global.id}`);
      expectContract('feed', 'globalSportsResponse', sports.json());
      const counts = sports.json<Sports>().data.sports;
      expect(counts.reduce((s, c) => s + c.count, 0)).toBe(body.total);
    }
    const epl = (
      await get(`${LINE}/ChampsByGlobalChamp?globalChampId=1&getEmpty=true`)
    ).json<Champs>();
    expect(epl.data.champs.map((c) => c.id)).toEqual([1000]);
    const olympics = (
      await get(`${LINE}/ChampsByGlobalChamp?globalChampId=6&getEmpty=true&lng=ru`)
    ).json<Champs>().data;
    expect(new Set(olympics.champs.map((c) => c.sportId)).size).toBeGreaterThanOrEqual(3);
    expect(olympics.globalChamp).toEqual({
      id: 6,
      key: 'olympics2024',
      name: 'Олимпийские игры 2024',
    });
    const cyber = (await get(`${LIVE}/GamesByGlobalChamp?globalChampId=8`)).json<Games>().data;
    expect(cyber.games.every((g) => g.sportId >= 4000 && g.live)).toBe(true);
  });

  it('prices the 1X2 list with the result outcomes only, and finds a team within the section', async () => {
    const res = await get(`${LINE}/GlobalChamp1x2?globalChampId=3&count=10`);
    expectContract('feed', 'globalGamesResponse', res.json());
    const games = res.json<Games>().data.games;
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((g) => g.champId === 3000)).toBe(true);
    expect(
      games.every(
        (g) => g.outcomes.length > 0 && g.outcomes.every((o) => o.g === 1 || o.g === 101),
      ),
    ).toBe(true);

    const team = games[0]!.team2.id;
    const ofTeam = await get(`${LINE}/GamesByTeamGlobalChamp?globalChampId=3&teams=${team}`);
    expectContract('feed', 'globalGamesResponse', ofTeam.json());
    const found = ofTeam.json<Games>().data.games;
    expect(found.map((g) => g.id)).toContain(games[0]!.id);
    expect(found.every((g) => g.team1.id === team || g.team2.id === team)).toBe(true);
    // A side of another section is not found here.
    expect(
      (await get(`${LINE}/GamesByTeamGlobalChamp?globalChampId=1&teams=${team}`)).statusCode,
    ).toBe(404);
  });

  it('lists every global championship with its key, name and games in the set', async () => {
    type List = { data: (Global & { count: number })[] };
    for (const set of [LINE, LIVE]) {
      const res = await get(`${set}/GlobalChamps?lng=pt`);
      expect(res.statusCode).toBe(200);
      expectContract('feed', 'globalChampListResponse', res.json());
      const list = res.json<List>().data;
      expect(list.map((g) => g.key)).toEqual(
        [...GLOBAL_CHAMPS].sort((a, b) => a.id - b.id).map((g) => g.key),
      );
      expect(list.find((g) => g.key === 'olympics2024')?.name).toBe('Jogos Olímpicos 2024');
      for (const global of list) {
        const sports = (
          await get(`${set}/SportsByGlobalChamp?globalChampId=${global.id}`)
        ).json<Sports>().data.sports;
        expect(global.count, `${set} ${global.key}`).toBe(
          sports.reduce((sum, s) => sum + s.count, 0),
        );
      }
    }
    // The common filters narrow the counts as in the other calls: cyber sports only.
    const cyberOnly = (await get(`${LINE}/GlobalChamps?cyberFlag=1`)).json<List>().data;
    expect(cyberOnly.filter((g) => g.count > 0).map((g) => g.key)).toEqual(['cyber']);
    const bad = await get(`${LINE}/GlobalChamps?cyberFlag=9`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('cyberFlag');
  });

  it('answers 404 for a global championship that does not exist, 400 naming bad input', async () => {
    expect((await get(`${LINE}/SportsByGlobalChamp?globalChampId=99`)).statusCode).toBe(404);
    expect((await get(`${LIVE}/GlobalChamp1x2?globalChampId=99`)).statusCode).toBe(404);
    for (const [url, field] of [
      [`${LINE}/GamesByGlobalChamp`, 'globalChampId'],
      [`${LINE}/GamesByTeamGlobalChamp?globalChampId=1`, 'teams'],
      [`${LINE}/ChampsByGlobalChamp?globalChampId=1&getEmpty=maybe`, 'getEmpty'],
    ] as const) {
      const bad = await get(url);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.body, url).toContain(field);
    }
  });
});
