import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { StatsLineUpsResponse } from '@/lib/api-contract/generated/api-types.ts';

/** LineUps2: each side's starters and bench. */
export const getLineUps = defineEndpoint<
  { lng: string; gameId: number },
  StatsLineUpsResponse,
  StatsLineUpsResponse['data']
>({
  url: '/SiteService/LineUps2',
  params: { lng: { type: 'string' }, gameId: { type: 'int' } },
  transform: (raw) => raw.data,
});
