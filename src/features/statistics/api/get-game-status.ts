import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { StatsStatusResponse } from '@/lib/api-contract/generated/api-types.ts';

/** statisticfeed Status: where a game is, its score by period once it has started. */
export const getGameStatus = defineEndpoint<
  { lng: string; gameId: number },
  StatsStatusResponse,
  StatsStatusResponse['data']
>({
  url: '/service-api/statisticfeed/api/v1/Status',
  params: { lng: { type: 'string' }, gameId: { type: 'int' } },
  transform: (raw) => raw.data,
});
