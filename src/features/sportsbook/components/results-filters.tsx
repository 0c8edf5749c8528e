import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import type { ResultsResponse } from '@/lib/api-contract/generated/api-types.ts';

import { type DayKey, resultsHref, type ResultsPlace } from '../results-place';
import { SEARCH_MAX_LENGTH } from './sportsbook-search';

type Results = ResultsResponse['data'];

interface FilterProps {
  readonly place: ResultsPlace;
  readonly today: DayKey;
  readonly language: string;
}

/** "25.11" for a day key (spec §9: dd.MM). */
const shortDay = (day: DayKey) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;

/** Today, yesterday and the days before: links, so a day has an address and Back returns to it. */
export function ResultsDays({
  place,
  days,
  language,
}: Omit<FilterProps, 'today'> & { days: readonly DayKey[] }) {
  const { t } = useTranslation('sportsbook');
  const label = (day: DayKey, i: number) =>
    i === 0 ? t('results_today') : i === 1 ? t('results_yesterday') : shortDay(day);
  return (
    <nav className="results-days" aria-label={t('results_days')}>
      <ul className="results-days__list">
        {days.map((day, i) => (
          <li key={day}>
            <Link
              className="results-days__day"
              to={resultsHref(language, { ...place, day, champId: undefined }, days[0]!)}
              aria-current={day === place.day ? 'date' : undefined}
            >
              <time dateTime={day}>{label(day, i)}</time>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The sports that had games over that day, with how many, and "All sports". */
export function ResultsSports({
  place,
  today,
  language,
  sports,
}: FilterProps & { sports: Results['sports'] }) {
  const { t } = useTranslation('sportsbook');
  const total = sports.reduce((sum, s) => sum + s.count, 0);
  const item = (key: string, name: string, count: number, sportId?: number) => (
    <li key={key}>
      <Link
        className="sports-menu__link"
        to={resultsHref(language, { ...place, sportId, champId: undefined }, today)}
        aria-current={place.sportId === sportId ? 'page' : undefined}
      >
        <span className="sports-menu__name">{name}</span>
        <span className="sports-menu__count">{count}</span>
      </Link>
    </li>
  );
  return (
    <nav className="sports-menu results-sports" aria-label={t('sports_menu')}>
      <ul className="sports-menu__list">
        {item('all', t('all_sports'), total)}
        {sports.map((s) => item(String(s.id), s.name, s.count, s.id))}
      </ul>
    </nav>
  );
}

/** The chosen sport's championships that had games over, with how many. */
export function ResultsChamps({
  place,
  today,
  language,
  champs,
}: FilterProps & { champs: Results['champs'] }) {
  const { t } = useTranslation('sportsbook');
  const total = champs.reduce((sum, c) => sum + (c.count ?? 0), 0);
  const item = (key: string, name: string, count: number, champId?: number) => (
    <li key={key}>
      <Link
        className="results-champs__link"
        to={resultsHref(language, { ...place, champId }, today)}
        aria-current={place.champId === champId ? 'page' : undefined}
      >
        {name} <span className="results-champs__count">{count}</span>
      </Link>
    </li>
  );
  return (
    <nav className="results-champs" aria-label={t('results_champs')}>
      <ul className="results-champs__list">
        {item('all', t('results_all_champs'), total)}
        {champs.map((c) => item(String(c.id), c.name, c.count ?? 0, c.id))}
      </ul>
    </nav>
  );
}

/** A team's games of the day, whatever the sport: part of its name, any case. */
export function ResultsTeamSearch({ place, today, language }: FilterProps) {
  const { t } = useTranslation('sportsbook');
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(place.team ?? '');
  return (
    <form
      role="search"
      className="results-search"
      onSubmit={(event) => {
        event.preventDefault();
        const team = text.trim();
        void navigate(resultsHref(language, { day: place.day, ...(team ? { team } : {}) }, today));
      }}
    >
      <label htmlFor={id} className="results-search__label">
        {t('results_team_label')}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t('results_team_placeholder')}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button button--secondary">
        {t('search_submit')}
      </button>
    </form>
  );
}
