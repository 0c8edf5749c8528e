import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { isThreeWay } from '../main-columns';
import { sportsbookPath } from '../paths';
import type { FeedGame } from '../types';
import { FavouriteToggle } from './favourite-toggle';
import { GameRow } from './game-row';

interface ChampGroup {
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

/** One championship's block: its name (a link to its page), the columns' headings, its games. */
function ChampBlock({
  group,
  language,
  mode,
}: {
  group: ChampGroup;
  language: string;
  mode: 'line' | 'live';
}) {
  const { t } = useTranslation('sportsbook');
  const threeWay = isThreeWay(group.games);
  const headingId = `champ-${group.champId}`;
  return (
    // A group, not a region: the same championship shows in the list and in search results.
    <div role="group" className="champ-block" aria-labelledby={headingId}>
      <header className="champ-block__header">
        <FavouriteToggle kind="championships" id={group.champId} name={group.name} />
        <h2 id={headingId} className="champ-block__title">
          <Link
            to={sportsbookPath(language, { mode, sportId: group.sportId, champId: group.champId })}
          >
            <span className="champ-block__sport">{group.sport}</span> {group.name}
          </Link>
        </h2>
        <div className="champ-block__columns" aria-hidden="true">
          <span className="champ-block__column-group">
            {(threeWay ? ['1', 'X', '2'] : ['1', '2']).map((c) => (
              <span key={c}>{c}</span>
            ))}
          </span>
          <span className="champ-block__column-group">{t('column_handicap')}</span>
          <span className="champ-block__column-group">{t('column_total')}</span>
        </div>
      </header>
      <ul className="champ-block__games">
        {group.games.map((game) => (
          <GameRow key={game.id} game={game} language={language} threeWay={threeWay} />
        ))}
      </ul>
    </div>
  );
}

/** Games grouped by championship. */
export function GameList({
  games,
  language,
  mode,
}: {
  games: readonly FeedGame[];
  language: string;
  mode: 'line' | 'live';
}) {
  return (
    <div className="game-list">
      {groupByChamp(games).map((group) => (
        <ChampBlock key={group.champId} group={group} language={language} mode={mode} />
      ))}
    </div>
  );
}
