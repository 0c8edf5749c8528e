import type { FastifyInstance } from 'fastify';

import { seasonBookOf } from '../statistics/season-book.ts';
import { drawsPossible, hasTable, seasonTableOf } from '../statistics/standings.ts';
import { feedCallRegistrar } from './feed-calls.ts';
import type { FeedQuery } from './feed-query.ts';
import type { FeedService } from './feed-service.ts';
import { insightsOf } from './insights.ts';
import { champFilter } from './lists.ts';
import { champWire } from './wire.ts';

/**
 * Tables of championships and a game's insights (LineFeed/…, LiveFeed/…): the statistics' own
 * season book and table (server/statistics), in the feed's wire shape, so the feed and the
 * statistics window never disagree.
 */
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
      const champ = sim.world.champById.get(query.champ)!;
      const table = seasonTableOf(seasonBookOf(sim), champ, now);
      return {
        champ: champWire(champ, language),
        season: table.season,
        scoring: drawsPossible(champ) ? 'points' : 'wins',
        games: table.finished.length,
        rows: table.rows.map((row) => ({
          position: row.position,
          team: row.team,
          played: row.played,
          won: row.won,
          drawn: row.drawn,
          lost: row.lost,
          goalsFor: row.scored,
          goalsAgainst: row.conceded,
          points: row.points,
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
    ({ sim, now, query }) => insightsOf(seasonBookOf(sim), sim.fixture(query.gameId)!, now),
    // A long-term event has no sides that play: no form, no meetings.
    ({ sim, query }) => {
      const fixture = sim.fixture(query.gameId);
      return fixture && !fixture.event ? undefined : `no game ${query.gameId}`;
    },
  );
}
