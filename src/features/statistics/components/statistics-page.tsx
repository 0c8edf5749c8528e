import { useParams } from 'react-router';

import { statisticsPlaceOf } from '../statistics-path';
import { GameStatistics } from './game-statistics';
import { HorseStatistics } from './horse-statistics';
import { StageStatistics } from './stage-statistics';
import { TeamStatistics } from './team-statistics';
import { Unavailable } from './unavailable';

/**
 * The statistics window (spec §1): /{lng}/statisticpopup/{kind}/{sportId}/{id}[/{tab or season}],
 * opened from a game in a window of its own. Games, teams, championships and horse races are
 * answered from the platform's statistics calls; every other kind says it is not available.
 */
export function StatisticsPage() {
  const { lng = '', '*': rest = '' } = useParams();
  const place = statisticsPlaceOf(rest);
  switch (place.kind) {
    case 'game':
      return (
        <GameStatistics
          key={place.id}
          language={lng}
          sportId={place.sportId}
          gameId={place.id}
          tab={place.tab}
        />
      );
    case 'team':
      return (
        <TeamStatistics
          key={place.id}
          language={lng}
          sportId={place.sportId}
          teamId={place.id}
          tab={place.tab}
        />
      );
    case 'stage':
      return (
        <StageStatistics
          key={place.id}
          language={lng}
          sportId={place.sportId}
          champId={place.id}
          {...(place.season === undefined ? {} : { season: place.season })}
        />
      );
    case 'horse':
      return <HorseStatistics key={place.id} language={lng} raceId={place.id} />;
    case 'unavailable':
      return <Unavailable asked={place.asked} />;
  }
}
