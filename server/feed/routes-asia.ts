import type { FastifyInstance } from 'fastify';

import { feedCallRegistrar, feedGames } from './feed-calls.ts';
import type { FeedQuery } from './feed-query.ts';
import type { FeedService } from './feed-service.ts';
import {
  asianView,
  champFilter,
  champsWithCounts,
  countByChamp,
  DASHBOARD_LIMIT,
  gamesPage,
  hasAsianLines,
  type ListQuery,
  sportsWithCounts,
  topGames,
} from './lists.ts';
import type { FeedSimulator } from './sim/simulator.ts';
import { gameWire } from './wire.ts';

/** Every Asian game carries all its lines: a page is kept to what one answer can price quickly. */
const ASIAN_PAGE_MAX = 200;

type LeaguesQuery = ListQuery & { sport: number };
type GamesQuery = FeedQuery & { league?: number; sport?: number };

const asianSport = (sim: FeedSimulator, sportId: number) =>
  sim.world.champs.some((c) => c.sportId === sportId && hasAsianLines(c));

const asianLeague = (sim: FeedSimulator, champId: number) => {
  const champ = sim.world.champById.get(champId);
  return champ && hasAsianLines(champ) ? champ : undefined;
};

/**
 * The Asian view (LineFeed/Asia/…, LiveFeed/Asia/…, Asia_GetTopGamesStatZip): sports priced in
 * goals, whose games carry the result and every Asian handicap and total line (quarter, whole and
 * half lines); sports without such lines are not in it.
 */
export function feedAsiaRoutes(app: FastifyInstance, feed: FeedService) {
  const { call } = feedCallRegistrar(app, feed);

  call('Asia/AsiaGetSports', 'feedQuery', ({ sim, now, mode, query, language }) =>
    sportsWithCounts(
      sim,
      feedGames(sim, now, mode, query).filter((f) => hasAsianLines(f.champ)),
      language,
    ),
  );

  call<LeaguesQuery>(
    'Asia/AsiaGetLeagues',
    'asiaLeaguesQuery',
    ({ sim, now, mode, query, language }) => {
      const counts = countByChamp(
        feedGames(sim, now, mode, { ...query, sports: String(query.sport) }),
      );
      const champs = sim.world.champs.filter(
        (c) => c.sportId === query.sport && hasAsianLines(c) && champFilter(query)(c),
      );
      return champsWithCounts(champs, counts, language, query.getEmpty === true);
    },
    ({ sim, query }) =>
      asianSport(sim, query.sport) ? undefined : `no sport with Asian lines ${query.sport}`,
  );

  call<GamesQuery>(
    'Asia/AsiaGetGames',
    'asiaGamesQuery',
    ({ sim, now, mode, query, language }) => {
      const games = feedGames(sim, now, mode, query).filter(
        (f) =>
          hasAsianLines(f.champ) &&
          (query.league === undefined || f.champ.id === query.league) &&
          (query.sport === undefined || f.champ.sportId === query.sport),
      );
      const count = Math.min(query.count ?? 50, ASIAN_PAGE_MAX);
      return gamesPage(games, { ...query, count }, language, (f) => asianView(sim, f, now));
    },
    ({ sim, query }) => {
      if (query.league !== undefined && !asianLeague(sim, query.league))
        return `no championship with Asian lines ${query.league}`;
      if (query.sport !== undefined && !asianSport(sim, query.sport))
        return `no sport with Asian lines ${query.sport}`;
      return undefined;
    },
  );

  call<{ id: number; lng?: string }>(
    'Asia/AsiaGetGame',
    'asiaGameQuery',
    ({ sim, now, query, language }) =>
      gameWire(asianView(sim, sim.fixture(query.id)!, now), language),
    ({ sim, query }) => {
      const f = sim.fixture(query.id);
      if (!f) return `no game ${query.id}`;
      return hasAsianLines(f.champ) ? undefined : `no Asian lines for game ${query.id}`;
    },
  );

  call('Asia_GetTopGamesStatZip', 'feedQuery', ({ sim, now, mode, query, language }) => {
    const games = topGames(sim, now, mode, query).filter((f) => hasAsianLines(f.champ));
    const count = Math.min(query.count ?? DASHBOARD_LIMIT, ASIAN_PAGE_MAX);
    return gamesPage(games, { ...query, count }, language, (f) => asianView(sim, f, now));
  });
}
