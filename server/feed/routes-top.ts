import type { FastifyInstance } from 'fastify';

import { expressOfDay, isoDay } from './express.ts';
import { feedCallRegistrar, type FeedCtx, feedGames } from './feed-calls.ts';
import { type FeedQuery, fixtureFilter, idSet } from './feed-query.ts';
import type { FeedService } from './feed-service.ts';
import {
  champFilter,
  champsWithCounts,
  countByChamp,
  DASHBOARD_LIMIT,
  gamesPage,
  type ListQuery,
  listView,
  teamGames,
  teamsOf,
  topGames,
} from './lists.ts';
import type { Fixture } from './sim/schedule.ts';
import { gameWire } from './wire.ts';

const LIVE = '/service-api/LiveFeed';

/** The express of the day as the express calls answer it. */
export const expressWire = ({ sim, now, mode, language }: FeedCtx<FeedQuery>, cyber: boolean) => {
  const express = expressOfDay(sim, now, mode, cyber);
  return {
    day: isoDay(express.day),
    price: express.price,
    selections: express.selections.map(({ view, outcome }) => ({
      game: gameWire(view, language),
      outcome,
    })),
  };
};

/** The top championships of a set with their game counts (empty ones with `getEmpty`). */
export const topChampsWire = ({ sim, now, mode, query, language }: FeedCtx<ListQuery>) => {
  const counts = countByChamp(feedGames(sim, now, mode, { ...query, top: true }));
  const champs = sim.world.champs.filter((c) => c.plan.top === true && champFilter(query)(c));
  return champsWithCounts(champs, counts, language, query.getEmpty === true);
};

/**
 * The top lists (top games, the dashboard, top championships), the express of the day, the
 * favourites page and a team's games (LineFeed/…, LiveFeed/…).
 */
export function feedTopRoutes(app: FastifyInstance, feed: FeedService) {
  const { call, at } = feedCallRegistrar(app, feed);

  call('GetTopGamesStatZip', 'feedQuery', ({ sim, now, mode, query, language }) =>
    gamesPage(
      topGames(sim, now, mode, query),
      query,
      language,
      (f) => listView(sim, f, now),
      DASHBOARD_LIMIT,
    ),
  );

  // The dashboard never shows more than its limit, whatever a page size asks.
  call('TopGamesStatDashbord', 'feedQuery', ({ sim, now, mode, query, language }) =>
    gamesPage(
      topGames(sim, now, mode, query),
      { ...query, count: Math.min(query.count ?? DASHBOARD_LIMIT, DASHBOARD_LIMIT) },
      language,
      (f) => listView(sim, f, now),
    ),
  );

  call('WebGetTopChampsZip', 'feedQuery', topChampsWire);

  call('GetExpressDayExtendedZip', 'feedQuery', (ctx) => expressWire(ctx, false));
  call('GetCyberExpressDayExtendedZip', 'feedQuery', (ctx) => expressWire(ctx, true));
  at(`${LIVE}/GetLiveExpressExtendedZip`, 'live', 'feedQuery', (ctx) => expressWire(ctx, false));
  at(`${LIVE}/GetCyberExpressExtendedZip`, 'live', 'feedQuery', (ctx) => expressWire(ctx, true));

  // Favourites may name games long over or gone: those that exist come, any status, the rest not.
  call<FeedQuery & { games?: string }>(
    'GetFavoritesZip',
    'favoritesFeedQuery',
    ({ sim, now, query, language }) => {
      const filters = { ...query, champs: undefined };
      const byId = [...(idSet(query.games) ?? [])].flatMap((id) => {
        const f = sim.fixture(id);
        return f ? [f] : [];
      });
      const champs = idSet(query.champs);
      const ofChamps = champs
        ? (['live', 'line'] as const).flatMap((mode) =>
            feedGames(sim, now, mode, filters).filter((f) => champs.has(f.champ.id)),
          )
        : [];
      const games = new Map<number, Fixture>();
      for (const f of [...byId.filter(fixtureFilter(filters)), ...ofChamps]) games.set(f.id, f);
      return {
        games: [...games.values()]
          .sort((a, b) => a.start - b.start || a.id - b.id)
          .map((f) => gameWire(listView(sim, f, now), language)),
      };
    },
  );

  call<FeedQuery & { teams: string }>(
    'GetGamesTeamZip',
    'teamGamesQuery',
    ({ sim, now, query, language }) => {
      const teams = new Set(teamsOf(sim, query.teams).map((t) => t.id));
      return gamesPage(teamGames(sim, now, teams, query), query, language, (f) =>
        listView(sim, f, now),
      );
    },
    ({ sim, query }) =>
      teamsOf(sim, query.teams).length > 0 ? undefined : `no team ${query.teams}`,
  );
}
