/** The kinds of statistics window the spec names: /{lng}/statisticpopup/{kind}/{sportId}/{id}[/{tab or season}]. */
export const STATISTICS_KINDS = [
  'game',
  'team',
  'player',
  'stage',
  'tournament',
  'rating',
  'horse',
  'graph',
  'cyber',
] as const;
export type StatisticsKind = (typeof STATISTICS_KINDS)[number];

export const GAME_TABS = ['overview', 'lineups', 'h2h', 'standings', 'last-games'] as const;
export type GameTab = (typeof GAME_TABS)[number];
export const TEAM_TABS = ['last-games', 'squad'] as const;
export type TeamTab = (typeof TEAM_TABS)[number];

/** What a statistics window shows: a kind this site answers, or a message naming what was asked. */
export type StatisticsPlace =
  | { readonly kind: 'game'; readonly sportId: number; readonly id: number; readonly tab: GameTab }
  | { readonly kind: 'team'; readonly sportId: number; readonly id: number; readonly tab: TeamTab }
  | {
      readonly kind: 'stage';
      readonly sportId: number;
      readonly id: number;
      readonly season?: number;
    }
  | { readonly kind: 'horse'; readonly sportId: number; readonly id: number }
  | {
      readonly kind: 'unavailable';
      /** The kind the address names: one of the spec's, or whatever else it said. */
      readonly asked: StatisticsKind | { readonly unknown: string };
    };

const MAX_ID = 2_147_483_647;

/** A positive id as the platform's contracts take it (statsId), else undefined. */
function idOf(segment: string | undefined): number | undefined {
  if (segment === undefined || !/^\d{1,10}$/.test(segment)) return undefined;
  const id = Number(segment);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

const oneOf = <T extends string>(values: readonly T[], value: string | undefined, fallback: T) =>
  values.find((v) => v === value) ?? fallback;

/** Where the window's path (what follows /statisticpopup/) points. */
export function statisticsPlaceOf(rest: string): StatisticsPlace {
  const [kindSegment = '', sport, idSegment, extra, ...more] = rest.split('/').filter(Boolean);
  const kind = STATISTICS_KINDS.find((k) => k === kindSegment);
  if (!kind) return { kind: 'unavailable', asked: { unknown: kindSegment } };
  const unavailable = { kind: 'unavailable', asked: kind } as const;
  const sportId = idOf(sport);
  const id = idOf(idSegment);
  if (sportId === undefined || id === undefined || more.length > 0) return unavailable;
  switch (kind) {
    case 'game':
      // An unknown tab opens the first: the window still shows the game it was opened for.
      return { kind, sportId, id, tab: oneOf(GAME_TABS, extra, 'overview') };
    case 'team':
      return { kind, sportId, id, tab: oneOf(TEAM_TABS, extra, 'last-games') };
    case 'stage': {
      const season = extra !== undefined && /^\d{1,6}$/.test(extra) ? Number(extra) : undefined;
      return season === undefined ? { kind, sportId, id } : { kind, sportId, id, season };
    }
    case 'horse':
      return { kind, sportId, id };
    default:
      // Player, tournament, rating, graph and cyber windows are not built. Cyber statistics exist
      // for sports 85, 89 and 144 only (spec §1): an allowed sport and any other say the same.
      return unavailable;
  }
}

/** The window's address: /{lng}/statisticpopup/{kind}/{sportId}/{id}[/{tab or season}]. */
export const statisticsPath = (
  language: string,
  kind: StatisticsKind,
  sportId: number,
  id: number,
  last?: string | number,
): string =>
  `/${language}/statisticpopup/${kind}/${sportId}/${id}${last === undefined ? '' : `/${last}`}`;

/** A tab's text key in the statistics dictionary (`last-games` → `stats_tab_last_games`). */
export const tabTextKey = (tab: GameTab | TeamTab): string => `stats_tab_${tab.replace('-', '_')}`;
