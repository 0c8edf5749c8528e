import type { SportSort } from '@/lib/preferences/preference-keys';

/** The spec's menu section ids (betting side §3): the sort control, the top sports, play. */
export const MENU_SECTION = { sportSort: 10000, topSport: 10001, play: 10002 } as const;

/** How many sports the top section holds: the menu's list below has them all. */
export const TOP_SPORTS = 5;

export interface MenuSport {
  readonly id: number;
  readonly name: string;
  readonly count: number;
}

/** Most games first; the feed's order (ids) between equals, so the list does not jump. */
const byCount = (a: MenuSport, b: MenuSport) => b.count - a.count || a.id - b.id;

/**
 * The stream's top sports: the first of the platform's own ranking (the order GetSportsShortZip
 * answers in — football first, not whichever sport plays the most short games), when there are
 * more sports than the section shows (with fewer it would only repeat the list under it).
 */
export function topSports(sports: readonly MenuSport[], size = TOP_SPORTS): MenuSport[] {
  return sports.length > size ? sports.slice(0, size) : [];
}

const collators = new Map<string, Intl.Collator>();

/** One collator a language: making one costs more than sorting a hundred names with it. */
function collatorOf(language: string): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language, { sensitivity: 'base' });
    collators.set(language, collator);
  }
  return collator;
}

/** The full list in the player's order: by popularity (games) or by name in the page's language. */
export function sortSports(
  sports: readonly MenuSport[],
  sort: SportSort,
  language: string,
): MenuSport[] {
  if (sort === 'popular') return [...sports].sort(byCount);
  const collator = collatorOf(language);
  return [...sports].sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}
