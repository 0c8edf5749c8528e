import type { FeedMode } from './api/feed-endpoints';

/** Where a sportsbook view lives: /{lng}/{line|live}[/{sportId}[/{champId}[/{gameId}]]]. */
export interface SportsbookPlace {
  readonly mode: FeedMode;
  readonly sportId?: number;
  readonly champId?: number;
  readonly gameId?: number;
}

export const sportsbookPath = (language: string, place: SportsbookPlace): string =>
  [`/${language}/${place.mode}`, place.sportId, place.champId, place.gameId]
    .filter((part) => part !== undefined)
    .join('/');

/** The place a section path names (`1/1000/178200203` under /line): undefined parts past a bad one. */
export function placeOf(mode: FeedMode, splat: string): SportsbookPlace | undefined {
  const parts = splat.split('/').filter(Boolean);
  if (parts.length > 3) return undefined;
  const ids = parts.map((part) => (/^[1-9]\d{0,9}$/.test(part) ? Number(part) : NaN));
  if (ids.some((id) => Number.isNaN(id))) return undefined;
  const [sportId, champId, gameId] = ids;
  return { mode, sportId, champId, gameId };
}
