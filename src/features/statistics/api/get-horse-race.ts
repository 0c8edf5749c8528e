import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { StatsHorseRaceResponse } from '@/lib/api-contract/generated/api-types.ts';

/** HorsesRace: a race card, and the finishing order once it is over. */
export const getHorseRace = defineEndpoint<
  { lng: string; raceid: number },
  StatsHorseRaceResponse,
  StatsHorseRaceResponse['data']
>({
  url: '/SiteService/HorsesRace',
  params: { lng: { type: 'string' }, raceid: { type: 'int' } },
  transform: (raw) => raw.data,
});
