import { useTranslation } from 'react-i18next';

import { periodName } from '@/lib/feed/outcome-text';
import { usePolledCall } from '@/lib/feed/use-polled-call';

import { getChronology } from '../api/feed-endpoints';
import type { FeedGame } from '../types';

/** The moments a player follows: scores, cards, the periods' ends (corners and points are left out). */
const SHOWN = new Set(['goal', 'card', 'red-card', 'period-end', 'shootout', 'end']);

/** Sports scored in points: every basket is not news, the periods' ends are. */
const POINT_SPORTS = new Set([3, 8, 13]);
/** Sports whose clock players read in minutes. */
const MINUTE_CLOCK = new Set([1, 14, 4005, 8, 2]);

/** What has happened in a live game, newest first. */
export function Chronology({
  gameId,
  language,
  game,
}: {
  gameId: number;
  language: string;
  game: FeedGame;
}) {
  const { t } = useTranslation('sportsbook');
  const { data } = usePolledCall(getChronology, { lng: language, gameId }, 5_000);
  const moments =
    data?.filter(
      (m) => SHOWN.has(m.kind) && !(m.kind === 'goal' && POINT_SPORTS.has(game.sportId)),
    ) ?? [];
  const minutes = MINUTE_CLOCK.has(game.sportId);
  return (
    <section className="chronology" aria-labelledby="chronology-title">
      <h2 id="chronology-title">{t('chronology')}</h2>
      {moments.length === 0 ? (
        <p>{t('chronology_none')}</p>
      ) : (
        <ol className="chronology__list">
          {moments.map((m, i) => (
            <li
              key={`${m.kind}:${m.period}:${m.clock ?? i}:${i}`}
              className={`chronology__item chronology__item--${m.kind}`}
            >
              <span className="chronology__when">
                {m.clock === undefined || !minutes
                  ? periodName(t, game.sportId, m.period)
                  : t('status_minute', { minute: Math.floor(m.clock / 60) + 1 })}
              </span>
              <span className="chronology__what">
                {t(m.kind === 'goal' && game.sportId === 5 ? 'moment_run' : `moment_${m.kind}`, {
                  period: periodName(t, game.sportId, m.period),
                  team: m.side === 2 ? game.team2.name : game.team1.name,
                })}
                {m.player && <span className="chronology__player"> · {m.player}</span>}
              </span>
              <span className="chronology__score" dir="ltr">
                {m.score[0]}:{m.score[1]}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
