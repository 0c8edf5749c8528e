import type { FastifyInstance } from 'fastify';

import { ref } from '../contract.ts';
import {
  duelGames,
  duelSides,
  duelView,
  duelWire,
  gamePlayers,
  missingForDuel,
  type PlayersQuery,
  playerWire,
} from './duels.ts';
import { storeDuel } from './duels-store.ts';
import { feedCallRegistrar } from './feed-calls.ts';
import type { FeedService } from './feed-service.ts';
import { champWire } from './wire.ts';

type BuildBody = { team1Ids: string[]; team2Ids: string[]; lng?: string };

/**
 * Duels (LineFeed/GetAvailablePlayersForDuel, LineFeed/BuildDuel): the scorers of upcoming games
 * with what the simulator expects of them, and a duel built from two sets of them — a game like
 * any other to bet on, its prices from the players' expected goals, settled on their goals.
 */
export function feedDuelRoutes(app: FastifyInstance, feed: FeedService) {
  const { at } = feedCallRegistrar(app, feed);

  at<PlayersQuery & { lng?: string }>(
    '/service-api/LineFeed/GetAvailablePlayersForDuel',
    'line',
    'feed-duels#duelPlayersQuery',
    ({ sim, now, query, language }) => {
      const games = duelGames(sim, now, query);
      return {
        games: games.map((f) => ({
          id: f.id,
          champ: champWire(f.champ, language),
          team1: { id: f.home.id, name: f.home.name },
          team2: { id: f.away.id, name: f.away.name },
          start: Math.floor(f.start / 1000),
        })),
        players: games.flatMap((f) => gamePlayers(sim, f).map((p) => playerWire(p, language))),
      };
    },
    ({ sim, query }) => missingForDuel(sim, query),
  );

  app.post<{ Body: BuildBody }>(
    '/service-api/LineFeed/BuildDuel',
    { schema: { body: ref('feed-duels', 'buildDuelBody') } },
    async (request) => {
      const sim = await feed.simulator();
      const now = feed.now();
      const language = request.body.lng ?? app.settingsOf(request).variant.language;
      const sides = duelSides(sim, now, request.body);
      const id = await storeDuel(app.db, sides);
      const view = duelView(sim, id, sides, now);
      return {
        data: {
          game: duelWire(view, language),
          team1: view.team1.map((p) => playerWire(p, language)),
          team2: view.team2.map((p) => playerWire(p, language)),
        },
      };
    },
  );
}
