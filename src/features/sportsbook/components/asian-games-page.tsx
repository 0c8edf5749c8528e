import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Champ } from '@/lib/api-contract/generated/api-types.ts';
import { usePolledCall } from '@/lib/feed/use-polled-call';

import {
  ASIAN_PAGE_MAX,
  getAsianGames,
  getAsianLeagues,
  getAsianSports,
} from '../api/asia-endpoints';
import type { FeedMode } from '../api/feed-endpoints';
import { type AsianFirstData, asianGamesInput } from '../asian-first-data';
import { PAGE_STEP } from '../feed-limits';
import { GameListProviders } from '../hooks/price-view';
import type { SportsbookPlace } from '../paths';
import { AsianLeague } from './asian-league';
import { AsianLeaguesNav } from './asian-leagues-nav';
import { groupByChamp } from './champ-header';

const LIST_POLL_MS: Record<FeedMode, number> = { line: 30_000, live: 2_000 };
/** Which sports and leagues have Asian lines changes only as games come and go. */
const MENU_POLL_MS: Record<FeedMode, number> = { line: 60_000, live: 10_000 };

interface ListProps {
  readonly place: SportsbookPlace;
  readonly language: string;
  readonly initial?: AsianFirstData;
  /** The sport's leagues (only when the place names a sport). */
  readonly leagues?: readonly Champ[];
}

/** The games of the place (every Asian sport, a sport or a league) by league, 50 more at a time. */
function AsianGameTables({ place, language, initial, leagues }: ListProps) {
  const { t } = useTranslation('sportsbook');
  const [pages, setPages] = useState(1);
  const { data, failed } = usePolledCall(
    getAsianGames[place.mode],
    asianGamesInput(place, language, pages),
    LIST_POLL_MS[place.mode],
    initial?.games,
  );
  // The leagues stay while a longer page loads ("Show more" asks anew).
  const nav = leagues && place.sportId !== undefined && (
    <AsianLeaguesNav
      place={{ ...place, sportId: place.sportId }}
      language={language}
      leagues={leagues}
    />
  );
  if (!data)
    return (
      <>
        {nav}
        <p className="sportsbook__loading">{t(failed ? 'feed_failed' : 'loading')}</p>
      </>
    );
  const more = data.total - data.games.length;
  return (
    <>
      {nav}
      {failed && (
        <p role="status" className="sportsbook__stale">
          {t('feed_failed')}
        </p>
      )}
      {data.games.length === 0 ? (
        <p className="sportsbook__empty">{t(place.mode === 'live' ? 'live_none' : 'line_none')}</p>
      ) : (
        <div className="asian-list">
          {groupByChamp(data.games).map((group) => (
            <AsianLeague key={group.champId} group={group} language={language} mode={place.mode} />
          ))}
        </div>
      )}
      {more > 0 && data.games.length < ASIAN_PAGE_MAX && (
        <button
          type="button"
          className="button button--secondary sportsbook__more"
          onClick={() => setPages((n) => n + 1)}
        >
          {t('show_more', { count: Math.min(PAGE_STEP, more) })}
        </button>
      )}
      {more > 0 && data.games.length >= ASIAN_PAGE_MAX && (
        <p className="sportsbook__empty">{t('asian_narrow', { number: data.games.length })}</p>
      )}
    </>
  );
}

/** A sport's page: its leagues first; a league the sport has no games in now shows none. */
function AsianSportTables(props: ListProps & { place: { sportId: number } }) {
  const { t } = useTranslation('sportsbook');
  const { place, language, initial } = props;
  const { data: leagues, failed } = usePolledCall(
    getAsianLeagues[place.mode],
    { lng: language, sport: place.sportId },
    MENU_POLL_MS[place.mode],
    initial?.leagues,
  );
  if (!leagues)
    return <p className="sportsbook__loading">{t(failed ? 'feed_failed' : 'loading')}</p>;
  if (place.champId !== undefined && !leagues.some((l) => l.id === place.champId))
    return (
      <>
        <AsianLeaguesNav place={place} language={language} leagues={leagues} />
        <p className="sportsbook__empty">{t(place.mode === 'live' ? 'live_none' : 'line_none')}</p>
      </>
    );
  return <AsianGameTables {...props} leagues={leagues} />;
}

/** A sport's page once it is known to have games on Asian lines; else the European list. */
function AsianSportGate({
  european,
  ...props
}: ListProps & { place: { sportId: number }; european: () => ReactNode }) {
  const { t } = useTranslation('sportsbook');
  const { place, language, initial } = props;
  const { data: sports, failed } = usePolledCall(
    getAsianSports[place.mode],
    { lng: language },
    MENU_POLL_MS[place.mode],
    initial?.sports,
  );
  if (!sports)
    return <p className="sportsbook__loading">{t(failed ? 'feed_failed' : 'loading')}</p>;
  if (!sports.some((s) => s.id === place.sportId))
    return (
      <>
        <p role="note" className="sportsbook__empty">
          {t('asian_no_lines')}
        </p>
        {european()}
      </>
    );
  return <AsianSportTables {...props} />;
}

/**
 * The line or live list in the Asian view: leagues with their games in rows of full-time and
 * first-half 1X2, handicap and over/under (AsiaGetLeagues, AsiaGetGames). A sport with no games on
 * Asian lines here shows in the European layout (`european`), with a note saying why.
 */
export function AsianGamesPage({
  place,
  language,
  initial,
  european,
}: {
  place: SportsbookPlace;
  language: string;
  initial?: AsianFirstData;
  european: () => ReactNode;
}) {
  const { sportId } = place;
  return (
    <GameListProviders>
      {sportId === undefined ? (
        <AsianGameTables place={place} language={language} initial={initial} />
      ) : (
        <AsianSportGate
          place={{ ...place, sportId }}
          language={language}
          initial={initial}
          european={european}
        />
      )}
    </GameListProviders>
  );
}
