import type { FastifyInstance } from 'fastify';

import { feedCallRegistrar, type FeedCtx, feedGames } from './feed-calls.ts';
import type { FeedService } from './feed-service.ts';
import {
  champFilter,
  champsWithCounts,
  countByChamp,
  gamesPage,
  type ListQuery,
  listView,
  resultOnly,
  sportsWithCounts,
  teamGames,
  teamsOf,
} from './lists.ts';
import {
  GLOBAL_CHAMPS,
  type GlobalChamp,
  globalChampById,
  globalChampMembers,
  globalChampName,
} from './sim/global-champs.ts';
import type { Fixture } from './sim/schedule.ts';
import type { FeedSimulator } from './sim/simulator.ts';

type GlobalQuery = ListQuery & { globalChampId: number };
type GlobalTeamsQuery = GlobalQuery & { teams: string };

const globalWire = (global: GlobalChamp, language: string) => ({
  id: global.id,
  key: global.key,
  name: globalChampName(global, language),
});

/** The global championship a query names, with its member championships in this world. */
function globalOf(sim: FeedSimulator, query: GlobalQuery) {
  const global = globalChampById.get(query.globalChampId)!;
  const members = new Set(globalChampMembers(global, sim.world.champs).map((c) => c.id));
  return { global, members };
}

/** The global championship's games of the set that pass the query. */
function gamesOf({ sim, now, mode, query }: FeedCtx<GlobalQuery>): Fixture[] {
  const { members } = globalOf(sim, query);
  return feedGames(sim, now, mode, query).filter((f) => members.has(f.champ.id));
}

const missingGlobal = ({ query }: FeedCtx<GlobalQuery>) =>
  globalChampById.has(query.globalChampId)
    ? undefined
    : `no global championship ${query.globalChampId}`;

/**
 * The global-championship calls (LineFeed/…, LiveFeed/…): a themed section's championships
 * across sports (server/feed/sim/global-champs.ts), listed and played as one.
 */
export function feedGlobalRoutes(app: FastifyInstance, feed: FeedService) {
  const { call } = feedCallRegistrar(app, feed);

  // Every global championship with its games in the set: a site's themed section finds the id
  // its key names here (a key with none is no section), and what the section has to show.
  call<ListQuery>('GlobalChamps', 'feedQuery', (ctx) => {
    const counts = countByChamp(feedGames(ctx.sim, ctx.now, ctx.mode, ctx.query));
    return [...GLOBAL_CHAMPS]
      .sort((a, b) => a.id - b.id)
      .map((global) => ({
        ...globalWire(global, ctx.language),
        count: globalChampMembers(global, ctx.sim.world.champs).reduce(
          (sum, champ) => sum + (counts.get(champ.id) ?? 0),
          0,
        ),
      }));
  });

  call<GlobalQuery>(
    'SportsByGlobalChamp',
    'globalChampQuery',
    (ctx) => ({
      globalChamp: globalWire(globalOf(ctx.sim, ctx.query).global, ctx.language),
      sports: sportsWithCounts(ctx.sim, gamesOf(ctx), ctx.language),
    }),
    missingGlobal,
  );

  call<GlobalQuery>(
    'ChampsByGlobalChamp',
    'globalChampQuery',
    (ctx) => {
      const { global, members } = globalOf(ctx.sim, ctx.query);
      const champs = ctx.sim.world.champs.filter(
        (c) => members.has(c.id) && champFilter(ctx.query)(c),
      );
      return {
        globalChamp: globalWire(global, ctx.language),
        champs: champsWithCounts(
          champs,
          countByChamp(gamesOf(ctx)),
          ctx.language,
          ctx.query.getEmpty === true,
        ),
      };
    },
    missingGlobal,
  );

  call<GlobalQuery>(
    'GamesByGlobalChamp',
    'globalChampQuery',
    (ctx) => ({
      globalChamp: globalWire(globalOf(ctx.sim, ctx.query).global, ctx.language),
      ...gamesPage(gamesOf(ctx), ctx.query, ctx.language, (f) => listView(ctx.sim, f, ctx.now)),
    }),
    missingGlobal,
  );

  call<GlobalQuery>(
    'GlobalChamp1x2',
    'globalChampQuery',
    (ctx) => ({
      globalChamp: globalWire(globalOf(ctx.sim, ctx.query).global, ctx.language),
      ...gamesPage(gamesOf(ctx), ctx.query, ctx.language, (f) =>
        resultOnly(listView(ctx.sim, f, ctx.now)),
      ),
    }),
    missingGlobal,
  );

  // A team's games within the section, line and live (live first), as on a team page.
  call<GlobalTeamsQuery>(
    'GamesByTeamGlobalChamp',
    'globalChampTeamsQuery',
    (ctx) => {
      const { sim, now, query, language } = ctx;
      const { global, members } = globalOf(sim, query);
      const teams = new Set(teamsOf(sim, query.teams).map((t) => t.id));
      const games = teamGames(sim, now, teams, query).filter((f) => members.has(f.champ.id));
      return {
        globalChamp: globalWire(global, language),
        ...gamesPage(games, query, language, (f) => listView(sim, f, now)),
      };
    },
    (ctx) => {
      const absent = missingGlobal(ctx);
      if (absent) return absent;
      const { members } = globalOf(ctx.sim, ctx.query);
      return teamsOf(ctx.sim, ctx.query.teams).some((t) => members.has(Math.floor(t.id / 100)))
        ? undefined
        : `no team of global championship ${ctx.query.globalChampId} in ${ctx.query.teams}`;
    },
  );
}
