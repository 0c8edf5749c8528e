import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { VirtualProgrammeResponse } from '@/lib/api-contract/generated/api-types.ts';

export interface ProgrammeInput {
  readonly lng: string;
  readonly sports?: readonly number[];
  /** Finished rounds of each league to show (default 3). */
  readonly results?: number;
}

/** GetVirtualProgrammeZip: each virtual league's results, round under way and rounds on sale. */
export const getVirtualProgramme = defineEndpoint<
  ProgrammeInput,
  VirtualProgrammeResponse,
  VirtualProgrammeResponse['data']
>({
  url: '/service-api/LiveFeed/GetVirtualProgrammeZip',
  params: {
    lng: { type: 'string' },
    sports: { type: 'numberList' },
    results: { type: 'int' },
  },
  transform: (raw) => raw.data,
});
