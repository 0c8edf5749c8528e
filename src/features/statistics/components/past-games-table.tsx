import { useTranslation } from 'react-i18next';

import type { StatsLastGame, StatsPastGame } from '@/lib/api-contract/generated/api-types.ts';

import { formatGameTime, scoreText } from '../format-date';
import { ResultMark } from './result-mark';

/**
 * Finished games, newest first: when, who met whom, the final score and (a team's last games)
 * the result as that team saw it.
 */
export function PastGamesTable({
  caption,
  games,
}: {
  caption: string;
  games: readonly (StatsPastGame | StatsLastGame)[];
}) {
  const { t } = useTranslation('statistics');
  if (games.length === 0)
    return <p className="statistics__message">{t('stats_no_games', { what: caption })}</p>;
  const withResult = games.some((g) => 'result' in g);
  return (
    <div className="statistics__table-wrap">
      <table className="statistics-table past-games">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('stats_col_date')}</th>
            <th scope="col">{t('stats_col_match')}</th>
            <th scope="col">{t('stats_col_final_score')}</th>
            {withResult && <th scope="col">{t('stats_col_result')}</th>}
          </tr>
        </thead>
        <tbody>
          {games.map((game) => (
            <tr key={game.gameId}>
              <td>
                <bdi dir="ltr">{formatGameTime(game.start)}</bdi>
              </td>
              <th scope="row">
                {game.team1.name} – {game.team2.name}
              </th>
              <td className="statistics-table__number">
                <bdi dir="ltr">{scoreText(game.score)}</bdi>
              </td>
              {withResult && <td>{'result' in game && <ResultMark outcome={game.result} />}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
