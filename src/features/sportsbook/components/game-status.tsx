import { useTranslation } from 'react-i18next';

import { periodName } from '@/lib/feed/outcome-text';
import { useKickoffFormat } from '@/lib/format/use-kickoff-format';

import type { FeedGame } from '../types';

/** Sports whose clock players read in minutes (football and its kin). */
const MINUTE_CLOCK = new Set([1, 14, 4005, 8, 301]);

/**
 * When a game is: its kick-off day and time before it starts; while it is played, the minute (or
 * the period under way) and the score; "Break" and "Finished" as they come.
 */
export function GameStatus({ game }: { readonly game: FeedGame }) {
  const { t } = useTranslation('sportsbook');
  const kickoff = useKickoffFormat();
  const { score } = game;
  if (!score)
    return (
      <span className="game-status">
        <span className="game-status__day">{kickoff.day(game.start)}</span>
        <span className="game-status__time">{kickoff.time(game.start)}</span>
      </span>
    );
  const when =
    score.phase === 'finished'
      ? t('status_finished')
      : score.phase === 'break'
        ? t('status_break')
        : MINUTE_CLOCK.has(game.sportId) && score.clock !== undefined
          ? t('status_minute', { minute: Math.floor(score.clock / 60) + 1 })
          : periodName(t, game.sportId, score.period);
  return (
    <span className="game-status game-status--live">
      <span className="game-status__clock">{when}</span>
      <span className="game-status__score" dir="ltr">
        {score.total[0]}:{score.total[1]}
      </span>
    </span>
  );
}
