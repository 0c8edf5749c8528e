import type { FastifyInstance } from 'fastify';

import { feedCallRegistrar } from './feed-calls.ts';
import type { FeedQuery } from './feed-query.ts';
import type { FeedService } from './feed-service.ts';
import { insightsOf } from './insights.ts';
import { champFilter } from './lists.ts';
import { hasTable, standingsOf } from './standings.ts';
import { champWire } from './wire.ts';

/** Tables of championships and a game's insights (LineFeed/…, LiveFeed/…), computed from play. */
export function feedStatsRoutes(app: FastifyInstance, feed: FeedService) {
  const { call } = feedCallRegistrar(app, feed);

  call('GetStageTableIds', 'feedQuery', ({ sim, query }) =>
    sim.world.champs
      .filter((c) => hasTable(c) && champFilter(query)(c))
      .map((c) => c.id)
      .sort((a, b) => a - b),
  );

  call<FeedQuery & { champ: number }>(
    'GetStageTableZip2',
    'champQuery',
    ({ sim, now, query, language }) => {
      const table = standingsOf(sim, sim.world.champById.get(query.champ)!, now);
      return {
        champ: champWire(table.champ, language),
        season: table.season,
        scoring: table.scoring,
        games: table.games,
        rows: table.rows.map(({ team, ...row }, i) => ({
          position: i + 1,
          team: { id: team.id, name: team.name },
          ...row,
        })),
      };
    },
    ({ sim, query }) => {
      const champ = sim.world.champById.get(query.champ);
      if (!champ) return `no championship ${query.champ}`;
      return hasTable(champ) ? undefined : `no table for championship ${query.champ}`;
    },
  );

  call<{ gameId: number; lng?: string }>(
    'GameInsights',
    'insightsQuery',
    ({ sim, now, query }) => insightsOf(sim, sim.fixture(query.gameId)!, now),
    ({ sim, query }) => (sim.fixture(query.gameId) ? undefined : `no game ${query.gameId}`),
  );
}
