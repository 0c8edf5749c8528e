import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { StatsStageTableResponse } from '@/lib/api-contract/generated/api-types.ts';

/** StageTable: a championship's standings (a season of it; the current one by default). */
export const getStageTable = defineEndpoint<
  { lng: string; champId: number; season?: number },
  StatsStageTableResponse,
  StatsStageTableResponse['data']
>({
  url: '/SiteService/StageTable',
  params: { lng: { type: 'string' }, champId: { type: 'int' }, season: { type: 'int' } },
  transform: (raw) => raw.data,
});
