import { useTranslation } from 'react-i18next';

import type { StatsPlayer, StatsPlayerInfo } from '@/lib/api-contract/generated/api-types.ts';

import { ColumnHead } from './result-mark';

/**
 * Players: shirt number, name, the sport's position code and, for a squad with its season
 * (ShortPlayersInfo), whether each starts and the goals the season credits them with.
 */
export function SquadTable({
  caption,
  players,
}: {
  caption: string;
  players: readonly (StatsPlayer | StatsPlayerInfo)[];
}) {
  const { t } = useTranslation('statistics');
  const season = players.some((p) => 'goals' in p);
  return (
    <div className="statistics__table-wrap">
      <table className="statistics-table squad-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <ColumnHead short={t('stats_col_number_short')} full={t('stats_col_number')} />
            <th scope="col">{t('stats_col_player')}</th>
            <ColumnHead
              short={t('stats_col_position_code_short')}
              full={t('stats_col_position_code')}
            />
            {season && <th scope="col">{t('stats_col_role')}</th>}
            {season && <th scope="col">{t('stats_col_goals')}</th>}
          </tr>
        </thead>
        <tbody>
          {players.map((player) => (
            <tr key={player.id}>
              <td className="statistics-table__number">{player.number ?? ''}</td>
              <th scope="row">{player.name}</th>
              <td>
                <bdi dir="ltr">{player.position}</bdi>
              </td>
              {'goals' in player && (
                <>
                  <td>{t(player.starter ? 'stats_starter' : 'stats_substitute')}</td>
                  <td className="statistics-table__number">{player.goals}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
