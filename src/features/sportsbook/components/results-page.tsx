import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useParams, useSearchParams } from 'react-router';

import { usePolledCall } from '@/lib/feed/use-polled-call';
import { useHydrated } from '@/lib/use-hydrated';

import { getResults } from '../api/get-results';
import { PAGE_STEP } from '../feed-limits';
import type { ResultsFirstData } from '../results-first-data';
import {
  type DayKey,
  resultsDays,
  resultsInput,
  type ResultsPlace,
  resultsPlaceOf,
} from '../results-place';
import { ResultsChamps, ResultsDays, ResultsSports, ResultsTeamSearch } from './results-filters';
import { ResultsList } from './results-list';

/** Games still finish today (and late games of yesterday): the list is asked again this often. */
const RESULTS_POLL_MS = 60_000;

function ResultsView({
  place,
  local,
  today,
  language,
  first,
}: {
  place: ResultsPlace;
  local: boolean;
  today: DayKey;
  language: string;
  first?: ResultsFirstData;
}) {
  const { t } = useTranslation('sportsbook');
  const [pages, setPages] = useState(1);
  const input = resultsInput(language, place, local, PAGE_STEP * pages);
  // The page's first data holds for the view only if it was asked for the same (UTC days on the platform).
  const initial =
    first && JSON.stringify(first.input) === JSON.stringify(input) ? first.results : undefined;
  const { data, failed } = usePolledCall(getResults, input, RESULTS_POLL_MS, initial);
  const filter = { place, today, language };
  return (
    <div className="results__body">
      <div className="results__sports">
        {data && <ResultsSports {...filter} sports={data.sports} />}
      </div>
      <div className="results__main" aria-busy={data === undefined}>
        {failed && (
          <p role="status" className="sportsbook__stale">
            {t('results_failed')}
          </p>
        )}
        {data && place.sportId !== undefined && data.champs.length > 0 && (
          <ResultsChamps {...filter} champs={data.champs} />
        )}
        {!data ? (
          !failed && <p className="sportsbook__loading">{t('loading')}</p>
        ) : data.games.length === 0 ? (
          <p className="sportsbook__empty">
            {place.team ? t('results_none_team', { text: place.team }) : t('results_none')}
          </p>
        ) : (
          <ResultsList games={data.games} language={language} />
        )}
        {data && data.total > data.games.length && (
          <button
            type="button"
            className="button button--secondary sportsbook__more"
            onClick={() => setPages((n) => n + 1)}
          >
            {t('show_more', { count: Math.min(PAGE_STEP, data.total - data.games.length) })}
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * The results stream (/{lng}/results): the games over on a day of the last week — today by
 * default, days in the player's zone once the page is the browser's — by sport and championship,
 * each with its final and period scores and its statistics window; a team's games by name. The
 * query names the place: `?day=YYYY-MM-DD&sport=&champ=&team=`.
 */
export function ResultsPage() {
  const { t } = useTranslation('sportsbook');
  const { first } = useLoaderData<{ first?: ResultsFirstData }>();
  const { lng = '', '*': splat = '' } = useParams();
  const [search] = useSearchParams();
  const local = useHydrated();
  const [now] = useState(Date.now);
  const days = resultsDays(now, local);
  if (splat !== '') return <p className="sportsbook__empty">{t('place_unknown')}</p>;
  const place = resultsPlaceOf(search, days);
  const today = days[0]!;
  return (
    <div className="results">
      <h1 className="results__title">{t('results_title')}</h1>
      <div className="results__toolbar">
        <ResultsDays place={place} days={days} language={lng} />
        <ResultsTeamSearch key={place.team ?? ''} place={place} today={today} language={lng} />
      </div>
      <ResultsView
        key={`${JSON.stringify(place)}:${local}`}
        place={place}
        local={local}
        today={today}
        language={lng}
        {...(first ? { first } : {})}
      />
    </div>
  );
}

// The section's first data (RegistryEntry.firstData) comes from its own module.
export { resultsFirstData } from '../results-first-data';
