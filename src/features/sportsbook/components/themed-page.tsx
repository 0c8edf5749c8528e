import { useTranslation } from 'react-i18next';
import { useLoaderData, useParams } from 'react-router';

import { useLoadedSettings } from '@/config/use-settings.ts';
import type { GlobalChamp } from '@/lib/api-contract/generated/api-types.ts';
import { usePolledCall } from '@/lib/feed/use-polled-call';
import { useDocumentTitle } from '@/lib/use-document-title';

import { getGlobalChamps, getGlobalSports } from '../api/global-endpoints';
import { type ThemedFirstData, themedInputs } from '../themed-first-data';
import { feedModeOf, type ThemedPlace, themedPlaceOf } from '../themed-sections';
import { CouponSlot } from './coupon-slot';
import { CyberCalendar } from './cyber-calendar';
import { GlobalChampTables } from './global-champ-tables';
import { PromotedSections } from './promoted-sections';
import { ThemedFilters } from './themed-filters';
import { ThemedGames } from './themed-games';
import { ThemedTabs } from './themed-tabs';

/** How often the sports and championships (with their counts) are asked again. */
const FILTER_POLL_MS = { line: 60_000, live: 10_000 } as const;

const total = (sports: readonly { count: number }[] | undefined) =>
  sports?.reduce((sum, s) => sum + s.count, 0);

function ThemedSection({
  global,
  place,
  language,
  first,
}: {
  global: GlobalChamp;
  place: ThemedPlace;
  language: string;
  first?: ThemedFirstData;
}) {
  const { settings } = useLoadedSettings();
  useDocumentTitle(global.name, settings.customizeConfig.brand);
  const inputs = themedInputs(language, global.id, place);
  const mode = feedModeOf(place.view);
  const line = usePolledCall(
    getGlobalSports.line,
    inputs.sports,
    FILTER_POLL_MS.line,
    first?.lineSports,
  );
  const live = usePolledCall(
    getGlobalSports.live,
    inputs.sports,
    FILTER_POLL_MS.live,
    first?.liveSports,
  );
  const champs = usePolledCall(
    getGlobalChamps[mode],
    inputs.champs,
    FILTER_POLL_MS[mode],
    first?.champs,
  );
  const sports = (mode === 'live' ? live : line).data?.sports;
  return (
    <div className="sportsbook themed">
      <div className="sportsbook__menu themed-filters-column">
        <ThemedFilters
          place={place}
          language={language}
          name={global.name}
          sports={sports}
          champs={champs.data?.champs}
        />
      </div>
      <div className="sportsbook__page">
        <div className="sportsbook__toolbar">
          <h1 className="sportsbook__title">{global.name}</h1>
        </div>
        <ThemedTabs
          place={place}
          language={language}
          counts={{ line: total(line.data?.sports), live: total(live.data?.sports) }}
        />
        {place.view === 'tables' ? (
          <GlobalChampTables
            key={`${place.sportId}:${place.champId}`}
            place={place}
            language={language}
            champs={champs.data}
            initial={first?.tables}
          />
        ) : place.view === 'calendar' ? (
          <CyberCalendar
            key={`${place.sportId}:${place.champId}`}
            inputs={inputs}
            language={language}
            initial={first?.games}
          />
        ) : (
          <ThemedGames
            key={`${place.view}:${place.sportId}:${place.champId}`}
            inputs={inputs}
            mode={mode}
            language={language}
            initial={first?.games}
          />
        )}
      </div>
      <div className="sportsbook__coupon" id="coupon">
        <CouponSlot />
      </div>
    </div>
  );
}

/**
 * A themed section (account spec §2): a global championship of the platform — its title, line and
 * live with their counts, its sports and championships as filters, its games with their prices,
 * its championships' tables and, for cyber sports, a calendar — at /{lng}/{key}[/{view}[/…]].
 */
export function ThemedPage() {
  const { t } = useTranslation('sportsbook');
  const { sectionKey, first, subject } = useLoaderData<{
    sectionKey: string;
    first?: ThemedFirstData;
    subject?: GlobalChamp;
  }>();
  const { lng = '', '*': splat = '' } = useParams();
  const place = themedPlaceOf(sectionKey, splat);
  return (
    <div className="themed-page">
      <PromotedSections language={lng} current={sectionKey} initial={first?.sections} />
      {place && subject ? (
        <ThemedSection
          key={subject.id}
          global={subject}
          place={place}
          language={lng}
          first={first}
        />
      ) : (
        <p className="sportsbook__empty">{t('place_unknown')}</p>
      )}
    </div>
  );
}

// The section's loader functions (RegistryEntry.subject, firstData) come from their own module.
export { themedFirstData, themedSubject } from '../themed-first-data';
