import { apiCall, type FirstDataArgs } from '@/lib/api-client/first-answers';

import { getTotoDraw } from './api/get-toto-draw';
import { getTotoDraws } from './api/get-toto-draws';
import { drawsQuery, PLAYED_TYPES, totoPlaceOf } from './toto-path';

/**
 * A type's draws or a draw's rundown, asked by the stream's loader on the app's first page (the
 * views ask the same calls with useApi and find them answered): the platform's page shows the
 * table at once instead of a loading line the table then pushed down (CLS 0.32 in the bench).
 */
export async function totoFirstData({ settings, prefetch, url }: FirstDataArgs): Promise<null> {
  const types = settings.totoConfig.draw_types.filter((type) => PLAYED_TYPES.includes(type));
  const place = totoPlaceOf(url.pathname.split('/').slice(3).join('/'), types[0]);
  if (place.kind === 'draws') await prefetch([apiCall(getTotoDraws, drawsQuery(place))]);
  if (place.kind === 'draw')
    await prefetch([apiCall(getTotoDraw, {}, { drawId: String(place.drawId) })]);
  return null;
}
