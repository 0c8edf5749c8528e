import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MARKET_GROUP as G, OUTCOME as T } from '../../src/lib/feed/bet-types.ts';
import { buildServer } from '../app.ts';
import type { Db } from '../db/db.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { createTestDb, testDbKinds } from '../testing/test-db.ts';
import type { WireGame } from './wire.ts';

const LINE = '/service-api/LineFeed';
const LIVE = '/service-api/LiveFeed';
const PROGRAMME = `${LIVE}/GetVirtualProgrammeZip`;
const VIRTUAL = new Set([301, 302]);
const LONG_TERM = 2999;

type Games = { data: { total: number; games: WireGame[] } };
type Sports = { data: { id: number; name: string; count: number }[] };
type Round = { start: number; status: 'line' | 'live' | 'finished'; games: WireGame[] };
type League = {
  champ: { id: number; sportId: number; name: string };
  everySeconds: number;
  rounds: Round[];
};
type Programme = { data: { now: number; leagues: League[] } };

describe.each(testDbKinds())('virtual sports and long-term events on %s', (kind) => {
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await createTestDb(kind);
    app = await buildServer({ db, distDir: '/nonexistent', feed: { seed: 'v', recordEveryMs: 0 } });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });
  const get = (url: string) => app.inject({ method: 'GET', url });
  const advance = (advanceMs: number) =>
    app.inject({ method: 'PUT', url: '/__dev/feed/clock', payload: { advanceMs } });

  it('lists virtual sports only where virtualSports=true asks, every other list without them', async () => {
    for (const set of [LINE, LIVE]) {
      const virtual = await get(`${set}/GetSportsShortZip?virtualSports=true&lng=en`);
      expectContract('feed', 'sportsShortResponse', virtual.json());
      const ids = virtual.json<Sports>().data.map((s) => s.id);
      expect(
        ids.every((id) => VIRTUAL.has(id)),
        set,
      ).toBe(true);
      const plain = (await get(`${set}/GetSportsShortZip`)).json<Sports>().data;
      expect(
        plain.some((s) => VIRTUAL.has(s.id)),
        set,
      ).toBe(false);
    }
    const sports = (
      await get(`${LINE}/GetSportsShortZip?virtualSports=true&lng=en`)
    ).json<Sports>();
    expect(sports.data.map((s) => s.name)).toEqual(['Virtual football', 'Virtual basketball']);

    const line = await get(`${LINE}/Get1x2_VZip?virtualSports=true&count=500`);
    expectContract('feed', 'gamesResponse', line.json());
    const games = line.json<Games>().data.games;
    expect(games.length).toBeGreaterThan(20);
    expect(games.every((g) => VIRTUAL.has(g.sportId) && !g.live && g.outcomes.length > 0)).toBe(
      true,
    );
    const champs = await get(`${LINE}/GetChampsZip?virtualSports=true&lng=en`);
    expectContract('feed', 'champsResponse', champs.json());
    expect(champs.json<{ data: { name: string }[] }>().data.map((c) => c.name)).toEqual([
      'Virtual football. Premier League',
      'Virtual football. Champions Cup',
      'Virtual basketball. National League',
    ]);

    const ordinary = (await get(`${LINE}/Get1x2_VZip?count=5000`)).json<Games>().data.games;
    expect(ordinary.length).toBeGreaterThan(100);
    expect(ordinary.some((g) => VIRTUAL.has(g.sportId))).toBe(false);
    const named = (await get(`${LINE}/Get1x2_VZip?sports=301&count=50`)).json<Games>().data;
    expect(named.total).toBe(0);
    const search = await get(
      `${LINE}/Web_SearchZip?text=${encodeURIComponent(games[0]!.team1.name)}`,
    );
    expect(search.json<Games>().data.games.some((g) => VIRTUAL.has(g.sportId))).toBe(false);
  });

  it('answers the programme: rounds on sale every few minutes with prices, the round under way, the results', async () => {
    const res = await get(`${PROGRAMME}?lng=en&results=2`);
    expect(res.statusCode).toBe(200);
    expectContract('feed-virtual', 'virtualProgrammeResponse', res.json());
    const { now, leagues } = res.json<Programme>().data;
    expect(leagues.map((l) => l.champ.sportId)).toEqual([301, 301, 302]);
    for (const league of leagues) {
      const onSale = league.rounds.filter((r) => r.status === 'line');
      expect(onSale.length).toBeGreaterThanOrEqual(4);
      expect(onSale[0]!.start).toBeGreaterThan(now);
      expect(onSale[0]!.start - now).toBeLessThanOrEqual(league.everySeconds);
      onSale
        .slice(1)
        .forEach((r, i) => expect(r.start - onSale[i]!.start).toBe(league.everySeconds));
      for (const round of onSale)
        expect(round.games.every((g) => g.start === round.start && g.outcomes.length > 0)).toBe(
          true,
        );
      const finished = league.rounds.filter((r) => r.status === 'finished');
      expect(finished).toHaveLength(2);
      for (const game of finished.flatMap((r) => r.games)) {
        expect(game).toMatchObject({ finished: true, outcomes: [] });
        expect(game.score?.phase).toBe('finished');
      }
      expect(league.rounds.map((r) => r.start)).toEqual(
        [...league.rounds.map((r) => r.start)].sort((a, b) => a - b),
      );
    }
    const football = await get(`${PROGRAMME}?sports=302`);
    expect(football.json<Programme>().data.leagues.map((l) => l.champ.sportId)).toEqual([302]);
    const bad = await get(`${PROGRAMME}?results=99`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('results');
  });

  it('closes a round at kick-off and plays it: live with scores and no prices, then a result', async () => {
    const first = (await get(PROGRAMME)).json<Programme>().data;
    const league = first.leagues[0]!;
    const next = league.rounds.find((r) => r.status === 'line')!;
    await advance((next.start - first.now) * 1000 + 30_000);
    const live = await get(`${LIVE}/Get1x2_VZip?virtualSports=true&count=500`);
    expectContract('feed', 'gamesResponse', live.json());
    // Two leagues may kick off together: this league's round.
    const playing = live
      .json<Games>()
      .data.games.filter((g) => g.start === next.start && g.champId === league.champ.id);
    expect(playing.map((g) => g.id).sort()).toEqual(next.games.map((g) => g.id).sort());
    expect(playing.every((g) => g.live && g.outcomes.length === 0 && g.score?.phase)).toBe(true);
    const ordinaryLive = (await get(`${LIVE}/Get1x2_VZip?count=5000`)).json<Games>().data.games;
    expect(ordinaryLive.some((g) => VIRTUAL.has(g.sportId))).toBe(false);

    // The next round kicks off when this one is over; its games and their results recorded.
    await advance(league.everySeconds * 1000);
    const game = await get(`${LIVE}/GetGameZip?id=${next.games[0]!.id}`);
    expectContract('feed', 'gameResponse', game.json());
    const over = game.json<{ data: WireGame }>().data;
    expect(over).toMatchObject({ finished: true, live: false, outcomes: [] });
    const [row] = await db.query<{ score1: number; score2: number }>(
      'SELECT score1, score2 FROM feed_results WHERE game_id = $1',
      [over.id],
    );
    expect(row).toEqual({ score1: over.score!.total[0], score2: over.score!.total[1] });
  });

  it('prices long-term events: every participant named, an outright market with a margin', async () => {
    const sports = (await get(`${LINE}/GetSportsShortZip?lng=en`)).json<Sports>().data;
    expect(sports.find((s) => s.id === LONG_TERM)).toMatchObject({ name: 'Long-term bets' });
    const list = await get(`${LINE}/Get1x2_VZip?sports=${LONG_TERM}&count=100&lng=en`);
    expectContract('feed', 'gamesResponse', list.json());
    const games = list.json<Games>().data.games;
    expect(games.length).toBeGreaterThanOrEqual(10);
    expect(games.some((g) => /^Football\. .+\. Premier League$/.test(g.champ))).toBe(true);
    expect(games.some((g) => g.champ.startsWith('Politics. '))).toBe(true);
    for (const listed of games) {
      const res = await get(`${LINE}/GetGameZip?id=${listed.id}&lng=en`);
      expectContract('feed', 'gameResponse', res.json());
      const game = res.json<{ data: WireGame }>().data;
      expect(game.team2.name).toBe('Winner');
      expect(game.participants!.length).toBeGreaterThanOrEqual(3);
      if (game.outcomes.length === 0) continue;
      expect(game.outcomes).toHaveLength(game.participants!.length);
      expect(game.outcomes.every((o) => o.g === G.outright && o.t === T.participant)).toBe(true);
      expect(game.outcomes.every((o) => game.participants![o.p! - 1] !== undefined)).toBe(true);
      expect(game.outcomes.reduce((sum, o) => sum + 1 / o.c, 0)).toBeGreaterThan(1);
    }
    const info = await get(`/service-api/v1/gameInfo?gameId=${games[0]!.id}&lng=pt`);
    expectContract('feed-main', 'gameInfoResponse', info.json());
    expect(info.json<{ data: { team2: { name: string } } }>().data.team2.name).toBe('Vencedor');
    const ru = (
      await get(`${LINE}/Get1x2_VZip?sports=${LONG_TERM}&count=100&lng=ru`)
    ).json<Games>();
    expect(ru.data.games.every((g) => g.team2.name === 'Победитель')).toBe(true);
  });

  it('gives the politics section the elections', async () => {
    const globals = await get(`${LINE}/ChampsByGlobalChamp?globalChampId=9&lng=en`);
    expectContract('feed', 'globalChampsResponse', globals.json());
    const body = globals.json<{
      data: { globalChamp: { key: string }; champs: { name: string }[] };
    }>().data;
    expect(body.globalChamp.key).toBe('politics');
    expect(body.champs.length).toBe(6);
    expect(body.champs.every((c) => c.name.startsWith('Politics. '))).toBe(true);
    const games = await get(`${LINE}/GamesByGlobalChamp?globalChampId=9&lng=en`);
    expectContract('feed', 'globalGamesResponse', games.json());
    const listed = games.json<Games>().data.games;
    expect(listed).toHaveLength(6);
    expect(listed.every((g) => g.sportId === LONG_TERM && (g.participants?.length ?? 0) >= 3)).toBe(
      true,
    );
  });

  it('records a decided long-term event: its winner, once the votes are counted', async () => {
    const { now } = (await get(PROGRAMME)).json<Programme>().data;
    const elections = (await get(`${LINE}/GamesByGlobalChamp?globalChampId=9`)).json<Games>().data
      .games;
    const first = elections.sort((a, b) => a.start - b.start)[0]!;
    // Polls close at `start`: no more prices, and nothing for a live list while the votes are counted.
    await advance((first.start - now) * 1000 + 3_600_000);
    const counting = (await get(`${LIVE}/GetGameZip?id=${first.id}`)).json<{ data: WireGame }>();
    expect(counting.data).toMatchObject({ live: true, outcomes: [] });
    expect(counting.data.winner).toBeUndefined();
    const live = (await get(`${LIVE}/Get1x2_VZip?count=5000`)).json<Games>().data.games;
    expect(live.some((g) => g.sportId === LONG_TERM)).toBe(false);
    // The count takes three hours.
    await advance(3 * 3_600_000);
    const res = await get(`${LINE}/GetGameZip?id=${first.id}&lng=en`);
    expectContract('feed', 'gameResponse', res.json());
    const game = res.json<{ data: WireGame }>().data;
    expect(game).toMatchObject({ finished: true, outcomes: [] });
    expect(game.winner).toBeGreaterThanOrEqual(1);
    expect(game.winner).toBeLessThanOrEqual(game.participants!.length);
    const [row] = await db.query<{ winner: number; sport_id: number }>(
      'SELECT winner, sport_id FROM feed_results WHERE game_id = $1',
      [first.id],
    );
    expect(row).toEqual({ winner: game.winner, sport_id: LONG_TERM });
    const catalogue = await get('/restcore/api/External/v1/Web/Sports?lng=en');
    expectContract('catalogues', 'restcoreSportsResponse', catalogue.json());
    const kinds = catalogue.json<{ data: { id: number; kind: string }[] }>().data;
    expect(kinds.filter((s) => s.kind === 'virtual').map((s) => s.id)).toEqual([301, 302, 311]);
  });
});
