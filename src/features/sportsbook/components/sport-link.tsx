import { Link } from 'react-router';

import type { MenuSport } from '../menu-sections';
import { sportsbookPath, type SportsbookPlace } from '../paths';

/** One sport of a menu list with its count of games, marked when it is the page's sport. */
export function SportLink({
  sport,
  place,
  language,
}: {
  sport: MenuSport;
  place: SportsbookPlace;
  language: string;
}) {
  return (
    <Link
      className="sports-menu__link"
      to={sportsbookPath(language, { mode: place.mode, sportId: sport.id })}
      aria-current={place.sportId === sport.id ? 'page' : undefined}
    >
      <span className="sports-menu__name">{sport.name}</span>
      <span className="sports-menu__count">{sport.count}</span>
    </Link>
  );
}
