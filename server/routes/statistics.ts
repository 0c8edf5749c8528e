import type { FastifyInstance } from 'fastify';

import { ref } from '../contract.ts';
import { ApiProblem } from '../errors.ts';
import { AnswerCache } from '../feed/answer-cache.ts';
import { answerKey } from '../feed/feed-query.ts';
import type { FeedService } from '../feed/feed-service.ts';
import type { FeedSimulator } from '../feed/sim/simulator.ts';
import { champWire } from '../feed/wire.ts';
import { horseRace, raceExists } from '../statistics/horse-race.ts';
import { playersInfoOf } from '../statistics/player-info.ts';
import { type SeasonBook, seasonBookOf } from '../statistics/season-book.ts';
import { squadOf } from '../statistics/squads.ts';
import { stadiumOf } from '../statistics/stadium.ts';
import { drawsPossible, pointsRuleOf, seasonTableOf } from '../statistics/standings.ts';
import { headToHead, lastGamesOf } from '../statistics/team-games.ts';
import { lastGameWire, pastGameWire, squadWire, statusWire, teamWire } from '../statistics/wire.ts';

const SITE = '/SiteService';
const FEED = '/service-api/statisticfeed/api/v1';

/** Statistics change when a game ends: a browser or CDN may keep an answer a minute. */
const MAX_AGE = 60;

interface Ctx<Q> {
  readonly sim: FeedSimulator;
  readonly book: SeasonBook;
  readonly now: number;
  readonly query: Q;
  readonly language: string;
}

type Lookup<Q> = (ctx: Ctx<Q>) => string | undefined;

const required = (field: string, detail: string) =>
  new ApiProblem(400, 'error_bad_request', [`query /${field}: ${detail}`]);

/**
 * The statistics window's calls (betting side §7), answered from the simulator's own history: a
 * season's standings from its finished games, head to head, last games, line-ups, players and
 * their goals, a game's status, its venue, and horse races. Every answer has an ETag and may be
 * cached a minute; an id the world does not have is a 404.
 */
