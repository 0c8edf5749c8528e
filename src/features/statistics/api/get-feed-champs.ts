import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { ChampsResponse } from '@/lib/api-contract/generated/api-types.ts';

/** GetChampsZip (the line): the championships with games to come, each with its sport. */
export const getFeedChamps = defineEndpoint<
  { lng: string },
  ChampsResponse,
  ChampsResponse['data']
>({
  url: '/service-api/LineFeed/GetChampsZip',
  params: { lng: { type: 'string' } },
  transform: (raw) => raw.data,
});
