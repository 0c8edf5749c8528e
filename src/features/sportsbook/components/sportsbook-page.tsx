import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useParams } from 'react-router';

import { useLoadedSettings } from '@/config/use-settings.ts';
import { usePolledCall } from '@/lib/feed/use-polled-call';
import { lazyPiece } from '@/lib/lazy-piece/lazy-piece';
import { BettingView } from '@/lib/odds/betting-view';
import { useBettingView } from '@/lib/odds/use-betting-view';
import { useDocumentTitle } from '@/lib/use-document-title';

import { type FeedMode, getGames } from '../api/feed-endpoints';
import { LIVE_ALL, PAGE_STEP } from '../feed-limits';
import { placeOf, type SportsbookPlace } from '../paths';
import type { SportsbookFirstData } from '../sportsbook-first-data';
import { CouponSlot } from './coupon-slot';
import { GameList } from './game-list';
import { PromotedSections } from './promoted-sections';
import { SportsDrawer } from './sports-drawer';
import { SportsMenu } from './sports-menu';
import { SportsbookSearch } from './sportsbook-search';

const LIST_POLL_MS: Record<FeedMode, number> = { line: 30_000, live: 2_000 };

function Loading() {
  const { t } = useTranslation('sportsbook');
  return <p className="sportsbook__loading">{t('loading')}</p>;
}

// A list's page loads neither a game's page nor the Asian layout, which players choose.
const GameView = lazyPiece(
  '/src/features/sportsbook/components/game-view.tsx',
  () => import('./game-view').then((m) => m.GameView),
  () => <Loading />,
);
const AsianGamesPage = lazyPiece(
  '/src/features/sportsbook/components/asian-games-page.tsx',
  () => import('./asian-games-page').then((m) => m.AsianGamesPage),
  () => <Loading />,
);

function GamesPage({
  place,
  language,
  initial,
}: {
  place: SportsbookPlace;
  language: string;
  initial?: SportsbookFirstData;
}) {
  const { t } = useTranslation('sportsbook');
  const [pages, setPages] = useState(1);
  const { view } = useBettingView();
  const input = {
    lng: language,
    ...(place.sportId === undefined ? {} : { sports: [place.sportId] }),
    ...(place.champId === undefined ? {} : { champs: [place.champId] }),
    count: place.mode === 'live' ? LIVE_ALL : PAGE_STEP * pages,
    ...(view === 1 ? { cfview: 1 } : {}),
  };
  const { data, failed } = usePolledCall(
    getGames[place.mode],
    input,
    LIST_POLL_MS[place.mode],
    initial?.games,
  );
  if (!data) return <p className="sportsbook__loading">{t(failed ? 'feed_failed' : 'loading')}</p>;
  return (
    <>
      {failed && (
        <p role="status" className="sportsbook__stale">
          {t('feed_failed')}
        </p>
      )}
      {data.games.length === 0 ? (
        <p className="sportsbook__empty">{t(place.mode === 'live' ? 'live_none' : 'line_none')}</p>
      ) : (
        <GameList games={data.games} language={language} mode={place.mode} />
      )}
      {data.total > data.games.length && (
        <button
          type="button"
          className="button button--secondary sportsbook__more"
          onClick={() => setPages((n) => n + 1)}
        >
          {t('show_more', { count: Math.min(PAGE_STEP, data.total - data.games.length) })}
        </button>
      )}
    </>
  );
}

/**
 * The list in the player's betting view: the Asian layout (view 1) or the European one. The tab
 * is titled by the stream (a game's page titles it by the game).
 */
function StreamList(props: {
  place: SportsbookPlace;
  language: string;
  initial?: SportsbookFirstData;
}) {
  const { view } = useBettingView();
  const { t } = useTranslation('sportsbook');
  const { settings } = useLoadedSettings();
  useDocumentTitle(
    t(props.place.mode === 'live' ? 'live_title' : 'line_title'),
    settings.customizeConfig.brand,
  );
  const european = () => <GamesPage {...props} />;
  if (view !== BettingView.asian) return european();
  const { place, language, initial } = props;
  return (
    <AsianGamesPage
      place={place}
      language={language}
      initial={initial?.asian}
      european={european}
    />
  );
}

/**
 * The line and live streams: the sports menu on the left, the list or the game in the middle, the
 * selection list on the right (a drawer and the bottom bar on phones, where the toolbar's Sports
 * opens the menu in a drawer too). The path names the place:
 * /{lng}/{line|live}[/{sport}[/{championship}[/{game}]]].
 */
export function SportsbookPage() {
  const { t } = useTranslation('sportsbook');
  const { sectionKey, first } = useLoaderData<{
    sectionKey: FeedMode;
    first?: SportsbookFirstData;
  }>();
  const { lng = '', '*': splat = '' } = useParams();
  const place = placeOf(sectionKey, splat);
  if (!place) return <p className="sportsbook__empty">{t('place_unknown')}</p>;
  return (
    <div className="sportsbook">
      <div className="sportsbook__menu">
        <SportsMenu place={place} language={lng} initial={first?.sports} />
      </div>
      <div className="sportsbook__page">
        {place.gameId === undefined && <PromotedSections language={lng} />}
        {place.gameId === undefined && (
          <div className="sportsbook__toolbar">
            <h1 className="sportsbook__title">
              {t(place.mode === 'live' ? 'live_title' : 'line_title')}
            </h1>
            <SportsDrawer place={place} language={lng} />
            <SportsbookSearch language={lng} mode={place.mode} />
          </div>
        )}
        {place.gameId === undefined ? (
          <StreamList
            key={`${place.mode}:${place.sportId}:${place.champId}`}
            place={place}
            language={lng}
            initial={first}
          />
        ) : (
          <GameView key={place.gameId} gameId={place.gameId} language={lng} initial={first?.game} />
        )}
      </div>
      <div className="sportsbook__coupon" id="coupon">
        <CouponSlot />
      </div>
    </div>
  );
}

// The section's first data (RegistryEntry.firstData) comes from its own module.
export { lineFirstData, liveFirstData } from '../sportsbook-first-data';
