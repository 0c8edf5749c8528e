import type { DrawsQuery, DrawStatus } from '@/lib/api-contract/generated/api-types.ts';

/** The draw-game types the platform plays; the variant offers some (totoConfig.draw_types). */
export const PLAYED_TYPES: readonly string[] = ['fifteen'];

/**
 * Where a toto address leads, after /{lng}/toto/ (the spec's draw-game route parameters):
 * `<type>` the draws of a type, `<type>/<drawStatus>[/<page>]` filtered and paged (`all` for
 * every status), `<type>/<drawId>` a draw: its rundown, coupon and results.
 */
export type TotoPlace =
  | {
      readonly kind: 'draws';
      readonly type: string;
      readonly drawStatus?: DrawStatus;
      readonly page: number;
    }
  | { readonly kind: 'draw'; readonly type: string; readonly drawId: number }
  | { readonly kind: 'unknown' };

export const DRAW_STATUSES: readonly DrawStatus[] = ['open', 'closed', 'settled', 'cancelled'];

const DIGITS = /^\d{1,9}$/;

/** The place a path after /toto/ names (empty: the first type's draws). */
export function totoPlaceOf(splat: string, firstType: string | undefined): TotoPlace {
  const [type = firstType, second, third, ...rest] = splat.split('/').filter(Boolean);
  if (!type || rest.length > 0) return { kind: 'unknown' };
  if (second === undefined) return { kind: 'draws', type, page: 1 };
  if (DIGITS.test(second) && third === undefined)
    return { kind: 'draw', type, drawId: Number(second) };
  const status = DRAW_STATUSES.find((s) => s === second);
  if (!status && second !== 'all') return { kind: 'unknown' };
  if (third !== undefined && (!DIGITS.test(third) || Number(third) < 1)) return { kind: 'unknown' };
  return {
    kind: 'draws',
    type,
    ...(status && { drawStatus: status }),
    page: third === undefined ? 1 : Number(third),
  };
}

/** What a type's draws page asks the platform (its view and the first page's loader alike). */
export const drawsQuery = (place: Extract<TotoPlace, { kind: 'draws' }>): DrawsQuery => ({
  // Only a played type is shown (PLAYED_TYPES): the contract names them.
  type: place.type as DrawsQuery['type'],
  ...(place.drawStatus && { drawStatus: place.drawStatus }),
  page: place.page,
});

/** The address of a place. */
export function totoPath(language: string, place: Exclude<TotoPlace, { kind: 'unknown' }>): string {
  const base = `/${language}/toto/${place.type}`;
  if (place.kind === 'draw') return `${base}/${place.drawId}`;
  if (!place.drawStatus && place.page === 1) return base;
  return `${base}/${place.drawStatus ?? 'all'}${place.page > 1 ? `/${place.page}` : ''}`;
}

const two = (n: number) => String(n).padStart(2, '0');

/** A kick-off or closing time as "dd.MM.yyyy HH:mm" in the browser's zone (digits read alike). */
export function formatDrawTime(epochSeconds: number): string {
  const d = new Date(epochSeconds * 1000);
  return `${two(d.getDate())}.${two(d.getMonth() + 1)}.${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`;
}
