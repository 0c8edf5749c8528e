import { defineEndpoint } from '@/lib/api-client/endpoint';
import type { ResultsResponse } from '@/lib/api-contract/generated/api-types.ts';

export interface ResultsInput {
  readonly lng: string;
  /** Kick-offs from and until, epoch seconds (a day of the player's calendar). */
  readonly tsFrom: number;
  readonly tsTo: number;
  readonly sports?: readonly number[];
  readonly champs?: readonly number[];
  /** Part of a team's name. */
  readonly text?: string;
  readonly count?: number;
}

/** GetResultsZip: the games over in a window, by sport and championship, with their scores. */
export const getResults = defineEndpoint<ResultsInput, ResultsResponse, ResultsResponse['data']>({
  url: '/service-api/LineFeed/GetResultsZip',
  params: {
    lng: { type: 'string' },
    tsFrom: { type: 'int' },
    tsTo: { type: 'int' },
    sports: { type: 'numberList' },
    champs: { type: 'numberList' },
    text: { type: 'string' },
    count: { type: 'int', default: 50 },
  },
  transform: (raw) => raw.data,
});
