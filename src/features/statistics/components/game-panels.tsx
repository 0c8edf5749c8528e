import { useTranslation } from 'react-i18next';

import { useApi } from '@/lib/api-client/use-api';
import type { StatsStatusResponse, StatsTeam } from '@/lib/api-contract/generated/api-types.ts';

import { getHeadToHead } from '../api/get-head-to-head';
import { getLineUps } from '../api/get-line-ups';
import { getStageTable } from '../api/get-stage-table';
import { getTeamLastGames } from '../api/get-team-last-games';
import { PastGamesTable } from './past-games-table';
import { SquadTable } from './squad-table';
import { StandingsTable } from './standings-table';
import { CallState } from './statistics-window';

type Status = StatsStatusResponse['data'];

/** Each side's starters and bench, and the formation where the sport has one. */
export function LineUpsPanel({ gameId, language }: { gameId: number; language: string }) {
  const { t } = useTranslation('statistics');
  const { data, error } = useApi(getLineUps, { lng: language, gameId });
  if (!data) return <CallState error={error} />;
  return (
    <div className="statistics__columns">
      {[data.team1, data.team2].map((squad) => (
        <section key={squad.id} aria-labelledby={`line-up-${squad.id}`}>
          <h3 id={`line-up-${squad.id}`}>{squad.name}</h3>
          {squad.formation && <p>{t('stats_formation', { formation: squad.formation })}</p>}
          <SquadTable
            caption={t('stats_starting', { team: squad.name })}
            players={squad.starting}
          />
          {squad.substitutes.length > 0 && (
            <SquadTable
              caption={t('stats_substitutes', { team: squad.name })}
              players={squad.substitutes}
            />
          )}
        </section>
      ))}
    </div>
  );
}

/** The teams' meetings of this season and the two before, and who won them. */
export function HeadToHeadPanel({ gameId, language }: { gameId: number; language: string }) {
  const { t } = useTranslation('statistics');
  const { data, error } = useApi(getHeadToHead, { lng: language, gameId });
  if (!data) return <CallState error={error} />;
  return (
    <>
      <dl className="statistics__facts">
        <div>
          <dt>{t('stats_wins_of', { team: data.team1.name })}</dt>
          <dd>{data.totals.wins1}</dd>
        </div>
        <div>
          <dt>{t('stats_draws')}</dt>
          <dd>{data.totals.draws}</dd>
        </div>
        <div>
          <dt>{t('stats_wins_of', { team: data.team2.name })}</dt>
          <dd>{data.totals.wins2}</dd>
        </div>
      </dl>
      <PastGamesTable caption={t('stats_meetings')} games={data.meetings} />
    </>
  );
}

/** The standings of the game's championship, its two teams marked. */
export function StandingsPanel({ game, language }: { game: Status; language: string }) {
  const { data, error } = useApi(getStageTable, { lng: language, champId: game.champId });
  if (!data) return <CallState error={error} />;
  return <StandingsTable table={data} mine={[game.team1.id, game.team2.id]} />;
}

/** A team's last games: its name in the caption, its results beside the scores. */
export function TeamLastGames({ team, language }: { team: StatsTeam; language: string }) {
  const { t } = useTranslation('statistics');
  const { data, error } = useApi(getTeamLastGames, { lng: language, teamId: team.id });
  if (!data) return <CallState error={error} />;
  return (
    <PastGamesTable caption={t('stats_last_games_of', { team: team.name })} games={data.games} />
  );
}

/** Both teams' last games, side by side where the window is wide enough. */
export function LastGamesPanel({ game, language }: { game: Status; language: string }) {
  return (
    <div className="statistics__columns">
      <TeamLastGames team={game.team1} language={language} />
      <TeamLastGames team={game.team2} language={language} />
    </div>
  );
}
