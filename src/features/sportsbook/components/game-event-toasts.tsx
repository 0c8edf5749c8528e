import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

import { useLoadedSettings } from '@/config/use-settings.ts';
import type { GameNotification } from '@/lib/api-contract/generated/api-types.ts';
import { usePolledCall } from '@/lib/feed/use-polled-call';
import type { NotifyRequest } from '@/lib/notifications/notification-store';
import { useNotifications } from '@/lib/notifications/notifications-context';
import { usePreference, usePreferencesLoaded } from '@/lib/preferences/use-preference';

import { getGameNotifications } from '../api/subscription-endpoints';
import { sportsbookPath } from '../paths';

/** How often the platform is asked what the followed games did (while the tab is visible). */
export const GAME_EVENTS_POLL_MS = 10_000;
/** The notification stack holds five: more at once would only push each other out. */
const AT_ONCE = 5;
/** Events whose toast names the minute of play (the clock of the others says little). */
const TIMED = new Set<string>(['goal', 'red-card']);

/** A game event as a toast: "Goal! Arsenal 1:0 Chelsea, 34'", with a button to the game. */
export function toastOf(event: GameNotification, open: () => void): NotifyRequest {
  const [home, away] = event.score as readonly number[];
  const timed = TIMED.has(event.key) && event.minute !== undefined;
  return {
    kind: 'info',
    text: `game_event_${event.key.replace('-', '_')}${timed ? '_minute' : ''}`,
    values: {
      team1: event.team1.name,
      team2: event.team2.name,
      score: `${home}:${away}`,
      period: event.period,
      ...(timed ? { minute: event.minute } : {}),
    },
    group: 'game-events',
    actions: [{ label: 'game_event_open', onSelect: open }],
  };
}

function GameEventPoller() {
  const { variant } = useLoadedSettings();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const [seen, setSeen] = usePreference('gameEventsSeen');
  const { data } = usePolledCall(
    getGameNotifications,
    seen === null ? { limit: AT_ONCE } : { since: seen, limit: AT_ONCE },
    GAME_EVENTS_POLL_MS,
  );
  // Each answer is acted on once, whatever else re-renders meanwhile.
  const handled = useRef<typeof data>(undefined);
  useEffect(() => {
    if (!data || handled.current === data) return;
    handled.current = data;
    // Nothing seen yet in this browser: what happened before now is not news.
    if (seen === null) {
      setSeen(data.now);
      return;
    }
    const [newest] = data.notifications;
    if (!newest) return;
    for (const event of [...data.notifications].reverse()) {
      const path = sportsbookPath(variant.language, {
        mode: 'live',
        sportId: event.sportId,
        champId: event.champId,
        gameId: event.gameId,
      });
      notify(toastOf(event, () => void navigate(path)));
    }
    // The next call asks for what came after the newest shown: each event is told once.
    setSeen(newest.at);
  }, [data, seen, setSeen, notify, navigate, variant.language]);
  return null;
}

/**
 * The signed-in player's game events (the games followed on their pages), asked every 10 s through
 * the polling timer — paused while the tab is hidden, asked at once when it is back — and shown as
 * toasts on whatever page is open. The moment of the newest shown is kept (a preference), so a
 * reload or another page shows nothing twice. src/app mounts it for players only.
 */
export function GameEventToasts() {
  // The stored moment decides the first call: without waiting for it, the past would look new.
  const loaded = usePreferencesLoaded();
  return loaded ? <GameEventPoller /> : null;
}
