import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import type { SliderResponse } from '@/lib/api-contract/generated/api-types.ts';
import { usePolledCall } from '@/lib/feed/use-polled-call';

import { getSliderGames } from '../api/dashboard-endpoints';
import { SLIDER_COUNT } from '../dashboard-first-data';
import { DashboardSection } from './dashboard-section';
import { type CardGame, GameCard } from './game-card';

type SliderGames = SliderResponse['data'];

const LIVE_POLL_MS = 5_000;
const LINE_POLL_MS = 30_000;

/** The live cards, then the line's, each game once (one may kick off between the two answers). */
function merged(live: SliderGames | undefined, line: SliderGames | undefined) {
  if (live === undefined && line === undefined) return undefined;
  const seen = new Set<number>();
  return [...(live ?? []), ...(line ?? [])]
    .filter((g) => {
      if (seen.has(g.id)) return false;
      seen.add(g.id);
      return true;
    })
    .slice(0, SLIDER_COUNT);
}

/** The cards in a row that scrolls sideways, and buttons that turn it a screen at a time. */
function SliderTrack({ games, language }: { games: readonly CardGame[]; language: string }) {
  const { t } = useTranslation('sportsbook');
  const track = useRef<HTMLUListElement>(null);
  const turn = (towardsEnd: boolean) => {
    const list = track.current;
    if (!list) return;
    // Right to left, the row's end is on the left: scrolling there is a negative offset.
    const rtl = getComputedStyle(list).direction === 'rtl';
    const step = list.clientWidth * 0.8 * (towardsEnd === rtl ? -1 : 1);
    // Smoothly unless the player asked for less motion (scroll-behavior in the CSS decides).
    list.scrollBy?.({ left: step });
  };
  return (
    <div className="game-slider">
      <ul className="game-slider__track" id="game-slider-track" ref={track}>
        {games.map((game) => (
          <GameCard key={game.id} game={game} language={language} />
        ))}
      </ul>
      <div className="game-slider__turns">
        <button
          type="button"
          className="game-slider__turn game-slider__turn--back"
          aria-controls="game-slider-track"
          aria-label={t('slider_previous')}
          onClick={() => turn(false)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="game-slider__turn game-slider__turn--on"
          aria-controls="game-slider-track"
          aria-label={t('slider_next')}
          onClick={() => turn(true)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}

/**
 * The slider of top games: those under way (with their score) first, then the line's (with their
 * kick-off), as cards with their result prices. It never turns by itself: the player scrolls it,
 * tabs through its cards (each focused card scrolls into view) or uses its buttons.
 */
export function GameSlider({
  language,
  inputs,
  initialLive,
  initialLine,
}: {
  readonly language: string;
  readonly inputs: {
    readonly live: { lng: string; live: boolean; count: number };
    readonly line: { lng: string; count: number };
  };
  readonly initialLive?: SliderGames;
  readonly initialLine?: SliderGames;
}) {
  const { t } = useTranslation('sportsbook');
  const live = usePolledCall(getSliderGames, inputs.live, LIVE_POLL_MS, initialLive);
  const line = usePolledCall(getSliderGames, inputs.line, LINE_POLL_MS, initialLine);
  const games = useMemo(() => merged(live.data, line.data), [live.data, line.data]);
  return (
    <DashboardSection
      id="dashboard-slider"
      title={t('dashboard_slider')}
      state={{ data: games, failed: live.failed && line.failed }}
      isEmpty={(data) => data.length === 0}
      skeleton="slider"
      className="dashboard__section--slider"
    >
      {(data) => <SliderTrack games={data} language={language} />}
    </DashboardSection>
  );
}
