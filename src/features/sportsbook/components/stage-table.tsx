import { useTranslation } from 'react-i18next';

import type { FeedStageTableResponse } from '@/lib/api-contract/generated/api-types.ts';
import { usePolledCall } from '@/lib/feed/use-polled-call';

import { getStageTable } from '../api/global-endpoints';

type Table = FeedStageTableResponse['data'];

/** A table changes when a game of its championship ends: once a minute is often enough. */
export const TABLE_POLL_MS = 60_000;

function Column({ name }: { name: string }) {
  const { t } = useTranslation('sportsbook');
  return (
    <th scope="col">
      <span aria-hidden="true">{t(`table_col_${name}_short`)}</span>
      <span className="visually-hidden">{t(`table_col_${name}`)}</span>
    </th>
  );
}

/** A championship's standings of the season so far (GetStageTableZip2), under its name. */
export function StageTable({
  champId,
  language,
  initial,
}: {
  champId: number;
  language: string;
  initial?: Table;
}) {
  const { t } = useTranslation('sportsbook');
  const { data } = usePolledCall(
    getStageTable,
    { lng: language, champ: champId },
    TABLE_POLL_MS,
    initial,
  );
  if (!data) return <p className="sportsbook__loading">{t('loading')}</p>;
  const draws = data.scoring === 'points';
  const headingId = `stage-table-${champId}`;
  return (
    <section className="stage-table" aria-labelledby={headingId}>
      <h2 id={headingId} className="stage-table__title">
        {data.champ.name}
      </h2>
      {data.rows.length === 0 ? (
        <p className="sportsbook__empty">{t('tables_not_started')}</p>
      ) : (
        <div className="stage-table__wrap">
          <table className="stage-table__table" aria-labelledby={headingId}>
            <thead>
              <tr>
                <Column name="position" />
                <th scope="col" className="stage-table__team">
                  {t('table_col_team')}
                </th>
                <Column name="played" />
                <Column name="won" />
                {draws && <Column name="drawn" />}
                <Column name="lost" />
                <Column name="goals" />
                <Column name="points" />
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.team.id}>
                  <td>{row.position}</td>
                  <th scope="row">{row.team.name}</th>
                  <td>{row.played}</td>
                  <td>{row.won}</td>
                  {draws && <td>{row.drawn}</td>}
                  <td>{row.lost}</td>
                  <td>
                    <bdi dir="ltr">{`${row.goalsFor}:${row.goalsAgainst}`}</bdi>
                  </td>
                  <td className="stage-table__points">{row.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
