import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { themedPath, type ThemedPlace, type ThemedView, viewsOf } from '../themed-sections';
import { scrollIntoRow } from './scroll-into-row';

/**
 * A themed section's views as links (each an address of its own, so a view can be shared and
 * the platform renders it): the line and live with their game counts, the tables, and the
 * cyber section's calendar. The filters stay as they are.
 */
export function ThemedTabs({
  place,
  language,
  counts,
}: {
  place: ThemedPlace;
  language: string;
  counts: Partial<Record<ThemedView, number>>;
}) {
  const { t } = useTranslation('sportsbook');
  return (
    <nav className="themed-tabs" aria-label={t('themed_views')}>
      <ul className="themed-tabs__list">
        {viewsOf(place.key).map((view) => (
          <li key={view}>
            <Link
              className="themed-tabs__tab"
              to={themedPath(language, { ...place, view })}
              aria-current={place.view === view ? 'page' : undefined}
              ref={place.view === view ? scrollIntoRow : undefined}
            >
              {t(`themed_view_${view}`)}{' '}
              {counts[view] !== undefined && (
                <span className="themed-tabs__count">{counts[view]}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
