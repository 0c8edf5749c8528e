import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { StatsStageTableResponse } from '@/lib/api-contract/generated/api-types.ts';

import { ColumnHead, FormMarks } from './result-mark';

type Table = StatsStageTableResponse['data'];

/**
 * A season's standings: position, team, games, results, score, difference, points and form. The
 * drawn column only where a game can end level; `mine` marks the teams the window is about;
 * `teamLink` makes each team's name a link (the statistics centre's to the team's window).
 */
export function StandingsTable({
  table,
  mine = [],
  teamLink,
}: {
  table: Table;
  mine?: readonly number[];
  teamLink?: (team: Table['rows'][number]['team']) => ReactNode;
}) {
  const { t } = useTranslation('statistics');
  const head = (key: string) => (
    <ColumnHead short={t(`stats_col_${key}_short`)} full={t(`stats_col_${key}`)} />
  );
  if (table.rows.length === 0) return <p className="statistics__message">{t('stats_no_table')}</p>;
  return (
    <div className="statistics__table-wrap">
      <table className="statistics-table standings-table">
        <caption>
          {t('stats_table_caption', { champ: table.champ.name, season: table.season })}
        </caption>
        <thead>
          <tr>
            {head('position')}
            <th scope="col">{t('stats_col_team')}</th>
            {head('played')}
            {head('won')}
            {table.draws && head('drawn')}
            {head('lost')}
            {head('score')}
            {head('difference')}
            {head('points')}
            <th scope="col">{t('stats_col_form')}</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr
              key={row.team.id}
              className={mine.includes(row.team.id) ? 'statistics-table__mine' : undefined}
            >
              <td className="statistics-table__number">{row.position}</td>
              <th scope="row">{teamLink ? teamLink(row.team) : row.team.name}</th>
              <td className="statistics-table__number">{row.played}</td>
              <td className="statistics-table__number">{row.won}</td>
              {table.draws && <td className="statistics-table__number">{row.drawn}</td>}
              <td className="statistics-table__number">{row.lost}</td>
              <td className="statistics-table__number">
                <bdi dir="ltr">{`${row.scored}:${row.conceded}`}</bdi>
              </td>
              <td className="statistics-table__number">
                <bdi dir="ltr">{row.difference > 0 ? `+${row.difference}` : row.difference}</bdi>
              </td>
              <td className="statistics-table__number statistics-table__points">{row.points}</td>
              <td>
                <FormMarks form={row.form} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
