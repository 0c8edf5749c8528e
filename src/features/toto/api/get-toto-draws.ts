import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { DrawsQuery, DrawsResponse } from '@/lib/api-contract/generated/api-types.ts';

/** The draws of a draw-game type: open ones first, a page of ten, filtered by status. */
export const getTotoDraws = defineEndpoint<DrawsQuery, DrawsResponse, DrawsResponse['data']>({
  url: '/web-api/toto/draws',
  params: {
    type: { type: 'string' },
    drawStatus: { type: 'string' },
    page: { type: 'int' },
  },
  transform: (raw) => raw.data,
});
