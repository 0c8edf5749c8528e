import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildServer } from '../app.ts';
import { type Db, one } from '../db/db.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { createTestDb, testDbKinds } from '../testing/test-db.ts';
import type { WireGame } from './wire.ts';

const LINE = '/service-api/LineFeed';
const LIVE = '/service-api/LiveFeed';
type Games = { data: { total: number; games: WireGame[] } };

const resultCount = async (db: Db) =>
  (await one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM feed_results'))?.n;

const server = (db: Db, production = false, seed = 'feed-test') =>
  buildServer({ db, distDir: '/nonexistent', production, feed: { seed, recordEveryMs: 0 } });

describe.each(testDbKinds())('the line and live feeds on %s', (kind) => {
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await createTestDb(kind);
    app = await server(db);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('lists the line by sport and championship, every answer in its contract', async () => {
    const sports = await get(`${LINE}/GetSportsShortZip?lng=en`);
    expect(sports.statusCode).toBe(200);
    expectContract('feed', 'sportsShortResponse', sports.json());
    const list = sports.json<{ data: { id: number; name: string; count: number }[] }>().data;
    expect(list.find((s) => s.id === 1)).toMatchObject({ name: 'Football' });

    const champs = await get(`${LINE}/GetChampsZip?sports=1&lng=ru`);
    expectContract('feed', 'champsResponse', champs.json());
    const champList = champs.json<{
      data: { id: number; name: string; count: number; sportId: number }[];
    }>().data;
    expect(champList.length).toBeGreaterThan(10);
    expect(champList.every((c) => c.sportId === 1)).toBe(true);
    expect(champList.some((c) => c.name.endsWith('Премьер-лига'))).toBe(true);

    const champ = champList[0]!;
    const one = await get(`${LINE}/GetChampZip?champ=${champ.id}&lng=en`);
    expectContract('feed', 'champResponse', one.json());
    const games = one.json<{ data: { games: WireGame[] } }>().data.games;
    expect(games).toHaveLength(champ.count);
    expect(games.every((g) => g.champId === champ.id && !g.live)).toBe(true);

    const page = await get(`${LINE}/Get1x2_VZip?sports=1,3&count=20&page=2&lng=pt`);
    expectContract('feed', 'gamesResponse', page.json());
    const body = page.json<Games>().data;
    expect(body.games).toHaveLength(20);
    expect(body.total).toBeGreaterThan(40);
    expect(new Set(body.games.map((g) => g.sportId)).size).toBeLessThanOrEqual(2);
    expect(body.games.every((g) => g.outcomes.length > 0)).toBe(true);
  });

  it('opens a game with every market, answers 404 for a game or championship that does not exist', async () => {
    const page = (await get(`${LINE}/Get1x2_VZip?sports=1&count=1`)).json<Games>().data;
    const id = page.games[0]!.id;
    const game = await get(`${LINE}/GetGameZip?id=${id}&lng=en`);
    expectContract('feed', 'gameResponse', game.json());
    expect(game.json<{ data: WireGame }>().data.outcomes.length).toBeGreaterThan(
      page.games[0]!.outcomes.length,
    );
    expect((await get(`${LINE}/GetGameZip?id=7`)).statusCode).toBe(404);
    expect((await get(`${LIVE}/GetChampZip?champ=999999`)).statusCode).toBe(404);
    const link = await get(`/restcore/api/External/v1/Web/CheckLink?permanentId=${id}`);
    expectContract('feed', 'checkLinkResponse', link.json());
    expect(link.json()).toMatchObject({ data: { gameId: id, status: 'line', live: false } });
  });

  it('refuses malformed parameters with a 400 that names them', async () => {
    for (const [url, field] of [
      [`${LINE}/Get1x2_VZip?sports=football`, 'sports'],
      [`${LINE}/Get1x2_VZip?count=0`, 'count'],
      [`${LINE}/GetGameZip`, 'id'],
      [`${LINE}/Web_SearchZip?text=${'a'.repeat(101)}`, 'text'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.body, url).toContain(field);
    }
  });

  it('answers with an ETag and a cache lifetime, a 304 when the client has it, and compressed', async () => {
    const url = `${LINE}/Get1x2_VZip?sports=1&count=50`;
    const first = await get(url, { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['cache-control']).toBe('public, max-age=15');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await get(url, { 'if-none-match': etag });
    // The line changes at most every few minutes per game: the same second's answer is the same.
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const live = await get(`${LIVE}/Get1x2_VZip`);
    expect(live.headers['cache-control']).toBe('public, max-age=1');
  });

  it('finds teams by name', async () => {
    const game = (await get(`${LINE}/Get1x2_VZip?sports=1&count=1`)).json<Games>().data.games[0]!;
    const word = game.team1.name.split(' ').sort((a, b) => b.length - a.length)[0]!;
    const found = await get(`${LINE}/Web_SearchZip?text=${encodeURIComponent(word)}&limit=10`);
    expectContract('feed', 'searchResponse', found.json());
    const games = found.json<{ data: { games: WireGame[] } }>().data.games;
    expect(games.length).toBeGreaterThan(0);
    expect(games.length).toBeLessThanOrEqual(10);
    expect(
      games.every((g) =>
        `${g.team1.name} ${g.team2.name} ${g.champ}`.toLowerCase().includes(word.toLowerCase()),
      ),
    ).toBe(true);
  });

  it('plays live games: after the clock moves a game kicks off, its score and clock go on, its chronology grows', async () => {
    const next = (await get(`${LINE}/Get1x2_VZip?sports=1&count=1`)).json<Games>().data.games[0]!;
    const clock = (await get('/__dev/feed/clock')).json<{ data: { now: string } }>().data;
    const ahead = next.start * 1000 - Date.parse(clock.now) + 50 * 60_000;
    const moved = await app.inject({
      method: 'PUT',
      url: '/__dev/feed/clock',
      payload: { advanceMs: Math.max(ahead, 0) },
    });
    expectContract('feed', 'feedClockResponse', moved.json());
    const game = (await get(`${LIVE}/GetGameZip?id=${next.id}`)).json<{ data: WireGame }>().data;
    expect(game.live).toBe(true);
    expect(game.score?.clock).toBeGreaterThan(45 * 60);
    const chrono = await get(`${LIVE}/GetChronoOfPlay?gameId=${next.id}`);
    expectContract('feed', 'chronoResponse', chrono.json());
    const moments = chrono.json<{ data: { kind: string; score: [number, number] }[] }>().data;
    expect(moments.some((m) => m.kind === 'period-end')).toBe(true);
    expect(moments[0]!.score).toEqual(game.score?.total);
    const live = (await get(`${LIVE}/Get1x2_VZip?count=5000`)).json<Games>().data;
    expect(live.games.some((g) => g.id === next.id)).toBe(true);
    expect(live.games.every((g) => g.live)).toBe(true);
  });

  it('never moves the clock back; results are recorded once however often they are looked for', async () => {
    const back = await app.inject({
      method: 'PUT',
      url: '/__dev/feed/clock',
      payload: { advanceMs: -1 },
    });
    expect(back.statusCode).toBe(400);
    expect(back.body).toContain('advanceMs');
    await app.inject({
      method: 'PUT',
      url: '/__dev/feed/clock',
      payload: { advanceMs: 6 * 3600_000 },
    });
    const n = await resultCount(db);
    expect(n).toBeGreaterThan(50);
    await app.inject({ method: 'PUT', url: '/__dev/feed/clock', payload: { advanceMs: 0 } });
    const again = await resultCount(db);
    expect(again).toBe(n);
  });

  it('survives a restart: the same seed, clock and results; a second process records nothing twice', async () => {
    const before = (await get('/__dev/feed/clock')).json<{ data: { offsetMs: number } }>().data
      .offsetMs;
    const sample = (await get(`${LINE}/Get1x2_VZip?count=3`))
      .json<Games>()
      .data.games.map((g) => [g.id, g.team1.name]);
    const n = await resultCount(db);
    // A second process on the same database that names no seed takes the stored one.
    const second = await buildServer({ db, distDir: '/nonexistent', feed: { recordEveryMs: 0 } });
    try {
      const offset = (await second.inject({ method: 'GET', url: '/__dev/feed/clock' })).json<{
        data: { offsetMs: number };
      }>().data.offsetMs;
      expect(offset).toBe(before);
      const same = (await second.inject({ method: 'GET', url: `${LINE}/Get1x2_VZip?count=3` }))
        .json<Games>()
        .data.games.map((g) => [g.id, g.team1.name]);
      expect(same).toEqual(sample);
      await second.inject({ method: 'PUT', url: '/__dev/feed/clock', payload: { advanceMs: 0 } });
      const after = await resultCount(db);
      expect(after).toBe(n);
    } finally {
      await second.close();
    }
  });

  it('has no development clock in production', async () => {
    const production = await server(db, true);
    try {
      expect(
        (await production.inject({ method: 'GET', url: '/__dev/feed/clock' })).statusCode,
      ).toBe(404);
      expect(
        (await production.inject({ method: 'GET', url: `${LINE}/GetSportsShortZip` })).statusCode,
      ).toBe(200);
    } finally {
      await production.close();
    }
  });
});