export function statisticsRoutes(app: FastifyInstance, feed: FeedService) {
  const cache = new AnswerCache();

  const call = <Q extends { lng?: string }>(
    paths: readonly string[],
    def: string,
    missing: Lookup<Q>,
    compute: (ctx: Ctx<Q>) => unknown,
  ) => {
    for (const path of paths)
      app.get(path, { schema: { querystring: ref('statistics', def) } }, async (request, reply) => {
        const sim = await feed.simulator();
        const query = request.query as Q;
        const language = query.lng ?? app.settingsOf(request).variant.language;
        const ctx = { sim, book: seasonBookOf(sim), now: feed.now(), query, language };
        const absent = missing(ctx);
        if (absent !== undefined)
          return reply
            .code(404)
            .send({ success: false, message: 'error_not_found', errors: [{ detail: absent }] });
        return cache.send(request, reply, {
          key: answerKey(path, query, language),
          // Answers follow the feed clock: recomputed at most once a second, the tag unchanged when the data is.
          version: String(Math.floor(ctx.now / 1000)),
          maxAge: MAX_AGE,
          compute: () => ({ data: compute(ctx) }),
        });
      });
  };

  // A long-term event has no sides that play: nothing to show of it here.
  const noGame = ({ sim, query }: Ctx<{ gameId?: number }>) => {
    if (query.gameId === undefined) return undefined;
    const fixture = sim.fixture(query.gameId);
    return fixture && !fixture.event ? undefined : `no game ${query.gameId}`;
  };
  const noTeam = (sim: FeedSimulator, id: number | undefined) =>
    id !== undefined && !sim.world.teamById.has(id) ? `no team ${id}` : undefined;
  const gameOf = (sim: FeedSimulator, id: number) => sim.fixture(id)!;
  const teamOf = (sim: FeedSimulator, id: number) => sim.world.teamById.get(id)!;

  call<{ champId: number; season?: number; lng?: string }>(
    [`${SITE}/StageTable`],
    'statsStageTableQuery',
    ({ sim, book, now, query }) => {
      const champ = sim.world.champById.get(query.champId);
      if (!champ) return `no championship ${query.champId}`;
      if (query.season !== undefined && query.season > book.currentSeason(champ, now))
        return `no season ${query.season} yet`;
      return undefined;
    },
    ({ sim, book, now, query, language }) => {
      const champ = sim.world.champById.get(query.champId)!;
      const table = seasonTableOf(book, champ, now, query.season);
      return {
        champ: champWire(champ, language),
        season: table.season,
        currentSeason: table.currentSeason,
        draws: drawsPossible(champ),
        pointsRule: pointsRuleOf(champ),
        rows: table.rows,
      };
    },
  );

  call<{ gameId: number; lng?: string }>(
    [`${SITE}/LineUps2`, `${FEED}/LineUps`],
    'statsGameStatisticsQuery',
    noGame,
    ({ sim, query }) => {
      const f = gameOf(sim, query.gameId);
      const seed = sim.options.seed;
      return {
        gameId: f.id,
        sportId: f.champ.sportId,
        team1: squadWire(f.home, squadOf(seed, f.home)),
        team2: squadWire(f.away, squadOf(seed, f.away)),
      };
    },
  );

  call<{ gameId: number; live?: boolean; lng?: string }>(
    [`${SITE}/GetStadiumForGame_2`],
    'statsStadiumQuery',
    noGame,
    ({ sim, query }) => {
      const f = gameOf(sim, query.gameId);
      return { gameId: f.id, teamId: f.home.id, ...stadiumOf(f.home) };
    },
  );

  type H2hQuery = { gameId?: number; team1Id?: number; team2Id?: number; lng?: string };
  call<H2hQuery>(
    [`${SITE}/HeadToHead`, `${FEED}/Game/h2h`],
    'statsHeadToHeadQuery',
    (ctx) => {
      const { query, sim } = ctx;
      if (query.gameId === undefined && query.team1Id === undefined)
        throw required('gameId', 'gameId, or team1Id and team2Id, are required');
      return noGame(ctx) ?? noTeam(sim, query.team1Id) ?? noTeam(sim, query.team2Id);
    },
    ({ sim, book, now, query }) => {
      const game = query.gameId === undefined ? undefined : gameOf(sim, query.gameId);
      const team1 = game?.home ?? teamOf(sim, query.team1Id!);
      const team2 = game?.away ?? teamOf(sim, query.team2Id!);
      const h2h = headToHead(book, team1, team2, now);
      return {
        team1: teamWire(team1),
        team2: teamWire(team2),
        seasons: h2h.seasons,
        meetings: h2h.meetings.map(pastGameWire),
        totals: h2h.totals,
      };
    },
  );

  call<{ gameId?: number; teamId?: number; lng?: string }>(
    [`${SITE}/ShortPlayersInfo`],
    'statsPlayersInfoQuery',
    (ctx) => {
      if (ctx.query.gameId === undefined && ctx.query.teamId === undefined)
        throw required('gameId', 'gameId or teamId is required');
      return noGame(ctx) ?? noTeam(ctx.sim, ctx.query.teamId);
    },
    ({ sim, book, now, query }) => {
      const game = query.gameId === undefined ? undefined : gameOf(sim, query.gameId);
      const teams = game ? [game.home, game.away] : [teamOf(sim, query.teamId!)];
      const infos = teams.map((team) => ({ team, ...playersInfoOf(book, team, now) }));
      return {
        season: infos[0]!.season,
        teams: infos.map(({ team, players }) => ({ team: teamWire(team), players })),
      };
    },
  );

  call<{ gameId: number; lng?: string }>(
    [`${FEED}/Status`],
    'statsGameStatisticsQuery',
    noGame,
    ({ sim, now, query }) => statusWire(sim, gameOf(sim, query.gameId), now),
  );

  call<{ teamId: number; count?: number; lng?: string }>(
    [`${FEED}/TeamLastGames`],
    'statsTeamLastGamesQuery',
    ({ sim, query }) => noTeam(sim, query.teamId),
    ({ sim, book, now, query }) => {
      const team = teamOf(sim, query.teamId);
      return {
        team: teamWire(team),
        games: lastGamesOf(book, team, query.count ?? 10, now).map(lastGameWire),
      };
    },
  );

  const noRace = (sim: FeedSimulator, id: number, now: number) =>
    raceExists(id, now, sim.options.horizonDays) ? undefined : `no race ${id}`;
  call<{ raceid: number; lng?: string }>(
    [`${SITE}/HorsesRace`],
    'statsSiteHorseRaceQuery',
    ({ sim, now, query }) => noRace(sim, query.raceid, now),
    ({ sim, now, query }) => horseRace(sim.options.seed, query.raceid, now),
  );
  call<{ horseRaceStatisticId: number; lng?: string }>(
    [`${FEED}/Horse/race`],
    'statsHorseRaceQuery',
    ({ sim, now, query }) => noRace(sim, query.horseRaceStatisticId, now),
    ({ sim, now, query }) => horseRace(sim.options.seed, query.horseRaceStatisticId, now),
  );
}
