import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { UserClaims } from '../auth/user-token.ts';
import { ref } from '../contract.ts';
import { ApiProblem } from '../errors.ts';
import type { FeedService } from '../feed/feed-service.ts';
import { DAY_MS } from '../feed/sim/schedule.ts';
import type { FeedSimulator } from '../feed/sim/simulator.ts';
import { eventKeyOf, eventNameOf, eventTypesOf } from '../subscriptions/event-types.ts';
import { notificationsOf, type Place, placeOf } from '../subscriptions/notifications.ts';
import {
  saveSubscription,
  subscribedEvents,
  subscriptionsOf,
} from '../subscriptions/subscriptions.ts';

const SUBSCRIPTION_API = '/service-api/SubscriptionService/api';
const WEB = '/web-api/gamesubscription';

/** A followed game this long after its kick-off is over for good: it leaves the player's list. */
const STALE_AFTER_MS = 2 * DAY_MS;

const notFound = (detail: string) => new ApiProblem(404, 'error_not_found', [detail]);
const badField = (pointer: string, detail: string) =>
  new ApiProblem(400, 'error_bad_request', [`${pointer}: ${detail}`]);

/**
 * Game event subscriptions (betting side §7): the event types a game's sport offers, the ones a
 * player follows in a game, saving them, and the notifications they produced — computed from the
 * simulator's play up to the feed clock, newest first, for the site to poll and toast. Calls with a
 * player answer a guest 401 before anything else, whatever was sent.
 */
export function gameSubscriptionRoutes(app: FastifyInstance, feed: FeedService) {
  const players = new WeakMap<FastifyRequest, UserClaims>();
  const signedIn = {
    preValidation: async (request: FastifyRequest) => {
      players.set(request, await app.authenticate(request));
    },
  };
  const playerOf = (request: FastifyRequest) => players.get(request)!.playerId;
  const gameOf = (sim: FeedSimulator, gameId: number) => {
    const fixture = sim.fixture(gameId);
    if (!fixture) throw notFound(`no game ${gameId}`);
    return fixture;
  };

  app.get<{ Querystring: { gameId: number; language?: string } }>(
    `${SUBSCRIPTION_API}/GetEventTypesByGameId`,
    { schema: { querystring: ref('subscriptions', 'gameEventTypesQuery') } },
    async (request) => {
      const fixture = gameOf(await feed.simulator(), request.query.gameId);
      const language = request.query.language ?? app.settingsOf(request).variant.language;
      return {
        success: true,
        data: {
          gameId: fixture.id,
          sportId: fixture.champ.sportId,
          eventTypes: eventTypesOf(fixture.champ.model).map((id) => ({
            id,
            key: eventKeyOf(id),
            name: eventNameOf(id, language),
          })),
        },
      };
    },
  );

  app.post<{ Body: { gameId: number } }>(
    `${SUBSCRIPTION_API}/GetGameSubscription`,
    { ...signedIn, schema: { body: ref('subscriptions', 'gameSubscriptionBody') } },
    async (request) => {
      const fixture = gameOf(await feed.simulator(), request.body.gameId);
      const events = await subscribedEvents(app.db, playerOf(request), fixture.id);
      return { success: true, data: { gameId: fixture.id, events } };
    },
  );

  app.post<{ Body: { gameId: number; events: number[] } }>(
    `${WEB}/save`,
    { ...signedIn, schema: { body: ref('subscriptions', 'saveSubscriptionBody') } },
    async (request) => {
      const sim = await feed.simulator();
      const fixture = gameOf(sim, request.body.gameId);
      const offered = new Set<number>(eventTypesOf(fixture.champ.model));
      const foreign = request.body.events.findIndex((type) => !offered.has(type));
      if (foreign >= 0)
        throw badField(
          `body /events/${foreign}`,
          `event type ${request.body.events[foreign]} is not one of this game's (${[...offered].join(', ')})`,
        );
      const playerId = playerOf(request);
      const now = feed.now();
      const stale = (await subscriptionsOf(app.db, playerId))
        .map((s) => s.gameId)
        .filter((id) => (sim.fixture(id)?.start ?? 0) < now - STALE_AFTER_MS);
      const events = await app.db.transaction((tx) =>
        saveSubscription(tx, {
          playerId,
          gameId: fixture.id,
          events: request.body.events,
          nowMs: now,
          stale,
        }),
      );
      return { success: true, data: { gameId: fixture.id, events } };
    },
  );

  app.get<{ Querystring: { since?: string; limit?: number; lng?: string } }>(
    `${WEB}/notifications`,
    { ...signedIn, schema: { querystring: ref('subscriptions', 'gameNotificationsQuery') } },
    async (request) => {
      const sim = await feed.simulator();
      const now = feed.now();
      const { since, limit = 50 } = request.query;
      const language = request.query.lng ?? app.settingsOf(request).variant.language;
      const subscriptions = await subscriptionsOf(app.db, playerOf(request));
      return {
        success: true,
        data: {
          now: new Date(now).toISOString(),
          notifications: notificationsOf(sim, subscriptions, {
            now,
            since: since === undefined ? undefined : sinceOf(sim, since),
            limit,
            language,
          }),
        },
      };
    },
  );
}

/** `since` as a place in the order: a notification id, or a moment (anything after it is new). */
function sinceOf(sim: FeedSimulator, since: string): Place {
  if (/^\d+-\d+$/.test(since)) {
    const place = placeOf(sim, since);
    if (!place) throw badField('query /since', `${since} is no notification id`);
    return place;
  }
  const atMs = Date.parse(since);
  if (Number.isNaN(atMs)) throw badField('query /since', `${since} is no date and time`);
  return { atMs, gameId: Number.POSITIVE_INFINITY, index: Number.POSITIVE_INFINITY };
}
