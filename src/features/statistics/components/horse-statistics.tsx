import { useTranslation } from 'react-i18next';

import { useApi } from '@/lib/api-client/use-api';

import { getHorseRace } from '../api/get-horse-race';
import { formatGameTime } from '../format-date';
import { ColumnHead } from './result-mark';
import { CallState, StatisticsWindow } from './statistics-window';

/** A horse race's window: the race in the heading, its conditions, the card (and places once run). */
export function HorseStatistics({ language, raceId }: { language: string; raceId: number }) {
  const { t } = useTranslation('statistics');
  const { data: race, error } = useApi(getHorseRace, { lng: language, raceid: raceId });
  if (!race)
    return (
      <StatisticsWindow title={t('stats_window')}>
        <CallState error={error} />
      </StatisticsWindow>
    );
  const placed = race.runners.some((r) => r.position !== undefined);
  const head = (key: string) => (
    <ColumnHead short={t(`stats_col_${key}_short`)} full={t(`stats_col_${key}`)} />
  );
  return (
    <StatisticsWindow title={t('stats_heading', { subject: race.title })}>
      <dl className="statistics__facts">
        <div>
          <dt>{t('stats_course')}</dt>
          <dd>{race.course}</dd>
        </div>
        <div>
          <dt>{t('stats_start')}</dt>
          <dd>
            <bdi dir="ltr">{formatGameTime(race.start)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('stats_distance')}</dt>
          <dd>{t('stats_metres', { distance: race.distance })}</dd>
        </div>
        <div>
          <dt>{t('stats_going')}</dt>
          <dd>{t(`stats_going_${race.going.replaceAll('-', '_')}`)}</dd>
        </div>
        <div>
          <dt>{t('stats_status')}</dt>
          <dd>{t(`stats_race_${race.status}`)}</dd>
        </div>
      </dl>
      <div className="statistics__table-wrap">
        <table className="statistics-table race-card">
          <caption>{t('stats_runners')}</caption>
          <thead>
            <tr>
              {placed && head('place')}
              {head('number')}
              {head('stall')}
              <th scope="col">{t('stats_col_horse')}</th>
              <th scope="col">{t('stats_col_jockey')}</th>
              <th scope="col">{t('stats_col_age')}</th>
              <th scope="col">{t('stats_col_weight')}</th>
              <th scope="col">{t('stats_col_form')}</th>
              <th scope="col">{t('stats_col_odds')}</th>
            </tr>
          </thead>
          <tbody>
            {race.runners.map((runner) => (
              <tr key={runner.number}>
                {placed && <td className="statistics-table__number">{runner.position ?? ''}</td>}
                <td className="statistics-table__number">{runner.number}</td>
                <td className="statistics-table__number">{runner.draw}</td>
                <th scope="row">{runner.name}</th>
                <td>{runner.jockey}</td>
                <td className="statistics-table__number">{runner.age}</td>
                <td className="statistics-table__number">{runner.weight}</td>
                <td>
                  <bdi dir="ltr">{runner.form}</bdi>
                </td>
                <td className="statistics-table__number">
                  <bdi dir="ltr">{runner.odds.toFixed(2)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </StatisticsWindow>
  );
}
