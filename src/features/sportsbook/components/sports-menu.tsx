import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { SportsShortResponse } from '@/lib/api-contract/generated/api-types.ts';
import { usePolledCall } from '@/lib/feed/use-polled-call';
import { usePreference } from '@/lib/preferences/use-preference';

import { getSports } from '../api/feed-endpoints';
import { sortSports, topSports } from '../menu-sections';
import { sportsbookPath, type SportsbookPlace } from '../paths';
import { SportLink } from './sport-link';
import { SportSortControl } from './sport-sort';
import { TopSports } from './top-sports';

/** How often the menu's counts are asked again. */
const MENU_POLL_MS: Record<'line' | 'live', number> = { line: 60_000, live: 10_000 };

/**
 * The sports of the line (or live) with how many games each has, the current sport marked: the
 * top sports first, then all of them in the player's order (menu sections, betting side §3).
 * `initial` is the page's own answer (its first data), when the page came with one.
 */
export function SportsMenu({
  place,
  language,
  initial,
}: {
  place: SportsbookPlace;
  language: string;
  initial?: SportsShortResponse['data'];
}) {
  const { t } = useTranslation('sportsbook');
  const [sort] = usePreference('sportSort');
  const { data: sports } = usePolledCall(
    getSports[place.mode],
    { lng: language },
    MENU_POLL_MS[place.mode],
    initial,
  );
  const sorted = useMemo(
    () => (sports ? sortSports(sports, sort, language) : []),
    [sports, sort, language],
  );
  return (
    <>
      <TopSports sports={sports ? topSports(sports) : []} place={place} language={language} />
      <nav className="sports-menu" aria-label={t('sports_menu')}>
        <h2 className="sports-menu__title">
          {t(place.mode === 'live' ? 'live_title' : 'line_title')}
        </h2>
        <SportSortControl />
        <ul className="sports-menu__list">
          <li>
            <Link
              className="sports-menu__link"
              to={sportsbookPath(language, { mode: place.mode })}
              aria-current={place.sportId === undefined ? 'page' : undefined}
            >
              <span className="sports-menu__name">{t('all_sports')}</span>
              <span className="sports-menu__count">
                {sports?.reduce((sum, s) => sum + s.count, 0)}
              </span>
            </Link>
          </li>
          {sorted.map((sport) => (
            <li key={sport.id}>
              <SportLink sport={sport} place={place} language={language} />
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
