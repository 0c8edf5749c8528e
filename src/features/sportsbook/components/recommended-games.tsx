import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { GamesResponse } from '@/lib/api-contract/generated/api-types.ts';
import { usePolledCall } from '@/lib/feed/use-polled-call';
import { useSelections } from '@/lib/selections/use-selections';

import { getTopGames } from '../api/dashboard-endpoints';
import { getGames } from '../api/feed-endpoints';
import { DashboardSection, type SectionState } from './dashboard-section';
import { CardGrid, cardOf } from './game-card';

/** Cards the section shows, out of the games it asks for (some are left out, see below). */
const SHOWN = 8;
const ASKED = 30;
const POLL_MS = 30_000;

type Games = GamesResponse['data'];

function Recommended({
  state,
  leaveOut,
  language,
}: {
  state: SectionState<Games>;
  leaveOut: ReadonlySet<number>;
  language: string;
}) {
  const { t } = useTranslation('sportsbook');
  const { data, failed } = state;
  const games = useMemo(
    () =>
      data?.games
        .filter((g) => !leaveOut.has(g.id))
        .slice(0, SHOWN)
        .map(cardOf),
    [data, leaveOut],
  );
  return (
    <DashboardSection
      id="dashboard-recommended"
      title={t('dashboard_recommended')}
      state={{ data: games, failed }}
      isEmpty={(list) => list.length === 0}
      skeleton="cards"
    >
      {(list) => <CardGrid games={list} language={language} />}
    </DashboardSection>
  );
}

type Props = { leaveOut: ReadonlySet<number>; language: string };

function OfSports({ sports, ...props }: Props & { sports: readonly number[] }) {
  const state = usePolledCall(getTopGames, { lng: props.language, sports, count: ASKED }, POLL_MS);
  return <Recommended state={state} {...props} />;
}

function NextKickOffs(props: Props) {
  const state = usePolledCall(getGames.line, { lng: props.language, count: ASKED }, POLL_MS);
  return <Recommended state={state} {...props} />;
}

/**
 * Games for this player. With selections in the bet slip: the line's top games of their sports;
 * without: the games kicking off next (the line in kick-off order), whatever the championship.
 * Games the dashboard already lists above (`shown`) are left out; a game picked here stays (its
 * card must not leave under the player's finger). Favourites do not steer it: they are ids only
 * (their sports would take another call), and the favourites page lists them anyway.
 */
export function RecommendedGames({
  language,
  shown,
}: {
  readonly language: string;
  readonly shown: readonly number[];
}) {
  const { selections } = useSelections();
  const sportsKey = [...new Set(selections.map((s) => s.sportId))].sort((a, b) => a - b).join();
  const sports = useMemo(() => (sportsKey ? sportsKey.split(',').map(Number) : []), [sportsKey]);
  const leaveOut = useMemo(() => new Set(shown), [shown]);
  return sports.length > 0 ? (
    <OfSports sports={sports} leaveOut={leaveOut} language={language} />
  ) : (
    <NextKickOffs leaveOut={leaveOut} language={language} />
  );
}
