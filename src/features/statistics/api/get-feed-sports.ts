import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { SportsShortResponse } from '@/lib/api-contract/generated/api-types.ts';

/** GetSportsShortZip (the line): the sports the feed plays, named in the language. */
export const getFeedSports = defineEndpoint<
  { lng: string },
  SportsShortResponse,
  SportsShortResponse['data']
>({
  url: '/service-api/LineFeed/GetSportsShortZip',
  params: { lng: { type: 'string' } },
  transform: (raw) => raw.data,
});
