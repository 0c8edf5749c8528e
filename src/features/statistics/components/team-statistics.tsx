import { useTranslation } from 'react-i18next';

import { useApi } from '@/lib/api-client/use-api';

import { getPlayersInfo } from '../api/get-players-info';
import { getTeamLastGames } from '../api/get-team-last-games';
import { statisticsPath, tabTextKey, TEAM_TABS, type TeamTab } from '../statistics-path';
import { PastGamesTable } from './past-games-table';
import { SquadTable } from './squad-table';
import { CallState, Panel, SectionNav, StatisticsWindow } from './statistics-window';

function Squad({ teamId, team, language }: { teamId: number; team: string; language: string }) {
  const { t } = useTranslation('statistics');
  const { data, error } = useApi(getPlayersInfo, { lng: language, teamId });
  const players = data?.teams[0]?.players;
  if (!players) return <CallState error={error} />;
  return (
    <SquadTable caption={t('stats_squad_of', { team, season: data.season })} players={players} />
  );
}

/** A team's window: its name in the heading, then its last games and its squad. */
export function TeamStatistics({
  language,
  sportId,
  teamId,
  tab,
}: {
  language: string;
  sportId: number;
  teamId: number;
  tab: TeamTab;
}) {
  const { t } = useTranslation('statistics');
  const last = useApi(getTeamLastGames, { lng: language, teamId });
  if (!last.data)
    return (
      <StatisticsWindow title={t('stats_window')}>
        <CallState error={last.error} />
      </StatisticsWindow>
    );
  const { team, games } = last.data;
  const tabs = TEAM_TABS.map((key) => ({
    key,
    to: statisticsPath(language, 'team', sportId, teamId, key),
    text: t(tabTextKey(key)),
  }));
  return (
    <StatisticsWindow title={t('stats_heading', { subject: team.name })}>
      <SectionNav label={t('stats_sections')} items={tabs} current={tab} />
      <Panel id="statistics-panel" title={t(tabTextKey(tab))}>
        {tab === 'squad' ? (
          <Squad teamId={teamId} team={team.name} language={language} />
        ) : (
          <PastGamesTable caption={t('stats_last_games_of', { team: team.name })} games={games} />
        )}
      </Panel>
    </StatisticsWindow>
  );
}
