import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useCompactView } from '@/lib/preferences/use-compact-view';

import { sportsbookPath } from '../paths';
import type { FeedGame } from '../types';
import { FavouriteToggle } from './favourite-toggle';

export interface ChampGroup {
  readonly champId: number;
  readonly sportId: number;
  readonly name: string;
  readonly sport: string;
  readonly games: FeedGame[];
}

/** Games in the order they came, under their championship (a championship once, where it first shows). */
export function groupByChamp(games: readonly FeedGame[]): ChampGroup[] {
  const groups = new Map<number, ChampGroup>();
  for (const game of games) {
    let group = groups.get(game.champId);
    if (!group) {
      group = {
        champId: game.champId,
        sportId: game.sportId,
        name: game.champ,
        sport: game.sport,
        games: [],
      };
      groups.set(game.champId, group);
    }
    group.games.push(game);
  }
  return [...groups.values()];
}

/** A championship's heading row: its name (a link to its page) and the columns' headings. */
export function ChampHeader({
  group,
  language,
  mode,
  threeWay,
  headingId,
}: {
  group: ChampGroup;
  language: string;
  mode: 'line' | 'live';
  threeWay: boolean;
  headingId: string;
}) {
  const { t } = useTranslation('sportsbook');
  const compact = useCompactView();
  return (
    <div className="champ-block__header">
      <FavouriteToggle kind="championships" id={group.champId} name={group.name} />
      <h2 id={headingId} className="champ-block__title">
        <Link
          to={sportsbookPath(language, { mode, sportId: group.sportId, champId: group.champId })}
        >
          <span className="champ-block__sport">{group.sport}</span> {group.name}
        </Link>
      </h2>
      {/* Long-term events name each price: no columns to head. */}
      {!group.games.some((g) => g.participants) && (
        <div className="champ-block__columns" aria-hidden="true">
          <span className="champ-block__column-group">
            {(threeWay ? ['1', 'X', '2'] : ['1', '2']).map((c) => (
              <span key={c}>{c}</span>
            ))}
          </span>
          {!compact && (
            <>
              <span className="champ-block__column-group">{t('column_handicap')}</span>
              <span className="champ-block__column-group">{t('column_total')}</span>
            </>
          )}
        </div>
      )}
    </div>
  );
}
