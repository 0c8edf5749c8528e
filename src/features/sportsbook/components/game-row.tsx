import { memo, type Ref, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { WireOutcome } from '@/lib/feed/bet-types';
import { useCompactView } from '@/lib/preferences/use-compact-view';

import { mainColumns } from '../main-columns';
import { sportsbookPath } from '../paths';
import type { FeedGame } from '../types';
import { FavouriteToggle } from './favourite-toggle';
import { GameStatus } from './game-status';
import { OddsButton } from './odds-button';
import { OutrightPrices } from './outright-prices';

interface GameRowProps {
  readonly game: FeedGame;
  readonly language: string;
  readonly threeWay: boolean;
  /** In a virtual list: the row's measuring ref and its index there. */
  readonly ref?: Ref<HTMLLIElement>;
  readonly index?: number;
}

function Cell({ game, outcome }: { game: FeedGame; outcome: WireOutcome | undefined }) {
  return outcome ? (
    <OddsButton game={game} outcome={outcome} />
  ) : (
    <span className="odds odds--empty" aria-hidden="true">
      —
    </span>
  );
}

/**
 * A game in a list: when (or the minute and score), the teams linking to the game page, and its
 * main prices in the list's columns (a long-term event: its event and market, and its favourites
 * by name); only a game whose data changed renders again (memo over the structurally shared
 * answer).
 */
export const GameRow = memo(function GameRow({
  game,
  language,
  threeWay,
  ref,
  index,
}: GameRowProps) {
  const { t } = useTranslation('sportsbook');
  const compact = useCompactView();
  const teams = `${game.team1.name} – ${game.team2.name}`;
  // A live row renders again on every poll: its fixed texts are built once.
  const [open, prices] = useMemo(
    () => [t('game_open'), t('game_prices', { game: teams })],
    [t, teams],
  );
  const mode = game.live ? 'live' : 'line';
  const href = sportsbookPath(language, {
    mode,
    sportId: game.sportId,
    champId: game.champId,
    gameId: game.id,
  });
  return (
    <li
      className={compact ? 'game-row game-row--compact' : 'game-row'}
      ref={ref}
      data-index={index}
    >
      <FavouriteToggle kind="games" id={game.id} name={teams} />
      <GameStatus game={game} />
      <Link to={href} className="game-row__teams">
        <span className="game-row__team">{game.team1.name}</span>
        <span className="game-row__team">{game.team2.name}</span>
        <span className="visually-hidden">{open}</span>
      </Link>
      <div className="game-row__odds" role="group" aria-label={prices}>
        {game.participants ? (
          <OutrightPrices game={game} />
        ) : (
          <MainPrices game={game} threeWay={threeWay} compact={compact} />
        )}
      </div>
    </li>
  );
});

/**
 * A match's main prices in the list's columns: the result, a handicap pair and a total pair (in
 * the compact view the result alone).
 */
function MainPrices({
  game,
  threeWay,
  compact,
}: {
  game: FeedGame;
  threeWay: boolean;
  compact: boolean;
}) {
  const columns = mainColumns(game.outcomes, threeWay);
  const result = (
    <div className="game-row__market">
      {columns.result.map((o, i) => (
        <Cell key={`r${i}`} game={game} outcome={o} />
      ))}
    </div>
  );
  if (compact) return result;
  return (
    <>
      {result}
      <div className="game-row__market game-row__market--pair">
        {columns.handicap.map((o, i) => (
          <Cell key={`h${i}`} game={game} outcome={o} />
        ))}
      </div>
      <div className="game-row__market game-row__market--pair">
        {columns.total.map((o, i) => (
          <Cell key={`t${i}`} game={game} outcome={o} />
        ))}
      </div>
    </>
  );
}
