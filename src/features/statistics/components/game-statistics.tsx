import { useTranslation } from 'react-i18next';

import { useApi } from '@/lib/api-client/use-api';
import type { StatsStatusResponse } from '@/lib/api-contract/generated/api-types.ts';

import { getGameStatus } from '../api/get-game-status';
import { formatGameTime, scoreText } from '../format-date';
import { GAME_TABS, type GameTab, statisticsPath, tabTextKey } from '../statistics-path';
import { HeadToHeadPanel, LastGamesPanel, LineUpsPanel, StandingsPanel } from './game-panels';
import { CallState, Panel, SectionNav, StatisticsWindow } from './statistics-window';

type Status = StatsStatusResponse['data'];

/** A game under way is asked again now and then; one to come or over stays as it is. */
const LIVE_REFRESH_MS = 15_000;

function Overview({ game }: { game: Status }) {
  const { t } = useTranslation('statistics');
  return (
    <dl className="statistics__facts">
      <div>
        <dt>{t('stats_status')}</dt>
        <dd>{t(`stats_status_${game.status}`)}</dd>
      </div>
      <div>
        <dt>{t('stats_kickoff')}</dt>
        <dd>
          <bdi dir="ltr">{formatGameTime(game.start)}</bdi>
        </dd>
      </div>
      {game.score && (
        <div>
          <dt>{t('stats_score')}</dt>
          <dd className="statistics__score">
            <bdi dir="ltr">{scoreText(game.score)}</bdi>
          </dd>
        </div>
      )}
      {game.periods && game.periods.length > 0 && (
        <div>
          <dt>{t('stats_periods')}</dt>
          <dd>
            <bdi dir="ltr">{game.periods.map(scoreText).join(', ')}</bdi>
          </dd>
        </div>
      )}
    </dl>
  );
}

function TabPanel({ tab, game, language }: { tab: GameTab; game: Status; language: string }) {
  switch (tab) {
    case 'overview':
      return <Overview game={game} />;
    case 'lineups':
      return <LineUpsPanel gameId={game.gameId} language={language} />;
    case 'h2h':
      return <HeadToHeadPanel gameId={game.gameId} language={language} />;
    case 'standings':
      return <StandingsPanel game={game} language={language} />;
    case 'last-games':
      return <LastGamesPanel game={game} language={language} />;
  }
}

/** A game's window: its teams in the heading, then overview, line-ups, head to head, standings, last games. */
export function GameStatistics({
  language,
  sportId,
  gameId,
  tab,
}: {
  language: string;
  sportId: number;
  gameId: number;
  tab: GameTab;
}) {
  const { t } = useTranslation('statistics');
  const status = useApi(
    getGameStatus,
    { lng: language, gameId },
    { swr: { refreshInterval: (game) => (game?.status === 'live' ? LIVE_REFRESH_MS : 0) } },
  );
  const game = status.data;
  if (!game)
    return (
      <StatisticsWindow title={t('stats_window')}>
        <CallState error={status.error} />
      </StatisticsWindow>
    );
  const tabs = GAME_TABS.map((key) => ({
    key,
    to: statisticsPath(language, 'game', sportId, gameId, key),
    text: t(tabTextKey(key)),
  }));
  return (
    <StatisticsWindow
      title={t('stats_heading', { subject: `${game.team1.name} – ${game.team2.name}` })}
    >
      <SectionNav label={t('stats_sections')} items={tabs} current={tab} />
      <Panel id="statistics-panel" title={t(tabTextKey(tab))}>
        <TabPanel tab={tab} game={game} language={language} />
      </Panel>
    </StatisticsWindow>
  );
}
