import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildServer } from '../app.ts';
import { type Db, one } from '../db/db.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { createTestDb, testDbKinds } from '../testing/test-db.ts';
import { resultsBookOf } from './results.ts';
import { DAY_MS, dayOf } from './sim/schedule.ts';
import { FeedSimulator } from './sim/simulator.ts';
import { stateAt } from './sim/state.ts';
import type { WireGame } from './wire.ts';

const RESULTS = '/service-api/LineFeed/GetResultsZip';
const SEED = 'results-test';

type Pair = [number, number];
interface ResultGame {
  id: number;
  sportId: number;
  champId: number;
  team1: { id: number; name: string };
  team2: { id: number; name: string };
  start: number;
  end: number;
  score: { total: Pair; periods: Pair[] };
  overtime?: true;
  shootout?: true;
}
interface Results {
  data: {
    from: number;
    to: number;
    sports: { id: number; name: string; count: number }[];
    champs: { id: number; sportId: number; count: number }[];
    total: number;
    games: ResultGame[];
  };
}

/** The platform's world asked directly: the same seed, speed and density. */
const sim = new FeedSimulator({ seed: SEED, speed: 1, density: 1, horizonDays: 7, now: Date.now });
const finalOf = (id: number) => {
  const f = sim.fixture(id)!;
  const play = sim.play(f);
  return stateAt(play, f.champ.model, play.endsAt);
};

