import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useLoadedSettings } from '@/config/use-settings.ts';
import { usePolledCall } from '@/lib/feed/use-polled-call';

import { getDashboardGames, getExpressOfDay, getTopChamps } from '../api/dashboard-endpoints';
import { type DashboardFirstData, dashboardInputs, dashboardLimit } from '../dashboard-first-data';
import { GameListProviders } from '../hooks/price-view';
import { DashboardSection } from './dashboard-section';
import { ExpressOfTheDay } from './express-of-the-day';
import { GameList } from './game-list';
import { GameSlider } from './game-slider';
import { PinnedGames } from './pinned-games';
import { RecommendedGames } from './recommended-games';
import { TopChamps } from './top-champs';

const TOP_POLL_MS = 30_000;
/** The express and the championships change with the day and with kick-offs only. */
const SLOW_POLL_MS = 60_000;

/**
 * The sportsbook's dashboard on the home page: the game slider, the top games (up to the
 * variant's dashboard_games_limit), the express of the day, the top championships, the player's
 * pinned games and recommended games — each a region with its heading, left out when empty.
 * `initial` is what the platform's page came with (dashboardFirstData).
 */
export function Dashboard({
  language,
  initial,
}: {
  readonly language: string;
  readonly initial?: DashboardFirstData;
}) {
  const { t } = useTranslation('sportsbook');
  const { settings } = useLoadedSettings();
  const inputs = dashboardInputs(language, dashboardLimit(settings));
  const top = usePolledCall(getDashboardGames, inputs.topGames, TOP_POLL_MS, initial?.topGames);
  const express = usePolledCall(getExpressOfDay, inputs.express, SLOW_POLL_MS, initial?.express);
  const champs = usePolledCall(getTopChamps, inputs.champs, SLOW_POLL_MS, initial?.champs);
  const topIds = useMemo(() => top.data?.games.map((g) => g.id) ?? [], [top.data]);
  return (
    <GameListProviders>
      <div className="dashboard">
        <GameSlider
          language={language}
          inputs={{ live: inputs.sliderLive, line: inputs.sliderLine }}
          initialLive={initial?.sliderLive}
          initialLine={initial?.sliderLine}
        />
        <DashboardSection
          id="dashboard-top-games"
          title={t('dashboard_top_games')}
          state={top}
          isEmpty={(data) => data.games.length === 0}
          skeleton="games"
        >
          {(data) => <GameList games={data.games} language={language} mode="line" />}
        </DashboardSection>
        <DashboardSection
          id="dashboard-express"
          title={t('dashboard_express')}
          state={express}
          isEmpty={(data) => data.selections.length === 0}
          skeleton="express"
        >
          {(data) => <ExpressOfTheDay express={data} />}
        </DashboardSection>
        <DashboardSection
          id="dashboard-top-champs"
          title={t('dashboard_top_champs')}
          state={champs}
          isEmpty={(data) => data.length === 0}
          skeleton="champs"
        >
          {(data) => <TopChamps champs={data} language={language} />}
        </DashboardSection>
        <PinnedGames language={language} />
        <RecommendedGames language={language} shown={topIds} />
      </div>
    </GameListProviders>
  );
}
