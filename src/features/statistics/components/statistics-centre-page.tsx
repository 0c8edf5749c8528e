import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { StatisticsWindowLink } from '@/components/ui/statistics-window-link';
import { useApi } from '@/lib/api-client/use-api';

import { getFeedChamps } from '../api/get-feed-champs';
import { getFeedSports } from '../api/get-feed-sports';
import { getSportChamps } from '../api/get-sport-champs';
import { getStageTable } from '../api/get-stage-table';
import { getTableChampIds } from '../api/get-table-champ-ids';
import {
  centreInputs,
  centrePath,
  type CentrePlace,
  centrePlaceOf,
  champsWithTables,
  sportsWithTables,
} from '../statistics-centre';
import { statisticsPath } from '../statistics-path';
import { StandingsTable } from './standings-table';
import { CallState } from './statistics-window';

interface Props {
  readonly place: CentrePlace;
  readonly language: string;
}

/** A list of links under a label, the current one marked. */
function LinkList({
  label,
  className,
  items,
}: {
  label: string;
  className: string;
  items: readonly { key: number; to: string; text: string; current: boolean }[];
}) {
  return (
    <nav className={className} aria-label={label}>
      <ul className="statistic-centre__list">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              className="statistic-centre__link"
              to={item.to}
              aria-current={item.current ? 'page' : undefined}
            >
              {item.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The sports that keep tables. */
function CentreSports({ place, language }: Props) {
  const { t } = useTranslation('statistics');
  const inputs = centreInputs(language);
  const ids = useApi(getTableChampIds, inputs.tableIds);
  const sports = useApi(getFeedSports, inputs.sports);
  const champs = useApi(getFeedChamps, inputs.champs);
  if (!ids.data || !sports.data || !champs.data)
    return <CallState error={ids.error ?? sports.error ?? champs.error} />;
  const items = sportsWithTables(sports.data, champs.data, ids.data).map((sport) => ({
    key: sport.id,
    to: centrePath(language, { sportId: sport.id }),
    text: sport.name,
    current: sport.id === place.sportId,
  }));
  return (
    <LinkList label={t('stats_centre_sports')} className="statistic-centre__sports" items={items} />
  );
}

/** The chosen sport's championships that keep a table. */
function CentreChamps({ place, language, sportId }: Props & { sportId: number }) {
  const { t } = useTranslation('statistics');
  const inputs = centreInputs(language, sportId);
  const ids = useApi(getTableChampIds, inputs.tableIds);
  const champs = useApi(getSportChamps, inputs.sportChamps);
  if (!ids.data || !champs.data) return <CallState error={ids.error ?? champs.error} />;
  const items = champsWithTables(champs.data, ids.data).map((champ) => ({
    key: champ.id,
    to: centrePath(language, { sportId, champId: champ.id }),
    text: champ.name,
    current: champ.id === place.champId,
  }));
  if (items.length === 0)
    return <p className="statistics__message">{t('stats_centre_no_tables')}</p>;
  return (
    <LinkList label={t('stats_centre_champs')} className="statistic-centre__champs" items={items} />
  );
}

/** A championship's current standings: each team a link to its window, the championship's window beside. */
function CentreTable({ language, sportId, champId }: Props & { sportId: number; champId: number }) {
  const { t } = useTranslation('statistics');
  const { data, error } = useApi(getStageTable, { lng: language, champId });
  if (!data) return <CallState error={error} />;
  // A championship of another sport under this one's address names nothing.
  if (data.champ.sportId !== sportId)
    return <p className="statistics__message statistics__message--error">{t('stats_not_found')}</p>;
  return (
    <section className="statistic-centre__table" aria-labelledby="statistic-centre-champ">
      <div className="statistic-centre__table-head">
        <h2 id="statistic-centre-champ">{data.champ.name}</h2>
        <StatisticsWindowLink
          className="button button--secondary"
          href={statisticsPath(language, 'stage', sportId, champId)}
        >
          {t('stats_centre_champ_window')}
        </StatisticsWindowLink>
      </div>
      <StandingsTable
        table={data}
        teamLink={(team) => (
          <StatisticsWindowLink href={statisticsPath(language, 'team', sportId, team.id)}>
            {team.name}
          </StatisticsWindowLink>
        )}
      />
    </section>
  );
}

/**
 * The statistic stream (/{lng}/statistic[/{sportId}[/{champId}]]): the sports that keep tables,
 * a sport's championships, and a championship's current standings, whose teams and championship
 * open their statistics windows.
 */
export function StatisticsCentrePage() {
  const { t } = useTranslation('statistics');
  const { lng = '', '*': splat = '' } = useParams();
  const place = centrePlaceOf(splat);
  return (
    <div className="statistic-centre">
      <h1 className="statistic-centre__title">{t('stats_centre_title')}</h1>
      {!place ? (
        <p className="statistics__message">{t('stats_not_found')}</p>
      ) : (
        <div className="statistic-centre__body">
          <CentreSports place={place} language={lng} />
          <div className="statistic-centre__main">
            {place.sportId === undefined ? (
              <p className="statistics__message">{t('stats_centre_choose_sport')}</p>
            ) : (
              <CentreChamps place={place} language={lng} sportId={place.sportId} />
            )}
            {place.sportId !== undefined && place.champId !== undefined ? (
              <CentreTable
                place={place}
                language={lng}
                sportId={place.sportId}
                champId={place.champId}
              />
            ) : (
              place.sportId !== undefined && (
                <p className="statistics__message">{t('stats_centre_choose_champ')}</p>
              )
            )}
          </div>
        </div>
      )}
    </div>
  );
}

// The section's first data (RegistryEntry.firstData) comes from its own module.
export { statisticsCentreFirstData } from '../statistics-centre-first-data';