describe.each(testDbKinds())('results of finished games on %s', (kind) => {
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await createTestDb(kind);
    app = await buildServer({
      db,
      distDir: '/nonexistent',
      feed: { seed: SEED, speed: 1, density: 1, recordEveryMs: 0 },
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const results = async (query: string) => {
    const res = await get(`${RESULTS}?${query}`);
    expect(res.statusCode, query).toBe(200);
    expectContract('feed-results', 'resultsResponse', res.json());
    return res.json<Results>().data;
  };
  const clock = async () =>
    Date.parse((await get('/__dev/feed/clock')).json<{ data: { now: string } }>().data.now);
  const moveClock = (advanceMs: number) =>
    app.inject({ method: 'PUT', url: '/__dev/feed/clock', payload: { advanceMs } });
  /** Yesterday (UTC) as the window's bounds, epoch seconds. */
  const yesterday = async () => {
    const start = (dayOf(await clock()) - 1) * DAY_MS;
    return `tsFrom=${start / 1000}&tsTo=${(start + DAY_MS) / 1000 - 1}`;
  };

  it('lists every game of a past day that is over, with the final and period scores it was played to', async () => {
    const window = await yesterday();
    // A game of late yesterday may end while the call is made: it counts either way.
    const before = await clock();
    const day = await results(`${window}&count=5000&lng=en`);
    const after = await clock();
    const over = (at: number) =>
      sim
        .fixturesOfDay(dayOf(before) - 1)
        .filter((f) => sim.status(f, at) === 'finished')
        .map((f) => f.id);
    const ids = day.games.map((g) => g.id).sort((a, b) => a - b);
    expect(ids.length).toBeGreaterThan(100);
    expect(day.total).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(over(before)));
    expect(over(after)).toEqual(expect.arrayContaining(ids));
    for (const game of day.games) {
      const final = finalOf(game.id);
      expect(game.score.total, String(game.id)).toEqual(final.score);
      expect(game.score.periods, String(game.id)).toEqual(final.periods);
      expect(game.end).toBeGreaterThan(game.start);
    }
    // Sports (with their counts) and championships cover the day; the list is grouped as it pages.
    expect(day.sports.reduce((n, s) => n + s.count, 0)).toBe(day.total);
    expect(day.champs.reduce((n, c) => n + c.count, 0)).toBe(day.total);
    expect(day.sports.find((s) => s.id === 1)?.name).toBe('Football');
    const order = day.games.map((g) => day.sports.findIndex((s) => s.id === g.sportId));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // Overtime and shoot-outs are said: a hockey game level after regulation goes on.
    const hockey = day.games.filter((g) => g.sportId === 2);
    for (const game of hockey) {
      const [a, b] = game.score.total;
      expect(a).not.toBe(b);
      if (game.shootout) expect(game.overtime).toBe(true);
    }
  });

  it('narrows by sport, championship and team, and pages', async () => {
    const window = await yesterday();
    const all = await results(`${window}&count=5000`);
    const football = await results(`${window}&sports=1&count=5000`);
    expect(football.games.length).toBeGreaterThan(0);
    expect(football.games.every((g) => g.sportId === 1)).toBe(true);
    expect(football.total).toBe(all.sports.find((s) => s.id === 1)?.count);
    // The sports stay listed whatever sport is chosen; the championships are the sport's.
    expect(football.sports).toEqual(all.sports);
    expect(football.champs.every((c) => c.sportId === 1)).toBe(true);

    const champ = football.champs[0]!;
    const one = await results(`${window}&sports=1&champs=${champ.id}`);
    expect(one.total).toBe(champ.count);
    expect(one.games.every((g) => g.champId === champ.id)).toBe(true);

    const game = football.games[0]!;
    const word = game.team2.name.split(' ').sort((a, b) => b.length - a.length)[0]!;
    const found = await results(`${window}&text=${encodeURIComponent(word.toUpperCase())}`);
    expect(found.games.map((g) => g.id)).toContain(game.id);
    expect(
      found.games.every((g) =>
        `${g.team1.name}\n${g.team2.name}`.toLowerCase().includes(word.toLowerCase()),
      ),
    ).toBe(true);

    const page2 = await results(`${window}&count=10&page=2`);
    expect(page2.total).toBe(all.total);
    expect(page2.games.map((g) => g.id)).toEqual(all.games.slice(10, 20).map((g) => g.id));
  });

  it('shows a game the live feed played once it is over, with the score the feed ended it on and the one recorded for settlement', async () => {
    type Games = { data: { games: WireGame[] } };
    const next = (await get('/service-api/LineFeed/Get1x2_VZip?sports=1&count=1')).json<Games>()
      .data.games[0]!;
    const window = `tsFrom=${next.start}&tsTo=${next.start}&sports=1&count=5000`;
    await moveClock(Math.max(0, next.start * 1000 - (await clock()) + 30 * 60_000));
    const live = (await get(`/service-api/LiveFeed/GetGameZip?id=${next.id}`)).json<{
      data: WireGame;
    }>().data;
    expect(live.live).toBe(true);
    expect((await results(window)).games.map((g) => g.id)).not.toContain(next.id);

    const end = next.start * 1000 + sim.play(sim.fixture(next.id)!).endsAt * 1000;
    await moveClock(end - (await clock()) + 60_000);
    const over = (await get(`/service-api/LiveFeed/GetGameZip?id=${next.id}`)).json<{
      data: WireGame;
    }>().data;
    expect(over.finished).toBe(true);
    expect(over.score?.phase).toBe('finished');

    const result = (await results(window)).games.find((g) => g.id === next.id);
    expect(result?.score.total).toEqual(over.score?.total);
    expect(result?.score.periods).toEqual(over.score?.periods);
    expect(result?.team1).toEqual(over.team1);
    expect(result?.end).toBe(Math.ceil(end / 1000));
    const recorded = await one<{ score1: number; score2: number; periods: Pair[] }>(
      db,
      'SELECT score1, score2, periods FROM feed_results WHERE game_id = $1',
      [next.id],
    );
    expect(recorded).toEqual({
      score1: result?.score.total[0],
      score2: result?.score.total[1],
      periods: result?.score.periods,
    });
  });

  it('refuses a malformed parameter or a window it does not answer with a 400 naming it', async () => {
    const now = Math.floor((await clock()) / 1000);
    for (const [query, field] of [
      ['tsFrom=yesterday', 'tsFrom'],
      ['tsTo=-1', 'tsTo'],
      ['sports=football', 'sports'],
      ['text=%20%20', 'text'],
      [`text=${'a'.repeat(101)}`, 'text'],
      ['count=0', 'count'],
      ['limit=5', 'limit'],
      [`tsFrom=${now}&tsTo=${now - 60}`, 'tsTo'],
      [`tsFrom=${now - 9 * 86_400}&tsTo=${now}`, 'tsTo'],
      [`tsFrom=${now - 40 * 86_400}&tsTo=${now - 39 * 86_400}`, 'tsFrom'],
    ] as const) {
      const res = await get(`${RESULTS}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ errors: { detail: string }[] }>().errors[0]?.detail, query).toContain(
        field,
      );
    }
  });

  it('answers with an ETag and a cache lifetime, a 304 when the client has it, and compressed', async () => {
    const url = `${RESULTS}?${await yesterday()}&count=500`;
    const first = await get(url, { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['cache-control']).toBe('public, max-age=15');
    const again = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('the results book', () => {
  it('computes a day once: asked again, it answers the same results', () => {
    const book = resultsBookOf(sim);
    const now = Date.now();
    const from = (dayOf(now) - 2) * DAY_MS;
    const first = book.finished(from, from + DAY_MS - 1, now);
    expect(first.length).toBeGreaterThan(0);
    const again = book.finished(from, from + DAY_MS - 1, now);
    expect(again).toEqual(first);
    expect(again.every((r, i) => r === first[i])).toBe(true);
    expect(resultsBookOf(sim)).toBe(book);
  });
});
