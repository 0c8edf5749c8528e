import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { WireGame } from '../feed/wire.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const SITE = '/SiteService';
const FEED = '/service-api/statisticfeed/api/v1';
/** Cyber football: a season in fourteen hours, a game in ten minutes. */
const CYBER = 4005000;

type Team = { id: number; name: string };
type Row = { team: Team; played: number; scored: number; form: string[] };
type Past = {
  gameId: number;
  season: number;
  start: number;
  team1: Team;
  team2: Team;
  score: [number, number];
  result?: string;
};

describe.each(testDbKinds())('statistics calls on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer(
      { distDir: '/nonexistent', feed: { seed: 'stats-route', recordEveryMs: 0 } },
      kind,
    );
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const data = async <T>(url: string, def: string) => {
    const res = await get(url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    expectContract('statistics', def, res.json());
    return res.json<{ data: T }>().data;
  };
  const table = (season?: number) =>
    data<{ season: number; rows: Row[] }>(
      `${SITE}/StageTable?champId=${CYBER}${season === undefined ? '' : `&season=${season}`}`,
      'statsStageTableResponse',
    );
  const lastGames = (teamId: number, count = 20) =>
    data<{ games: Past[] }>(
      `${FEED}/TeamLastGames?teamId=${teamId}&count=${count}`,
      'statsTeamLastGamesResponse',
    );
  const nextGame = async () => {
    const line = await get(`/service-api/LineFeed/GetChampZip?champ=${CYBER}`);
    return line.json<{ data: { games: WireGame[] } }>().data.games[0]!;
  };

  it('answers every call in its contract, with an ETag, a minute of caching and a 304', async () => {
    const game = await nextGame();
    const calls = [
      [`${SITE}/StageTable?champId=1001&lng=ru`, 'statsStageTableResponse'],
      [`${SITE}/LineUps2?gameId=${game.id}`, 'statsLineUpsResponse'],
      [`${FEED}/LineUps?gameId=${game.id}`, 'statsLineUpsResponse'],
      [`${SITE}/GetStadiumForGame_2?gameId=${game.id}&live=false`, 'statsStadiumResponse'],
      [`${SITE}/HeadToHead?gameId=${game.id}`, 'statsHeadToHeadResponse'],
      [
        `${FEED}/Game/h2h?team1Id=${game.team1.id}&team2Id=${game.team2.id}`,
        'statsHeadToHeadResponse',
      ],
      [`${SITE}/ShortPlayersInfo?gameId=${game.id}`, 'statsPlayersInfoResponse'],
      [`${FEED}/Status?gameId=${game.id}`, 'statsStatusResponse'],
      [`${FEED}/TeamLastGames?teamId=${game.team1.id}`, 'statsTeamLastGamesResponse'],
      [`${SITE}/HorsesRace?raceid=70000`, 'statsHorseRaceResponse'],
      [`${FEED}/Horse/race?horseRaceStatisticId=70000`, 'statsHorseRaceResponse'],
    ] as const;
    for (const [url, def] of calls) {
      const res = await get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expectContract('statistics', def, res.json());
      expect(res.headers['cache-control'], url).toBe('public, max-age=60');
      const etag = String(res.headers.etag);
      expect(etag, url).toMatch(/^"[\w-]{27}"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
    }
    const lineUps = await data<{ team1: { formation?: string; starting: unknown[] } }>(
      `${SITE}/LineUps2?gameId=${game.id}`,
      'statsLineUpsResponse',
    );
    expect(lineUps.team1.starting).toHaveLength(11);
    expect(lineUps.team1.formation).toMatch(/^\d-\d-\d(-\d)?$/);
    const horses = await get(`${FEED}/Horse/race?horseRaceStatisticId=70000`);
    expect(horses.json()).toEqual((await get(`${SITE}/HorsesRace?raceid=70000`)).json());
  });

  it('answers 404 for what the world does not have and 400 naming a malformed parameter', async () => {
    for (const url of [
      `${SITE}/StageTable?champId=999999`,
      `${SITE}/StageTable?champId=${CYBER}&season=999999`,
      `${SITE}/LineUps2?gameId=7`,
      `${FEED}/Status?gameId=7`,
      `${SITE}/HeadToHead?team1Id=5&team2Id=6`,
      `${SITE}/ShortPlayersInfo?teamId=5`,
      `${FEED}/TeamLastGames?teamId=5`,
      `${SITE}/HorsesRace?raceid=2000000000`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expectContract('common', 'errorResponse', res.json());
    }
    for (const [url, field] of [
      [`${SITE}/StageTable`, 'champId'],
      [`${SITE}/StageTable?champId=x`, 'champId'],
      [`${SITE}/StageTable?champId=1001&season=-1`, 'season'],
      [`${FEED}/TeamLastGames?teamId=100100&count=21`, 'count'],
      [`${SITE}/HeadToHead`, 'gameId'],
      [`${FEED}/Game/h2h?team1Id=100100`, 'team2Id'],
      [`${SITE}/ShortPlayersInfo`, 'gameId'],
      [`${SITE}/GetStadiumForGame_2?gameId=1&live=maybe`, 'live'],
      [`${SITE}/HorsesRace?raceid=0`, 'raceid'],
      [`${FEED}/Status?gameId=1&extra=1`, 'extra'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.body, url).toContain(field);
    }
  });

  it('agrees with itself: the table’s form is each team’s last games, head to head their meetings', async () => {
    const { season, rows } = await table();
    for (const row of rows.slice(0, 4)) {
      const games = (await lastGames(row.team.id)).games.filter((g) => g.season === season);
      expect(games.length).toBe(row.played);
      expect(games.slice(0, 5).map((g) => g.result)).toEqual(row.form);
    }
    const [a, b] = [rows[0]!.team, rows[1]!.team];
    const h2h = await data<{
      meetings: Past[];
      totals: { wins1: number; wins2: number; draws: number };
    }>(`${FEED}/Game/h2h?team1Id=${a.id}&team2Id=${b.id}`, 'statsHeadToHeadResponse');
    // A's last twenty games are well inside the seasons head to head looks at.
    const ofA = (await lastGames(a.id)).games;
    const oldest = ofA.at(-1)!.start;
    const inReach = h2h.meetings.filter((m) => m.start >= oldest);
    expect(inReach.length).toBeGreaterThan(0);
    expect(inReach.map((m) => m.gameId)).toEqual(
      ofA.filter((g) => g.team1.id === b.id || g.team2.id === b.id).map((g) => g.gameId),
    );
    const { wins1, wins2, draws } = h2h.totals;
    expect(wins1 + wins2 + draws).toBe(h2h.meetings.length);
  });

  it('shows a game that finishes after the clock moves in its status, the table, last games, head to head and scorers', async () => {
    const game = await nextGame();
    const clock = (await get('/__dev/feed/clock')).json<{ data: { now: string } }>().data;
    const before = await data<{ status: string }>(
      `${FEED}/Status?gameId=${game.id}`,
      'statsStatusResponse',
    );
    expect(before.status).toBe('line');
    const ahead = game.start * 1000 - Date.parse(clock.now) + 20 * 60_000;
    await app.inject({ method: 'PUT', url: '/__dev/feed/clock', payload: { advanceMs: ahead } });

    const status = await data<{ status: string; score: [number, number] }>(
      `${FEED}/Status?gameId=${game.id}`,
      'statsStatusResponse',
    );
    expect(status.status).toBe('finished');
    const last = (await lastGames(game.team1.id, 1)).games[0]!;
    expect(last).toMatchObject({ gameId: game.id, score: status.score });
    const { rows } = await table(last.season);
    const row = rows.find((r) => r.team.id === game.team1.id)!;
    expect(row.form[0]).toBe(last.result);
    const h2h = await data<{ meetings: Past[] }>(
      `${SITE}/HeadToHead?gameId=${game.id}`,
      'statsHeadToHeadResponse',
    );
    expect(h2h.meetings[0]).toMatchObject({ gameId: game.id, score: status.score });
    // Every goal of the season is some player's: the squad's goals add up to the table's.
    const players = await data<{ teams: { team: Team; players: { goals: number }[] }[] }>(
      `${SITE}/ShortPlayersInfo?teamId=${game.team1.id}`,
      'statsPlayersInfoResponse',
    );
    const current = (await table()).rows.find((r) => r.team.id === game.team1.id)!;
    expect(players.teams[0]!.players.reduce((s, p) => s + p.goals, 0)).toBe(current.scored);
  });
});
