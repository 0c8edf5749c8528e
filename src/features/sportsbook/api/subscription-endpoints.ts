import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  GameEventType,
  GameEventTypesResponse,
  GameNotificationsResponse,
  GameSubscriptionResponse,
} from '@/lib/api-contract/generated/api-types.ts';

/** Game event subscriptions (betting side §7, schemas/api/subscriptions.json). */
const SUBSCRIPTION_API = '/service-api/SubscriptionService/api';
const WEB = '/web-api/gamesubscription';

/** GetEventTypesByGameId: what the game's sport offers to follow, named in `language`. */
export const getEventTypes = defineEndpoint<
  { gameId: number; language: string },
  GameEventTypesResponse,
  GameEventTypesResponse['data']['eventTypes']
>({
  url: `${SUBSCRIPTION_API}/GetEventTypesByGameId`,
  params: { gameId: { type: 'int' }, language: { type: 'string' } },
  transform: (raw) => raw.data.eventTypes,
});

/** GetGameSubscription (player): the event types followed in the game, ascending. */
export const getGameSubscription = defineEndpoint<
  { gameId: number },
  GameSubscriptionResponse,
  GameSubscriptionResponse['data']['events']
>({
  url: `${SUBSCRIPTION_API}/GetGameSubscription`,
  method: 'POST',
  auth: true,
  params: { gameId: { type: 'int' } },
  transform: (raw) => raw.data.events,
});

/** gamesubscription/save (player): the whole list from now on; an empty one unfollows. */
export const saveGameSubscription = defineEndpoint<
  { gameId: number; events: readonly GameEventType[] },
  GameSubscriptionResponse,
  GameSubscriptionResponse['data']['events']
>({
  url: `${WEB}/save`,
  method: 'POST',
  auth: true,
  // 'raw': the request-building rules drop an empty array, and an empty list is how to unfollow.
  params: { gameId: { type: 'int' }, events: { type: 'raw' } },
  transform: (raw) => raw.data.events,
});

/** gamesubscription/notifications (player): what the followed games did after `since`, newest first. */
export const getGameNotifications = defineEndpoint<
  { since?: string; limit?: number },
  GameNotificationsResponse,
  GameNotificationsResponse['data']
>({
  url: `${WEB}/notifications`,
  auth: true,
  params: { since: { type: 'string' }, limit: { type: 'int', default: 50 } },
  transform: (raw) => raw.data,
});
