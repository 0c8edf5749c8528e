import { useTranslation } from 'react-i18next';

import { MENU_SECTION, type MenuSport } from '../menu-sections';
import type { SportsbookPlace } from '../paths';
import { SportLink } from './sport-link';

/** Menu section "top sport" (10001): the stream's most played sports, above the full list. */
export function TopSports({
  sports,
  place,
  language,
}: {
  sports: readonly MenuSport[];
  place: SportsbookPlace;
  language: string;
}) {
  const { t } = useTranslation('sportsbook');
  if (sports.length === 0) return null;
  return (
    <nav
      className="sports-menu sports-menu--top"
      aria-label={t('top_sports')}
      data-menu-section={MENU_SECTION.topSport}
    >
      <h2 className="sports-menu__title">{t('top_sports')}</h2>
      <ul className="sports-menu__list">
        {sports.map((sport) => (
          <li key={sport.id}>
            <SportLink sport={sport} place={place} language={language} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
