import type { ApiClient } from '@/lib/api-client/client';
import type { FirstDataArgs } from '@/lib/api-client/first-answers';
import type {
  FeedStageTableResponse,
  GlobalChamp,
  GlobalChampListResponse,
  GlobalChampsResponse,
  GlobalGamesResponse,
  GlobalSportsResponse,
} from '@/lib/api-contract/generated/api-types.ts';

import {
  getGlobalChampList,
  getGlobalChamps,
  getGlobalGames,
  getGlobalSports,
  getStageTable,
  getStageTableIds,
  type GlobalInput,
} from './api/global-endpoints';
import { CALENDAR_DAYS, type CalendarDay, calendarDays, dayNamed } from './calendar-days';
import { LIVE_ALL, PAGE_STEP } from './feed-limits';
import { feedModeOf, type ThemedPlace, themedPlaceOf } from './themed-sections';

/** What each of a themed page's calls asks (the first data and the views ask the same). */
export const themedInputs = (language: string, globalChampId: number, place: ThemedPlace) => {
  const sports = place.sportId === undefined ? {} : { sports: [place.sportId] };
  const champs = place.champId === undefined ? {} : { champs: [place.champId] };
  return {
    sports: { lng: language, globalChampId } satisfies GlobalInput,
    // The tables view lists every championship of the section, with games to come or not.
    champs: {
      lng: language,
      globalChampId,
      ...sports,
      ...(place.view === 'tables' ? { getEmpty: true } : {}),
    } satisfies GlobalInput,
    games: (pages: number, cfview?: number): GlobalInput => ({
      lng: language,
      globalChampId,
      ...sports,
      ...champs,
      count: place.view === 'live' ? LIVE_ALL : PAGE_STEP * pages,
      ...(cfview === 1 ? { cfview } : {}),
    }),
    day: (day: CalendarDay, pages: number): GlobalInput => ({
      lng: language,
      globalChampId,
      ...sports,
      ...champs,
      tsFrom: day.from,
      tsTo: day.to,
      count: PAGE_STEP * pages,
    }),
  };
};

/** The championships of the list the tables view shows (the one filtered, else all listed). */
export const tableChamps = (place: ThemedPlace, champs: GlobalChampsResponse['data']) =>
  champs.champs.filter((c) => place.champId === undefined || c.id === place.champId);

/** GetStageTableIds of the tables view: which of the championships keep a table. */
export const tablesInput = (language: string, champs: readonly number[]) => ({
  lng: language,
  champs,
});

/** The global championship a themed section's key names on the platform, null where none. */
export async function themedSubject({
  client,
  key,
  language,
}: {
  client: ApiClient;
  key: string;
  language: string;
}): Promise<GlobalChamp | null> {
  const list = await client.call(getGlobalChampList.line, { lng: language });
  const found = list.find((global) => global.key === key);
  return found ? { id: found.id, key: found.key, name: found.name } : null;
}

/** What a themed page shows first, in the platform's page. */
export interface ThemedFirstData {
  /** Every global championship (the row of sections). */
  readonly sections?: GlobalChampListResponse['data'];
  readonly lineSports?: GlobalSportsResponse['data'];
  readonly liveSports?: GlobalSportsResponse['data'];
  readonly champs?: GlobalChampsResponse['data'];
  readonly games?: GlobalGamesResponse['data'];
  readonly tables?: readonly FeedStageTableResponse['data'][];
}

/** The themed page's first data (RegistryEntry.firstData): the view the address names. */
export async function themedFirstData({
  client,
  language,
  url,
}: FirstDataArgs): Promise<ThemedFirstData | null> {
  const [, , key = '', ...rest] = url.pathname.split('/');
  const place = themedPlaceOf(key, rest.join('/'));
  if (!place) return null;
  const sections = await client.call(getGlobalChampList.line, { lng: language });
  const global = sections.find((g) => g.key === key);
  if (!global) return null;
  const inputs = themedInputs(language, global.id, place);
  const mode = feedModeOf(place.view);
  const [lineSports, liveSports, champs] = await Promise.all([
    client.call(getGlobalSports.line, inputs.sports),
    client.call(getGlobalSports.live, inputs.sports),
    client.call(getGlobalChamps[mode], inputs.champs),
  ]);
  const base = { sections, lineSports, liveSports, champs };
  if (place.view === 'tables') {
    const wanted = tableChamps(place, champs).map((c) => c.id);
    const ids =
      wanted.length === 0 ? [] : await client.call(getStageTableIds, tablesInput(language, wanted));
    const tables = await Promise.all(
      ids.map((champ) => client.call(getStageTable, { lng: language, champ })),
    );
    return { ...base, tables };
  }
  const games =
    place.view === 'calendar'
      ? await client.call(
          getGlobalGames.line,
          inputs.day(
            dayNamed(calendarDays(Date.now(), CALENDAR_DAYS, false), url.searchParams.get('day')),
            1,
          ),
        )
      : await client.call(getGlobalGames[mode], inputs.games(1));
  return { ...base, games };
}
