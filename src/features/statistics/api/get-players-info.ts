import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { StatsPlayersInfoResponse } from '@/lib/api-contract/generated/api-types.ts';

/** ShortPlayersInfo: a team's squad with this season's goals. */
export const getPlayersInfo = defineEndpoint<
  { lng: string; teamId: number },
  StatsPlayersInfoResponse,
  StatsPlayersInfoResponse['data']
>({
  url: '/SiteService/ShortPlayersInfo',
  params: { lng: { type: 'string' }, teamId: { type: 'int' } },
  transform: (raw) => raw.data,
});
