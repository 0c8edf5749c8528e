import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { StatsTeamLastGamesResponse } from '@/lib/api-contract/generated/api-types.ts';

/** statisticfeed TeamLastGames: a team's last finished games, newest first. */
export const getTeamLastGames = defineEndpoint<
  { lng: string; teamId: number; count?: number },
  StatsTeamLastGamesResponse,
  StatsTeamLastGamesResponse['data']
>({
  url: '/service-api/statisticfeed/api/v1/TeamLastGames',
  params: { lng: { type: 'string' }, teamId: { type: 'int' }, count: { type: 'int' } },
  transform: (raw) => raw.data,
});
