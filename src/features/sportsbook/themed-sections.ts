import type { SiteSettings } from '@/config/generated/site-settings.types.ts';

type ThemedKey = SiteSettings['modulesConfig']['themed_sections'][number];

/**
 * The themed sections that show a global championship of the platform (a tournament, a league,
 * a kind of sport): the platform's GlobalChamps call says which of them it has, and a key it does
 * not have is no page (a 404), so the platform alone decides which exist. The other themed keys
 * (home, marble, team, topgame, …) are sections of other kinds.
 */
export const GLOBAL_CHAMP_SECTIONS = [
  'cyber',
  'ufc',
  'politics',
  'champions',
  'olympics2024',
  'europa-league-2025',
  'laliga',
  'epl',
  'ipl-2025',
  'scf',
  'nhl-finals',
  'fifa-cwc-2025',
  'nba-finals',
] as const satisfies readonly ThemedKey[];

/** The section of cyber sports (sports 4000 and up), which also has a calendar. */
export const CYBER_SECTION = 'cyber';

/** What a themed page shows: the line or live list, the championships' tables, the calendar. */
export type ThemedView = 'line' | 'live' | 'tables' | 'calendar';

/** Where a themed view lives: /{lng}/{key}[/{view}[/{sportId}[/{champId}]]] (the line by default). */
export interface ThemedPlace {
  readonly key: string;
  readonly view: ThemedView;
  readonly sportId?: number;
  readonly champId?: number;
}

/** The views a section has: the calendar is the cyber section's. */
export const viewsOf = (key: string): readonly ThemedView[] =>
  key === CYBER_SECTION ? ['line', 'live', 'tables', 'calendar'] : ['line', 'live', 'tables'];

/** The place a section path names (`live/3/3000` under /nba-finals); undefined for anything else. */
export function themedPlaceOf(key: string, splat: string): ThemedPlace | undefined {
  const [view = 'line', ...rest] = splat.split('/').filter(Boolean);
  if (!(viewsOf(key) as readonly string[]).includes(view) || rest.length > 2) return undefined;
  const ids = rest.map((part) => (/^[1-9]\d{0,9}$/.test(part) ? Number(part) : NaN));
  if (ids.some((id) => Number.isNaN(id))) return undefined;
  const [sportId, champId] = ids;
  return {
    key,
    view: view as ThemedView,
    ...(sportId === undefined ? {} : { sportId }),
    ...(champId === undefined ? {} : { champId }),
  };
}

/** A themed place's address; the line with no filter is the section's own address. */
export function themedPath(language: string, place: ThemedPlace): string {
  const base = `/${language}/${place.key}`;
  const filters = [place.sportId, place.champId].filter((id) => id !== undefined);
  if (place.view === 'line' && filters.length === 0) return base;
  return [base, place.view, ...filters].join('/');
}

/** The set a view's games and filters come from: live for live, the line for the others. */
export const feedModeOf = (view: ThemedView): 'line' | 'live' =>
  view === 'live' ? 'live' : 'line';

/** The settings' themed sections this app shows as global championships, in the settings' order. */
export const enabledGlobalSections = (settings: SiteSettings): readonly string[] =>
  settings.modulesConfig.themed_sections.filter((key) =>
    (GLOBAL_CHAMP_SECTIONS as readonly string[]).includes(key),
  );
