import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { Champ } from '@/lib/api-contract/generated/api-types.ts';

import { sportsbookPath, type SportsbookPlace } from '../paths';

/** A sport's leagues with Asian lines and their game counts: all of them, or one, at a click. */
export function AsianLeaguesNav({
  place,
  language,
  leagues,
}: {
  place: SportsbookPlace & { sportId: number };
  language: string;
  leagues: readonly Champ[];
}) {
  const { t } = useTranslation('sportsbook');
  const { mode, sportId } = place;
  const all = leagues.reduce((sum, l) => sum + (l.count ?? 0), 0);
  const items = [
    { id: undefined, name: t('asian_all_leagues'), count: all },
    ...leagues.map((l) => ({ id: l.id, name: l.name, count: l.count ?? 0 })),
  ];
  return (
    <nav className="asian-leagues" aria-label={t('asian_leagues')}>
      <ul className="asian-leagues__list">
        {items.map(({ id, name, count }) => (
          <li key={id ?? 0}>
            <Link
              className="asian-leagues__link"
              to={sportsbookPath(language, { mode, sportId, champId: id })}
              aria-current={place.champId === id ? 'page' : undefined}
            >
              <span>{name}</span>
              <span className="asian-leagues__count">{count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
