import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { usePolledCall } from '@/lib/feed/use-polled-call';
import { usePreference } from '@/lib/preferences/use-preference';

import { getGamesById } from '../api/dashboard-endpoints';
import { DashboardSection } from './dashboard-section';
import { CardGrid, cardOf } from './game-card';

/** Pinned games may be under way: their scores and prices move as live ones do. */
const PINNED_POLL_MS = 5_000;

function PinnedCards({ ids, language }: { ids: readonly number[]; language: string }) {
  const { t } = useTranslation('sportsbook');
  const { data, failed } = usePolledCall(
    getGamesById,
    { lng: language, games: ids },
    PINNED_POLL_MS,
  );
  const games = useMemo(() => data?.map(cardOf), [data]);
  // Another list of ids is another call: until it answers, the last answer stays, less what was unpinned.
  const [last, setLast] = useState(games);
  if (games !== undefined && games !== last) setLast(games);
  const shown = (games ?? last)?.filter((g) => ids.includes(g.id));
  return (
    <DashboardSection
      id="dashboard-pinned"
      title={t('dashboard_pinned')}
      state={{ data: shown, failed }}
      isEmpty={(list) => list.length === 0}
      skeleton="cards"
    >
      {(list) => <CardGrid games={list} language={language} />}
    </DashboardSection>
  );
}

/**
 * The games the player pinned on the dashboard (the `pinnedGames` preference, kept in this
 * browser), asked by id whatever their status: a game over shows its final score until unpinned.
 * Nothing pinned, nothing asked.
 */
export function PinnedGames({ language }: { readonly language: string }) {
  const [pinned] = usePreference('pinnedGames');
  // Ascending, as the call sends them: pinning or unpinning is another call, not a reordering.
  const ids = useMemo(() => [...pinned].sort((a, b) => a - b), [pinned]);
  if (ids.length === 0) return null;
  return <PinnedCards ids={ids} language={language} />;
}
