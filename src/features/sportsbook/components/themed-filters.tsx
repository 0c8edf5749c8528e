import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type {
  GlobalChampsResponse,
  GlobalSportsResponse,
} from '@/lib/api-contract/generated/api-types.ts';

import { themedPath, type ThemedPlace } from '../themed-sections';

type Sport = GlobalSportsResponse['data']['sports'][number];
type Champ = GlobalChampsResponse['data']['champs'][number];

function FilterLink({
  to,
  current,
  name,
  count,
}: {
  to: string;
  current: boolean;
  name: string;
  count?: number;
}) {
  return (
    <li>
      <Link className="sports-menu__link" to={to} aria-current={current ? 'page' : undefined}>
        <span className="sports-menu__name">{name}</span>{' '}
        {count !== undefined && <span className="sports-menu__count">{count}</span>}
      </Link>
    </li>
  );
}

/**
 * A themed section's filters: its sports (SportsByGlobalChamp) and championships
 * (ChampsByGlobalChamp) in the view's set, each with its games; the current one marked. A filter
 * keeps the view (line, live, tables, calendar).
 */
export function ThemedFilters({
  place,
  language,
  name,
  sports,
  champs,
}: {
  place: ThemedPlace;
  language: string;
  name: string;
  sports: readonly Sport[] | undefined;
  champs: readonly Champ[] | undefined;
}) {
  const { t } = useTranslation('sportsbook');
  const at = (sportId?: number, champId?: number) =>
    themedPath(language, { key: place.key, view: place.view, sportId, champId });
  const unfiltered = place.sportId === undefined && place.champId === undefined;
  return (
    <nav className="sports-menu themed-filters" aria-label={t('themed_filters', { name })}>
      <h2 className="sports-menu__title">{t('themed_sports')}</h2>
      <ul className="sports-menu__list themed-filters__list">
        <FilterLink
          to={at()}
          current={unfiltered}
          name={t('all_sports')}
          count={sports?.reduce((sum, s) => sum + s.count, 0)}
        />
        {sports?.map((sport) => (
          <FilterLink
            key={sport.id}
            to={at(sport.id)}
            current={place.sportId === sport.id && place.champId === undefined}
            name={sport.name}
            count={sport.count}
          />
        ))}
      </ul>
      {champs && champs.length > 0 && (
        <>
          <h2 className="sports-menu__title">{t('themed_champs')}</h2>
          <ul className="sports-menu__list themed-filters__list">
            {champs.map((champ) => (
              <FilterLink
                key={champ.id}
                to={at(champ.sportId, champ.id)}
                current={place.champId === champ.id}
                name={champ.name}
                count={place.view === 'tables' ? undefined : champ.count}
              />
            ))}
          </ul>
        </>
      )}
    </nav>
  );
}
