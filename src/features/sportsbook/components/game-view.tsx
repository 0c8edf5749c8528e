import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useLoadedSettings } from '@/config/use-settings.ts';
import type { WireOutcome } from '@/lib/feed/bet-types';
import { marketTitle } from '@/lib/feed/outcome-text';
import { usePolledCall } from '@/lib/feed/use-polled-call';
import { BettingView } from '@/lib/odds/betting-view';
import { useBettingView } from '@/lib/odds/use-betting-view';
import { useDocumentTitle } from '@/lib/use-document-title';

import { getGame } from '../api/feed-endpoints';
import { asianMarketOrder } from '../asian-columns';
import { GameListProviders } from '../hooks/price-view';
import { sportsbookPath } from '../paths';
import type { FeedGame } from '../types';
import { Chronology } from './chronology';
import { FavouriteToggle } from './favourite-toggle';
import { GameEventsFollow } from './game-events-follow';
import { GameStatus } from './game-status';
import { OddsButton } from './odds-button';
import { StatisticsLink } from './statistics-link';

/** A game's markets: outcomes grouped by period and market group, in the feed's order. */
export function marketsOf(outcomes: readonly WireOutcome[]): WireOutcome[][] {
  const markets = new Map<string, WireOutcome[]>();
  for (const o of outcomes) {
    const key = `${o.pe ?? 0}:${o.g}`;
    markets.set(key, [...(markets.get(key) ?? []), o]);
  }
  return [...markets.values()];
}

const GAME_POLL_MS = { line: 30_000, live: 2_000 };

/** The game page: teams, score and clock, every market, the chronology of play and statistics. */
export function GameView({
  gameId,
  language,
  initial,
}: {
  gameId: number;
  language: string;
  initial?: FeedGame;
}) {
  const { t } = useTranslation('sportsbook');
  const { view } = useBettingView();
  const live = initial?.live ?? true;
  const { data: game, failed } = usePolledCall(
    getGame,
    { lng: language, id: gameId, asian: view === 1 },
    GAME_POLL_MS[live ? 'live' : 'line'],
    initial,
  );
  // The tab reads as the page's heading: the two sides (the brand alone while it loads).
  const { settings } = useLoadedSettings();
  useDocumentTitle(
    game ? `${game.team1.name} – ${game.team2.name}` : '',
    settings.customizeConfig.brand,
  );
  if (!game) return <p className="sportsbook__loading">{t(failed ? 'feed_failed' : 'loading')}</p>;
  const mode = game.live ? 'live' : 'line';
  const winner = game.winner === undefined ? undefined : game.participants?.[game.winner - 1];
  return (
    <GameListProviders>
      <article className="game-view" aria-labelledby="game-title">
        <nav className="game-view__crumbs" aria-label={t('breadcrumbs')}>
          <Link to={sportsbookPath(language, { mode, sportId: game.sportId })}>{game.sport}</Link>
          <span aria-hidden="true"> / </span>
          <Link
            to={sportsbookPath(language, { mode, sportId: game.sportId, champId: game.champId })}
          >
            {game.champ}
          </Link>
        </nav>
        <header className="game-view__header">
          <h1
            id="game-title"
            className="game-view__title"
            // A long-term event's sides are the event and its market: nobody plays versus anybody.
            aria-label={
              game.participants ? undefined : `${game.team1.name} ${t('versus')} ${game.team2.name}`
            }
          >
            <span>{game.team1.name}</span>
            <span className="game-view__versus">–</span>
            <span>{game.team2.name}</span>
          </h1>
          <GameStatus game={game} />
          {game.score && game.score.periods.length > 1 && (
            <p className="game-view__periods" dir="ltr">
              {game.score.periods.map(([a, b]) => `${a}:${b}`).join(', ')}
            </p>
          )}
          <div className="game-view__actions">
            <FavouriteToggle
              kind="games"
              id={game.id}
              name={`${game.team1.name} – ${game.team2.name}`}
            />
            {!game.participants && (
              <StatisticsLink sportId={game.sportId} gameId={game.id} language={language} />
            )}
            {!game.finished && !game.participants && (
              <GameEventsFollow game={game} language={language} />
            )}
          </div>
        </header>
        {failed && (
          <p role="status" className="sportsbook__stale">
            {t('feed_failed')}
          </p>
        )}
        {game.outcomes.length === 0 ? (
          <p className="game-view__empty">
            {winner
              ? t('outright_won', { name: winner.name })
              : t(game.finished ? 'status_finished' : 'markets_none')}
          </p>
        ) : (
          <div className="markets">
            {(view === BettingView.asian
              ? asianMarketOrder(marketsOf(game.outcomes))
              : marketsOf(game.outcomes)
            ).map((market) => {
              const first = market[0]!;
              const title = marketTitle(t, first, game);
              return (
                <section key={`${first.pe ?? 0}:${first.g}`} className="market" aria-label={title}>
                  <h2 className="market__title">{title}</h2>
                  <div className={`market__outcomes market__outcomes--g${first.g}`}>
                    {market.map((o) => (
                      <OddsButton key={`${o.t}:${o.p ?? 0}`} game={game} outcome={o} labelled />
                    ))}
                  </div>
                </section>
              );
            })}
          </div>
        )}
        {game.live && <Chronology gameId={game.id} language={language} game={game} />}
      </article>
    </GameListProviders>
  );
}
