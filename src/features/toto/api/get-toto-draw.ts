import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { DrawResponse } from '@/lib/api-contract/generated/api-types.ts';

/** A draw's rundown (the drawId as a path segment): its events, results once settled, prizes. */
export const getTotoDraw = defineEndpoint<
  Record<string, never>,
  DrawResponse,
  DrawResponse['data']
>({
  url: '/web-api/toto/draws',
  pathParams: ['drawId'],
  transform: (raw) => raw.data,
});
