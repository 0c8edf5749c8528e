import { useTranslation } from 'react-i18next';

import type {
  VirtualLeague as League,
  VirtualRound,
} from '@/lib/api-contract/generated/api-types.ts';
import { useKickoffFormat } from '@/lib/format/use-kickoff-format';

import { isThreeWay } from '../main-columns';
import { GameRow } from './game-row';

/** "02:35" until a kick-off at `start` (epoch seconds), from the feed's clock `now` (ms). */
function Countdown({ start, now }: { start: number; now: number }) {
  const { t } = useTranslation('sportsbook');
  const left = Math.max(0, Math.ceil((start * 1000 - now) / 1000));
  const text =
    left === 0
      ? t('virtual_kickoff_now')
      : t('virtual_kickoff_in', {
          time: `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`,
        });
  return (
    <span className="virtual-round__countdown" role="timer">
      {text}
    </span>
  );
}

/** A round's games as list rows: prices before kick-off, minute and score once under way. */
function RoundGames({ round, language }: { round: VirtualRound; language: string }) {
  const threeWay = isThreeWay(round.games);
  return (
    <ul className="champ-block__games">
      {round.games.map((game) => (
        <GameRow key={game.id} game={game} language={language} threeWay={threeWay} />
      ))}
    </ul>
  );
}

/**
 * A round under a heading of its own, with its countdown while it is on sale; named with its
 * league's title too (every league has a "Round under way": landmarks' names must differ).
 */
function Round({
  round,
  title,
  now,
  language,
  leagueHeadingId,
}: {
  round: VirtualRound;
  title: string;
  now: number;
  language: string;
  leagueHeadingId: string;
}) {
  const id = `virtual-round-${round.games[0]?.id ?? round.start}`;
  return (
    <section className="virtual-round" aria-labelledby={`${leagueHeadingId} ${id}`}>
      <div className="virtual-round__header">
        <h3 id={id} className="virtual-round__title">
          {title}
        </h3>
        {round.status === 'line' && <Countdown start={round.start} now={now} />}
      </div>
      <RoundGames round={round} language={language} />
    </section>
  );
}

/** The last rounds' final scores, newest first (named with the league's title, as a round is). */
function Results({
  rounds,
  leagueHeadingId,
}: {
  rounds: readonly VirtualRound[];
  leagueHeadingId: string;
}) {
  const { t } = useTranslation('sportsbook');
  const kickoff = useKickoffFormat();
  const headingId = `${leagueHeadingId}-results`;
  return (
    <section className="virtual-results" aria-labelledby={`${leagueHeadingId} ${headingId}`}>
      <h3 id={headingId} className="virtual-round__title">
        {t('virtual_results')}
      </h3>
      {rounds.map((round) => (
        <div key={round.start} className="virtual-results__round">
          <h4 className="virtual-results__time">{kickoff.time(round.start)}</h4>
          <ul className="virtual-results__games">
            {round.games.map((game) => (
              <li key={game.id} className="virtual-results__game">
                <span className="virtual-results__team">{game.team1.name}</span>
                <span className="virtual-results__score" dir="ltr">
                  {game.score ? `${game.score.total[0]}:${game.score.total[1]}` : '—'}
                </span>
                <span className="virtual-results__team">{game.team2.name}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/**
 * A virtual league: the round under way (its scores moving), the next round with its countdown
 * and prices, the later rounds on sale folded away, and the last results.
 */
export function VirtualLeague({
  league,
  now,
  language,
}: {
  league: League;
  now: number;
  language: string;
}) {
  const { t } = useTranslation('sportsbook');
  const kickoff = useKickoffFormat();
  const live = league.rounds.filter((r) => r.status === 'live');
  const [next, ...later] = league.rounds.filter((r) => r.status === 'line');
  const results = league.rounds.filter((r) => r.status === 'finished').reverse();
  const headingId = `virtual-league-${league.champ.id}`;
  return (
    <section className="virtual-league" aria-labelledby={headingId}>
      <div className="virtual-league__header">
        <h2 id={headingId} className="virtual-league__title">
          {league.champ.name}
        </h2>
        <p className="virtual-league__every">
          {t('virtual_every', { count: Math.round(league.everySeconds / 60) })}
        </p>
      </div>
      {live.map((round) => (
        <Round
          key={round.start}
          round={round}
          title={t('virtual_live')}
          now={now}
          language={language}
          leagueHeadingId={headingId}
        />
      ))}
      {next && (
        <Round
          round={next}
          title={t('virtual_next', { time: kickoff.time(next.start) })}
          now={now}
          language={language}
          leagueHeadingId={headingId}
        />
      )}
      {later.length > 0 && (
        <details className="virtual-league__later">
          <summary>{t('virtual_later', { number: later.length })}</summary>
          {later.map((round) => (
            <Round
              key={round.start}
              round={round}
              title={t('virtual_round_at', { time: kickoff.time(round.start) })}
              now={now}
              language={language}
              leagueHeadingId={headingId}
            />
          ))}
        </details>
      )}
      {results.length > 0 && <Results rounds={results} leagueHeadingId={headingId} />}
    </section>
  );
}
