import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { Pair } from '@/lib/api-contract/generated/api-types.ts';
import { outcomeKey, resultMarket, type WireOutcome } from '@/lib/feed/bet-types';
import { useKickoffFormat } from '@/lib/format/use-kickoff-format';

import { sportsbookPath } from '../paths';
import type { FeedGame } from '../types';
import { OddsButton, type PricedGame } from './odds-button';
import { PinToggle } from './pin-toggle';

/** A game as a card shows it: the slider's shape (the score is the total, the prices the result's). */
export interface CardGame extends PricedGame {
  readonly champId: number;
  readonly finished?: boolean;
  readonly score?: Pair;
  readonly outcomes: readonly WireOutcome[];
}

/** A list game as a card: its whole-game result prices (1, X, 2 or the winner's two), in order. */
export const cardOf = (game: FeedGame): CardGame => ({
  id: game.id,
  sportId: game.sportId,
  champId: game.champId,
  champ: game.champ,
  team1: game.team1,
  team2: game.team2,
  start: game.start,
  live: game.live,
  ...(game.finished ? { finished: true } : {}),
  ...(game.score ? { score: game.score.total } : {}),
  outcomes: resultMarket(game.outcomes),
});

/** Under way or over: the word and the score; before kick-off: the day and the time. */
function CardStatus({ game }: { readonly game: CardGame }) {
  const { t } = useTranslation('sportsbook');
  const kickoff = useKickoffFormat();
  if (!game.live && !game.finished)
    return (
      <span className="game-card__status">
        <span>{kickoff.day(game.start)}</span> <span>{kickoff.time(game.start)}</span>
      </span>
    );
  return (
    <span className="game-card__status game-card__status--live">
      <span>{t(game.finished ? 'status_finished' : 'card_live')}</span>{' '}
      {game.score && (
        <span className="game-card__score" dir="ltr">
          {game.score[0]}:{game.score[1]}
        </span>
      )}
    </span>
  );
}

/**
 * A game as a card (the slider, pinned and recommended games): its championship, the teams linking
 * to the game page, when it is (or its score), its result prices and a pin for the dashboard.
 */
export const GameCard = memo(function GameCard({
  game,
  language,
}: {
  readonly game: CardGame;
  readonly language: string;
}) {
  const { t } = useTranslation('sportsbook');
  const name = `${game.team1.name} – ${game.team2.name}`;
  const href = sportsbookPath(language, {
    mode: game.live ? 'live' : 'line',
    sportId: game.sportId,
    champId: game.champId,
    gameId: game.id,
  });
  return (
    <li className="game-card">
      <div className="game-card__head">
        <span className="game-card__champ">{game.champ}</span>
        <PinToggle id={game.id} name={name} />
      </div>
      <Link to={href} className="game-card__teams">
        <span className="game-card__team">{game.team1.name}</span>
        <span className="game-card__team">{game.team2.name}</span>
        <span className="visually-hidden">{t('game_open')}</span>
      </Link>
      <CardStatus game={game} />
      {game.outcomes.length > 0 && (
        <div className="game-card__odds" role="group" aria-label={t('game_prices', { game: name })}>
          {game.outcomes.map((o) => (
            <OddsButton key={outcomeKey(game.id, o)} game={game} outcome={o} labelled />
          ))}
        </div>
      )}
    </li>
  );
});

/** Cards in a wrapping grid (pinned and recommended games). */
export function CardGrid({
  games,
  language,
}: {
  readonly games: readonly CardGame[];
  readonly language: string;
}) {
  return (
    <ul className="card-grid">
      {games.map((game) => (
        <GameCard key={game.id} game={game} language={language} />
      ))}
    </ul>
  );
}
