import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { StageTableIdsResponse } from '@/lib/api-contract/generated/api-types.ts';

/** GetStageTableIds: the championships that keep a table (of clubs). */
export const getTableChampIds = defineEndpoint<
  { lng: string },
  StageTableIdsResponse,
  StageTableIdsResponse['data']
>({
  url: '/service-api/LineFeed/GetStageTableIds',
  params: { lng: { type: 'string' } },
  transform: (raw) => raw.data,
});
