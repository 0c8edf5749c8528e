import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  BuildDuelResponse,
  DuelPlayersResponse,
} from '@/lib/api-contract/generated/api-types.ts';

export type DuelPlayers = DuelPlayersResponse['data'];
export type DuelPlayer = DuelPlayers['players'][number];
export type BuiltDuel = BuildDuelResponse['data'];

/** GetAvailablePlayersForDuel: the scorers of upcoming games with their expected goals. */
export const getDuelPlayers = defineEndpoint<
  { lng: string; sport?: number; champ?: number; count?: number },
  DuelPlayersResponse,
  DuelPlayers
>({
  url: '/service-api/LineFeed/GetAvailablePlayersForDuel',
  params: {
    lng: { type: 'string' },
    sport: { type: 'int' },
    champ: { type: 'int' },
    count: { type: 'int' },
  },
  transform: (raw) => raw.data,
});

/** BuildDuel: a game between two sets of players (the same sets, the same game). */
export const buildDuel = defineEndpoint<
  { team1Ids: readonly string[]; team2Ids: readonly string[]; lng: string },
  BuildDuelResponse,
  BuiltDuel
>({
  url: '/service-api/LineFeed/BuildDuel',
  method: 'POST',
  params: {
    team1Ids: { type: 'raw' },
    team2Ids: { type: 'raw' },
    lng: { type: 'string' },
  },
  transform: (raw) => raw.data,
});
