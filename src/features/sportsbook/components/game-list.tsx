import { lazyPiece } from '@/lib/lazy-piece/lazy-piece';

import { GameListProviders } from '../hooks/price-view';
import { isThreeWay } from '../main-columns';
import type { FeedGame } from '../types';
import { type ChampGroup, ChampHeader, groupByChamp } from './champ-header';
import { GameRow } from './game-row';

/** Only long lists (all of live) need the virtualiser: the line's pages of 50 load none of it. */
const VirtualGameList = lazyPiece('/src/features/sportsbook/components/virtual-game-list.tsx', () =>
  import('./virtual-game-list').then((m) => m.VirtualGameList),
);

/** One championship's block: its heading row and its games. */
function ChampBlock({
  group,
  language,
  mode,
}: {
  group: ChampGroup;
  language: string;
  mode: 'line' | 'live';
}) {
  const threeWay = isThreeWay(group.games);
  const headingId = `champ-${group.champId}`;
  return (
    // A group, not a region: the same championship shows in the list and in search results.
    <div role="group" className="champ-block" aria-labelledby={headingId}>
      <ChampHeader
        group={group}
        language={language}
        mode={mode}
        threeWay={threeWay}
        headingId={headingId}
      />
      <ul className="champ-block__games">
        {group.games.map((game) => (
          <GameRow key={game.id} game={game} language={language} threeWay={threeWay} />
        ))}
      </ul>
    </div>
  );
}

/** Past this many games the list renders only what is on screen (VirtualGameList). */
const VIRTUAL_FROM = 120;

/** Games grouped by championship; a long list (all of live) renders only what is on screen. */
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
    <GameListProviders>
      {games.length > VIRTUAL_FROM ? (
        <VirtualGameList groups={groupByChamp(games)} language={language} mode={mode} />
      ) : (
        <div className="game-list">
          {groupByChamp(games).map((group) => (
            <ChampBlock key={group.champId} group={group} language={language} mode={mode} />
          ))}
        </div>
      )}
    </GameListProviders>
  );
}
