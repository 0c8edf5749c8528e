import { type ApiCall, apiCall, type FirstDataArgs } from '@/lib/api-client/first-answers';

import { getFeedChamps } from './api/get-feed-champs';
import { getFeedSports } from './api/get-feed-sports';
import { getSportChamps } from './api/get-sport-champs';
import { getStageTable } from './api/get-stage-table';
import { getTableChampIds } from './api/get-table-champ-ids';
import { centreInputs, centrePlaceOf } from './statistics-centre';

/**
 * The statistics centre's lists and table, asked by the section's loader on the app's first page
 * (the views ask the same calls with useApi and find them answered): the platform's page shows
 * the sports, the championships and the standings at once.
 */
export async function statisticsCentreFirstData({
  language,
  prefetch,
  url,
}: FirstDataArgs): Promise<null> {
  const place = centrePlaceOf(url.pathname.split('/').slice(3).join('/'));
  if (!place) return null;
  const inputs = centreInputs(language, place.sportId);
  const calls: ApiCall[] = [
    apiCall(getTableChampIds, inputs.tableIds),
    apiCall(getFeedSports, inputs.sports),
    apiCall(getFeedChamps, inputs.champs),
  ];
  if (inputs.sportChamps) calls.push(apiCall(getSportChamps, inputs.sportChamps));
  if (place.champId !== undefined)
    calls.push(apiCall(getStageTable, { lng: language, champId: place.champId }));
  await prefetch(calls);
  return null;
}
