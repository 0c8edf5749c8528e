import { useTranslation } from 'react-i18next';

import { useApi } from '@/lib/api-client/use-api';

import { getStageTable } from '../api/get-stage-table';
import { statisticsPath } from '../statistics-path';
import { StandingsTable } from './standings-table';
import { CallState, SectionNav, StatisticsWindow } from './statistics-window';

/** Seasons offered beside the one shown: the current one and those just before it. */
const SEASONS_OFFERED = 5;

/** A championship's window: its name in the heading, the standings of a season, other seasons as links. */
export function StageStatistics({
  language,
  sportId,
  champId,
  season,
}: {
  language: string;
  sportId: number;
  champId: number;
  season?: number;
}) {
  const { t } = useTranslation('statistics');
  const { data, error } = useApi(getStageTable, {
    lng: language,
    champId,
    ...(season === undefined ? {} : { season }),
  });
  if (!data)
    return (
      <StatisticsWindow title={t('stats_window')}>
        <CallState error={error} />
      </StatisticsWindow>
    );
  const current = data.currentSeason;
  const seasons = Array.from(
    { length: Math.min(SEASONS_OFFERED, current + 1) },
    (_, i) => current - i,
  ).map((n) => ({
    key: n,
    to: statisticsPath(language, 'stage', sportId, champId, n),
    text: t(n === current ? 'stats_season_current' : 'stats_season', { season: n }),
  }));
  return (
    <StatisticsWindow title={t('stats_heading', { subject: data.champ.name })}>
      {seasons.length > 1 && (
        <SectionNav label={t('stats_seasons')} items={seasons} current={data.season} />
      )}
      <StandingsTable table={data} />
    </StatisticsWindow>
  );
}
