import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { usePolledCall } from '@/lib/feed/use-polled-call';

import { getSports } from '../api/feed-endpoints';
import { sportsbookPath, type SportsbookPlace } from '../paths';

/** How often the menu's counts are asked again. */
const MENU_POLL_MS: Record<'line' | 'live', number> = { line: 60_000, live: 10_000 };

/** The sports of the line (or live) with how many games each has; the current sport marked. */
export function SportsMenu({ place, language }: { place: SportsbookPlace; language: string }) {
  const { t } = useTranslation('sportsbook');
  const { data: sports } = usePolledCall(
    getSports[place.mode],
    { lng: language },
    MENU_POLL_MS[place.mode],
  );
  return (
    <nav className="sports-menu" aria-label={t('sports_menu')}>
      <h2 className="sports-menu__title">
        {t(place.mode === 'live' ? 'live_title' : 'line_title')}
      </h2>
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
        {sports?.map((sport) => (
          <li key={sport.id}>
            <Link
              className="sports-menu__link"
              to={sportsbookPath(language, { mode: place.mode, sportId: sport.id })}
              aria-current={place.sportId === sport.id ? 'page' : undefined}
            >
              <span className="sports-menu__name">{sport.name}</span>
              <span className="sports-menu__count">{sport.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
