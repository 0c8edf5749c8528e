import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { StatsHeadToHeadResponse } from '@/lib/api-contract/generated/api-types.ts';

/** HeadToHead: the finished meetings of a game's two teams and who won them. */
export const getHeadToHead = defineEndpoint<
  { lng: string; gameId: number },
  StatsHeadToHeadResponse,
  StatsHeadToHeadResponse['data']
>({
  url: '/SiteService/HeadToHead',
  params: { lng: { type: 'string' }, gameId: { type: 'int' } },
  transform: (raw) => raw.data,
});
