import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { ChampsResponse } from '@/lib/api-contract/generated/api-types.ts';

/** sportSection/v1/champsBySport with getEmpty: every championship of a sport, games or not. */
export const getSportChamps = defineEndpoint<
  { lng: string; sport: number; getEmpty: true },
  ChampsResponse,
  ChampsResponse['data']
>({
  url: '/service-api/sportSection/v1/champsBySport',
  params: { lng: { type: 'string' }, sport: { type: 'int' }, getEmpty: { type: 'bool' } },
  transform: (raw) => raw.data,
});
