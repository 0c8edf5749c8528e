import { lazy, Suspense } from 'react';

import { useSession } from '@/lib/session/session-context';

// The poller and its toasts load only for players: a guest follows no game.
const GameEventToasts = lazy(() =>
  import('@/features/sportsbook/components/game-event-toasts').then((m) => ({
    default: m.GameEventToasts,
  })),
);

/** The followed games' events as toasts on every page, while a player is signed in. */
export function GameEventsGate() {
  const { authenticated } = useSession();
  if (!authenticated) return null;
  return (
    <Suspense fallback={null}>
      <GameEventToasts />
    </Suspense>
  );
}
