import type { FastifyInstance } from 'fastify';

import { feedCallRegistrar, type FeedCtx, feedGames, type Mode } from './feed-calls.ts';
import type { FeedService } from './feed-service.ts';
import {
  champFilter,
  champsWithCounts,
  countByChamp,
  DASHBOARD_LIMIT,
  gamesPage,
  type ListQuery,
  listView,
  resultOnly,
  teamGames,
  teamsOf,
  topGames,
} from './lists.ts';
import { champName, sideNames, sportName } from './names.ts';
import { expressWire, topChampsWire } from './routes-top.ts';
import { champWire, gameWire } from './wire.ts';

type Live = { live?: boolean };
type MainQuery = ListQuery & Live;
type GameQuery = { gameId: number; lng?: string; cfview?: number };
type SearchQuery = { text: string; limit?: number; strict?: boolean; lng?: string } & Live;

const MAIN = '/service-api';
const SECTION = `${MAIN}/sportSection/v1`;
const MAIN_DEFS = 'feed-main#';

/** One path serves both sets: `live=true` asks for the live one (the spec names no parameter). */
const setOf = (query: Live): Mode => (query.live === true ? 'live' : 'line');

/** Games of a set whose team or championship names hold the text (as Web_SearchZip finds them). */
function search({ sim, now, mode, query, language }: FeedCtx<SearchQuery>) {
  const text = query.text.trim().toLocaleLowerCase(language);
  const hit = (name: string) => {
    const lower = name.toLocaleLowerCase(language);
    return query.strict
      ? lower.split(/[\s.]+/).includes(text) || lower === text
      : lower.includes(text);
  };
  return sim
    .games(mode, now)
    .filter((f) => hit(f.home.name) || hit(f.away.name) || hit(champName(f.champ, language)))
    .slice(0, query.limit ?? 50);
}

/**
 * The main line and live feeds (/service-api/v1/…, personalise/v1/…, sportSection/v1/…, and the
 * external topChamps): the same data as the LineFeed and LiveFeed calls at one path each, the set
 * chosen by `live`. The game calls answer any game at the live beat: one may kick off any second.
 */
export function feedMainRoutes(app: FastifyInstance, feed: FeedService) {
  const { at } = feedCallRegistrar(app, feed);

  at<MainQuery>(`${MAIN}/v1/expressDay`, setOf, `${MAIN_DEFS}mainFeedQuery`, (ctx) =>
    expressWire(ctx, ctx.query.cyberFlag === 1),
  );

  at<MainQuery>(
    `${MAIN}/personalise/v1/sliderGames`,
    setOf,
    `${MAIN_DEFS}mainFeedQuery`,
    ({ sim, now, mode, query, language }) =>
      gamesPage(
        topGames(sim, now, mode, query),
        query,
        language,
        (f) => resultOnly(listView(sim, f, now)),
        DASHBOARD_LIMIT,
      ).games.map((g) => ({
        id: g.id,
        sportId: g.sportId,
        champId: g.champId,
        champ: g.champ,
        team1: g.team1,
        team2: g.team2,
        start: g.start,
        live: g.live,
        ...(g.score ? { score: g.score.total } : {}),
        outcomes: g.outcomes,
      })),
  );

  at<GameQuery>(
    `${MAIN}/v1/gameEvents`,
    'live',
    `${MAIN_DEFS}mainGameQuery`,
    ({ sim, now, query }) => {
      const fixture = sim.fixture(query.gameId)!;
      const view = sim.view(fixture, now, { all: true, asian: query.cfview === 1 });
      return { id: query.gameId, status: view.status, outcomes: view.outcomes };
    },
    ({ sim, query }) => (sim.fixture(query.gameId) ? undefined : `no game ${query.gameId}`),
  );

  at<GameQuery>(
    `${MAIN}/v1/gameInfo`,
    'live',
    `${MAIN_DEFS}mainGameQuery`,
    ({ sim, now, query, language }) => {
      const { fixture, status, state } = listView(sim, sim.fixture(query.gameId)!, now);
      return {
        id: fixture.id,
        sportId: fixture.champ.sportId,
        sport: sportName(fixture.champ.sportId, language),
        champ: champWire(fixture.champ, language),
        team1: { id: fixture.home.id, name: sideNames(fixture, language)[0] },
        team2: { id: fixture.away.id, name: sideNames(fixture, language)[1] },
        start: Math.floor(fixture.start / 1000),
        status,
        ...(state
          ? {
              score: state.score,
              period: state.period,
              ...(state.clock === undefined ? {} : { clock: state.clock }),
            }
          : {}),
      };
    },
    ({ sim, query }) => (sim.fixture(query.gameId) ? undefined : `no game ${query.gameId}`),
  );

  at<MainQuery & { champ: number }>(
    `${SECTION}/gamesByChamp`,
    setOf,
    `${MAIN_DEFS}mainChampGamesQuery`,
    ({ sim, now, mode, query, language }) =>
      gamesPage(
        feedGames(sim, now, mode, { ...query, champs: String(query.champ) }),
        query,
        language,
        (f) => listView(sim, f, now),
      ),
    ({ sim, query }) =>
      sim.world.champById.has(query.champ) ? undefined : `no championship ${query.champ}`,
  );

  at<MainQuery & { teams: string }>(
    `${SECTION}/gamesByOpp`,
    setOf,
    `${MAIN_DEFS}mainTeamGamesQuery`,
    ({ sim, now, query, language }) => {
      const teams = new Set(teamsOf(sim, query.teams).map((t) => t.id));
      return gamesPage(teamGames(sim, now, teams, query), query, language, (f) =>
        listView(sim, f, now),
      );
    },
    ({ sim, query }) =>
      teamsOf(sim, query.teams).length > 0 ? undefined : `no team ${query.teams}`,
  );

  for (const path of [`${SECTION}/topChamps`, '/api/external/web/sportSection/v1/topChamps'])
    at<MainQuery>(path, setOf, `${MAIN_DEFS}mainFeedQuery`, topChampsWire);

  at<MainQuery & { sport: number }>(
    `${SECTION}/champsBySport`,
    setOf,
    `${MAIN_DEFS}mainSportChampsQuery`,
    ({ sim, now, mode, query, language }) => {
      const counts = countByChamp(
        feedGames(sim, now, mode, { ...query, sports: String(query.sport) }),
      );
      const champs = sim.world.champs.filter(
        (c) => c.sportId === query.sport && champFilter(query)(c),
      );
      return champsWithCounts(champs, counts, language, query.getEmpty === true);
    },
    ({ sim, query }) =>
      sim.world.sportIds.includes(query.sport) ? undefined : `no sport ${query.sport}`,
  );

  at<MainQuery>(
    `${SECTION}/sport1x2`,
    setOf,
    `${MAIN_DEFS}mainFeedQuery`,
    ({ sim, now, mode, query, language }) =>
      gamesPage(feedGames(sim, now, mode, query), query, language, (f) =>
        sim.view(f, now, { all: false, asian: query.cfview === 1 }),
      ),
  );

  at<SearchQuery>(`${SECTION}/search`, setOf, `${MAIN_DEFS}mainSearchQuery`, (ctx) => ({
    games: search(ctx).map((f) => gameWire(listView(ctx.sim, f, ctx.now), ctx.language)),
  }));
}
