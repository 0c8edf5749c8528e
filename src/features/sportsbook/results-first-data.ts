import type { FirstDataArgs } from '@/lib/api-client/first-answers';
import type { ResultsResponse } from '@/lib/api-contract/generated/api-types.ts';

import { getResults, type ResultsInput } from './api/get-results';
import { PAGE_STEP } from './feed-limits';
import { resultsDays, resultsInput, resultsPlaceOf } from './results-place';

/** The results the page shows first, with what they were asked with (the view's own ask must match). */
export interface ResultsFirstData {
  readonly input: ResultsInput;
  readonly results: ResultsResponse['data'];
}

/**
 * The first page of the results the address names, asked by the section's loader. Days are UTC
 * days here: the platform's render does not know the player's zone (the view asks again in it).
 */
export async function resultsFirstData({
  client,
  language,
  url,
}: FirstDataArgs): Promise<ResultsFirstData | null> {
  if (url.pathname.split('/').slice(3).join('/') !== '') return null;
  const place = resultsPlaceOf(url.searchParams, resultsDays(Date.now(), false));
  const input = resultsInput(language, place, false, PAGE_STEP);
  return { input, results: await client.call(getResults, input) };
}
