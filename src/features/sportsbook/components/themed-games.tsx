import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { GlobalGamesResponse } from '@/lib/api-contract/generated/api-types.ts';
import { usePolledCall } from '@/lib/feed/use-polled-call';
import { useBettingView } from '@/lib/odds/use-betting-view';

import type { FeedMode } from '../api/feed-endpoints';
import { getGlobalGames, type GlobalInput } from '../api/global-endpoints';
import { PAGE_STEP } from '../feed-limits';
import { GameList } from './game-list';

/** As the line and live pages: live every 2 s, the line every 30 s. */
export const THEMED_POLL_MS: Readonly<Record<FeedMode, number>> = { line: 30_000, live: 2_000 };

/**
 * A list of a section's games (GamesByGlobalChamp) by championship, with their prices, polled;
 * "show more" asks the next page. `empty` is what an empty list says.
 */
export function GlobalGameList({
  input,
  mode,
  language,
  initial,
  empty,
  onMore,
}: {
  input: GlobalInput;
  mode: FeedMode;
  language: string;
  initial?: GlobalGamesResponse['data'];
  empty: string;
  onMore: () => void;
}) {
  const { t } = useTranslation('sportsbook');
  const { data, failed } = usePolledCall(
    getGlobalGames[mode],
    input,
    THEMED_POLL_MS[mode],
    initial,
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
        <p className="sportsbook__empty">{empty}</p>
      ) : (
        <GameList games={data.games} language={language} mode={mode} />
      )}
      {data.total > data.games.length && (
        <button
          type="button"
          className="button button--secondary sportsbook__more"
          onClick={onMore}
        >
          {t('show_more', { count: Math.min(PAGE_STEP, data.total - data.games.length) })}
        </button>
      )}
    </>
  );
}

/** The section's line or live (the view's set), filtered as the address says. */
export function ThemedGames({
  inputs,
  mode,
  language,
  initial,
}: {
  inputs: { games: (pages: number, cfview?: number) => GlobalInput };
  mode: FeedMode;
  language: string;
  initial?: GlobalGamesResponse['data'];
}) {
  const { t } = useTranslation('sportsbook');
  const [pages, setPages] = useState(1);
  const { view } = useBettingView();
  return (
    <GlobalGameList
      input={inputs.games(pages, view)}
      mode={mode}
      language={language}
      initial={initial}
      empty={t(mode === 'live' ? 'live_none' : 'line_none')}
      onMore={() => setPages((n) => n + 1)}
    />
  );
}
