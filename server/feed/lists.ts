import { MARKET_GROUP as G, resultMarket, type WireOutcome } from '../../src/lib/feed/bet-types.ts';
import { feedGames, type Mode } from './feed-calls.ts';
import { type FeedQuery, idSet, pageOf } from './feed-query.ts';
import { sportName } from './names.ts';
import type { Fixture } from './sim/schedule.ts';
import type { FeedSimulator, GameView } from './sim/simulator.ts';
import type { Champ, Team } from './sim/world.ts';
import { champWire, gameWire } from './wire.ts';

/** The common parameters with the one the championship lists act on besides the filters. */
export type ListQuery = FeedQuery & { readonly getEmpty?: boolean };

/** Games a top list holds by default: the dashboard's limit (betting spec §9). */
export const DASHBOARD_LIMIT = 20;

const CYBER_FROM = 4000;

/** Top championships first, then by kick-off. */
export const topFirst = (a: Fixture, b: Fixture): number =>
  Number(b.champ.plan.top === true) - Number(a.champ.plan.top === true) ||
  a.start - b.start ||
  a.id - b.id;

/** Whether a championship passes the query's sport, championship and kind filters. */
export function champFilter(query: FeedQuery): (champ: Champ) => boolean {
  const sports = idSet(query.sports);
  const champs = idSet(query.champs);
  const anti = idSet(query.antiSports);
  return (c) =>
    (c.kind === 'virtual') === (query.virtualSports === true) &&
    (!sports || sports.has(c.sportId)) &&
    (!champs || champs.has(c.id)) &&
    !anti?.has(c.sportId) &&
    (!query.top || c.plan.top === true) &&
    (query.cyberFlag !== 1 || c.sportId >= CYBER_FROM) &&
    (query.cyberFlag !== 2 || c.sportId < CYBER_FROM);
}

/** How many of `games` each championship has. */
export function countByChamp(games: readonly Fixture[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const f of games) counts.set(f.champ.id, (counts.get(f.champ.id) ?? 0) + 1);
  return counts;
}

/** Championships as the lists send them, with their game counts; empty ones only when asked. */
export const champsWithCounts = (
  champs: readonly Champ[],
  counts: ReadonlyMap<number, number>,
  language: string,
  getEmpty = false,
) =>
  champs
    .filter((c) => getEmpty || counts.has(c.id))
    .map((c) => ({
      ...champWire(c, language),
      count: counts.get(c.id) ?? 0,
      ...(c.plan.top ? { top: true as const } : {}),
    }));

/** Sports of `games` with their counts, in the world's sport order. */
export function sportsWithCounts(sim: FeedSimulator, games: readonly Fixture[], language: string) {
  const counts = new Map<number, number>();
  for (const f of games) counts.set(f.champ.sportId, (counts.get(f.champ.sportId) ?? 0) + 1);
  return sim.world.sportIds
    .filter((id) => counts.has(id))
    .map((id) => ({ id, name: sportName(id, language), count: counts.get(id)! }));
}

/** A list's view of a game: the main markets. */
export const listView = (sim: FeedSimulator, f: Fixture, now: number) =>
  sim.view(f, now, { all: false, asian: false });

/** A page of games with their main markets (or another view) and how many there are. */
export const gamesPage = (
  games: readonly Fixture[],
  query: FeedQuery,
  language: string,
  view: (f: Fixture) => GameView,
  defaultCount?: number,
) => ({
  total: games.length,
  games: pageOf(games, { ...query, count: query.count ?? defaultCount }).map((f) =>
    gameWire(view(f), language),
  ),
});

/** The top games of a set: top championships first, then by kick-off. */
export const topGames = (sim: FeedSimulator, now: number, mode: Mode, query: FeedQuery) =>
  feedGames(sim, now, mode, query).sort(topFirst);

/** Only the game's one result market (bet-types' resultMarket): 1X2, else the winner. */
export const resultOnly = (view: GameView): GameView => ({
  ...view,
  outcomes: resultMarket(view.outcomes),
});

/** The games of sides, line and live (live first), that pass the query's other filters. */
export function teamGames(
  sim: FeedSimulator,
  now: number,
  teams: ReadonlySet<number>,
  query: FeedQuery,
): Fixture[] {
  const plays = (f: Fixture) => teams.has(f.home.id) || teams.has(f.away.id);
  return (['live', 'line'] as const).flatMap((mode) =>
    feedGames(sim, now, mode, query).filter(plays),
  );
}

/** The sides a list of ids names that exist. */
export const teamsOf = (sim: FeedSimulator, ids: string | undefined): Team[] =>
  [...(idSet(ids) ?? [])].flatMap((id) => {
    const team = sim.world.teamById.get(id);
    return team ? [team] : [];
  });

/**
 * The outcomes of the Asian view: the result and the Asian handicap and total lines of the whole
 * game and of its first half (or period), while that is still to be played.
 */
export const isAsianOutcome = (o: WireOutcome): boolean =>
  (!o.pe || o.pe === 1) && (o.g === G.result || o.g === G.handicap || o.g === G.total);

/**
 * Sports priced in goals have Asian lines (quarter and whole lines of handicaps and totals);
 * long-term events are outrights, with no lines at all.
 */
export const hasAsianLines = (champ: Champ): boolean =>
  champ.kind !== 'longterm' && champ.model.kind === 'goals';

/** A game in the Asian view: the result, and every Asian handicap and total line (see isAsianOutcome). */
export function asianView(sim: FeedSimulator, f: Fixture, now: number): GameView {
  const view = sim.view(f, now, { all: true, asian: true });
  return { ...view, outcomes: view.outcomes.filter(isAsianOutcome) };
}
