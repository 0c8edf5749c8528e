import { MARKET_GROUP as G, OUTCOME as T, type WireOutcome } from '../../src/lib/feed/bet-types.ts';
import { ApiProblem } from '../errors.ts';
import { playersOf } from '../statistics/squads.ts';
import { sportName } from './names.ts';
import { poisson, poissonCap, withMargin } from './sim/odds-math.ts';
import { meansOf, SCORER_FIRST, SCORERS, type Side } from './sim/play.ts';
import { dayOf, decodeGameId, type Fixture } from './sim/schedule.ts';
import type { FeedSimulator, GameStatus } from './sim/simulator.ts';
import { titleIn } from './sim/titles.ts';
import type { Champ, Team } from './sim/world.ts';
import type { WireGame } from './wire.ts';

/**
 * Duels: a synthetic game between two sets of players of upcoming games, "whose side scores
 * more". Each player's goals are the simulator's own: a scoring moment names one of the side's
 * SCORERS outfield starters, each equally likely, so a player's goals are a Poisson share
 * (1 / SCORERS) of their side's mean (meansOf), independent of every other player's. A duel side
 * scores the sum of its players' goals: Poisson with the sum of their means, which prices the
 * duel's result and totals; once every underlying game is over its score is counted from their
 * plays' scoring moments. Bets on it close when the first underlying game kicks off.
 */

/** Duel ids: above the long-term events' (2·10⁹ + position·10⁵) and within a 32-bit integer. */
export const DUEL_ID_BASE = 2_100_000_000;
export const DUEL_IDS = 40_000_000;
export const isDuelId = (id: number) =>
  Number.isSafeInteger(id) && id >= DUEL_ID_BASE && id < DUEL_ID_BASE + DUEL_IDS;

/** Players a side of a duel may have. */
export const DUEL_SIDE_MAX = 11;

/** The championship id a duel of a sport is listed under (the sport's position 999). */
export const duelChampId = (sportId: number) => sportId * 1000 + 999;

/** The bookmaker's margin on a duel: a made-up game, priced wider than a match. */
const DUEL_MARGIN = 0.08;

/** A duel's championship in the five sample languages (after the sport: "Football. Duels"). */
const DUELS_TITLE = { ru: 'Дуэли', en: 'Duels', pt: 'Duelos', kk: 'Дуэльдер', ar: 'مبارزات' };

/** A player who may be picked for a duel: a scorer of a side in an upcoming game. */
export interface DuelPlayer {
  /** `<game id>/<team id>-<place in the squad>` (the place as the statistics' player id has it). */
  readonly id: string;
  readonly name: string;
  readonly number?: number;
  readonly position: string;
  readonly fixture: Fixture;
  readonly team: Team;
  /** Their side in their game. */
  readonly side: Side;
  /** Expected goals in their game, as the simulator plays it. */
  readonly expected: number;
}

/** Games whose players can duel: scheduled, goals scored by named players, no overtime. */
export const duelChamp = (champ: Champ) =>
  champ.kind === 'regular' &&
  champ.model.kind === 'goals' &&
  champ.model.incidents &&
  champ.model.overtimeSeconds === 0;

const PLAYER_ID = /^(\d{1,10})\/(\d{1,10})-(\d{1,2})$/;

/** Every scorer of both sides of a game, side 1's first. */
export function gamePlayers(sim: FeedSimulator, fixture: Fixture): DuelPlayer[] {
  const means = meansOf(fixture, fixture.champ.model as Parameters<typeof meansOf>[1]);
  return ([1, 2] as const).flatMap((side) => {
    const team = side === 1 ? fixture.home : fixture.away;
    return playersOf(sim.options.seed, team)
      .slice(SCORER_FIRST, SCORER_FIRST + SCORERS)
      .map((p, i) => ({
        id: `${fixture.id}/${team.id}-${SCORER_FIRST + i}`,
        name: p.name,
        ...(p.number === undefined ? {} : { number: p.number }),
        position: p.position,
        fixture,
        team,
        side,
        expected: means[side - 1]! / SCORERS,
      }));
  });
}

/** A player by id (any status of their game), or why there is none. */
export function playerById(sim: FeedSimulator, id: string): DuelPlayer | string {
  const match = PLAYER_ID.exec(id);
  if (!match) return 'is not a duel player id (<gameId>/<teamId>-<place>)';
  const gameId = Number(match[1]);
  const fixture = decodeGameId(gameId) ? sim.fixture(gameId) : undefined;
  if (!fixture) return `no game ${gameId}`;
  if (!duelChamp(fixture.champ)) return `game ${gameId} has no duel players`;
  const found = gamePlayers(sim, fixture).find((p) => p.id === id);
  return found ?? `no scorer ${match[2]}-${match[3]} in game ${gameId}`;
}

export interface PlayersQuery {
  readonly sport?: number;
  readonly champ?: number;
  readonly game?: number;
  readonly count?: number;
}

const GAMES_DEFAULT = 10;

/** Upcoming games whose players can duel, as the query narrows them (sport 1 unless told). */
export function duelGames(sim: FeedSimulator, now: number, query: PlayersQuery): Fixture[] {
  const sport = query.sport ?? sim.world.champById.get(query.champ ?? -1)?.sportId ?? 1;
  return sim
    .games('line', now)
    .filter(
      (f) =>
        duelChamp(f.champ) &&
        f.champ.sportId === sport &&
        (query.champ === undefined || f.champ.id === query.champ) &&
        (query.game === undefined || f.id === query.game),
    )
    .slice(0, query.count ?? GAMES_DEFAULT);
}

/** What GetAvailablePlayersForDuel cannot list (a 404's detail), or undefined. */
export function missingForDuel(sim: FeedSimulator, query: PlayersQuery): string | undefined {
  if (
    query.sport !== undefined &&
    !sim.world.champs.some((c) => c.sportId === query.sport && duelChamp(c))
  )
    return `sport ${query.sport} has no duels`;
  if (query.champ !== undefined) {
    const champ = sim.world.champById.get(query.champ);
    if (!champ || !duelChamp(champ)) return `championship ${query.champ} has no duels`;
  }
  return undefined;
}

/** A duel's two sides of players, in their canonical order (the same sets give the same duel). */
export interface DuelSides {
  readonly team1: readonly DuelPlayer[];
  readonly team2: readonly DuelPlayer[];
}

const canonical = (players: readonly DuelPlayer[]) =>
  [...players].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** The key a duel is stored and found under: its sides' sorted player ids. */
export const duelKey = (sides: { team1: readonly string[]; team2: readonly string[] }) =>
  `${[...sides.team1].sort().join(',')}|${[...sides.team2].sort().join(',')}`;

/**
 * The sides of a duel to build at `now`, each player checked: known, of a game not yet started,
 * of one sport, on one side only. A refusal names the field of each player refused (422).
 */
export function duelSides(
  sim: FeedSimulator,
  now: number,
  body: { team1Ids: readonly string[]; team2Ids: readonly string[] },
): DuelSides {
  const errors: string[] = [];
  const sides: DuelPlayer[][] = [[], []];
  let sportId: number | undefined;
  const seen = new Map<string, string>();
  (['team1Ids', 'team2Ids'] as const).forEach((field, s) => {
    body[field].forEach((id, i) => {
      const at = `body /${field}/${i}`;
      const first = seen.get(id);
      if (first !== undefined) {
        errors.push(`${at}: player ${id} is already in ${first}`);
        return;
      }
      seen.set(id, `/${field}/${i}`);
      // Only the line's days are looked at: a far day's schedule is not drawn for a made-up id.
      const day = decodeGameId(Number(PLAYER_ID.exec(id)?.[1] ?? 0))?.day;
      if (day !== undefined && (day < dayOf(now) || day > dayOf(now) + sim.options.horizonDays)) {
        errors.push(`${at}: no upcoming game ${id.split('/')[0]}`);
        return;
      }
      const player = playerById(sim, id);
      if (typeof player === 'string') {
        errors.push(`${at}: ${player}`);
        return;
      }
      if (sim.status(player.fixture, now) !== 'line') {
        errors.push(`${at}: the game of player ${id} has started`);
        return;
      }
      sportId ??= player.fixture.champ.sportId;
      if (player.fixture.champ.sportId !== sportId) {
        errors.push(`${at}: player ${id} plays another sport than the duel's first player`);
        return;
      }
      sides[s]!.push(player);
    });
  });
  if (errors.length > 0) throw new ApiProblem(422, 'error_duel_players', errors);
  return { team1: canonical(sides[0]!), team2: canonical(sides[1]!) };
}

/** A duel as the feed shows it at one moment. */
export interface DuelView extends DuelSides {
  readonly id: number;
  readonly sportId: number;
  readonly status: GameStatus;
  /** The latest kick-off of its games (its start), and the first (bets close then), epoch ms. */
  readonly start: number;
  readonly closes: number;
  /** Goals of each side's players so far (all of them once finished). */
  readonly score: readonly [number, number];
  readonly outcomes: readonly WireOutcome[];
}

/** A player's goals in their game up to `elapsed` model seconds after its kick-off. */
function goalsOf(sim: FeedSimulator, player: DuelPlayer, elapsed: number): number {
  let goals = 0;
  for (const m of sim.play(player.fixture).moments)
    if (m.at <= elapsed && m.kind === 'goal' && m.side === player.side && m.player === player.name)
      goals += m.value ?? 1;
  return goals;
}

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

/** Fair chances of a duel's result from its sides' expected goals, and its total's distribution. */
export function duelChances(expected1: number, expected2: number) {
  const p1 = poisson(expected1, poissonCap(expected1));
  const p2 = poisson(expected2, poissonCap(expected2));
  let win1 = 0;
  let draw = 0;
  let win2 = 0;
  p1.forEach((x, i) =>
    p2.forEach((y, j) => {
      if (i > j) win1 += x * y;
      else if (i === j) draw += x * y;
      else win2 += x * y;
    }),
  );
  const total = expected1 + expected2;
  return { win1, draw, win2, totals: poisson(total, poissonCap(total)) };
}

/** The duel's markets from its sides' expected goals: who scores more (1X2) and total goals. */
export function duelMarkets(expected1: number, expected2: number): WireOutcome[] {
  const out: WireOutcome[] = [];
  const { win1, draw, win2, totals } = duelChances(expected1, expected2);
  const result = withMargin([win1, draw, win2], DUEL_MARGIN);
  if (result)
    ([T.win1, T.draw, T.win2] as const).forEach((t, i) =>
      out.push({ g: G.result, t, c: result[i]! }),
    );
  const middle = Math.max(0.5, Math.round(expected1 + expected2 - 0.5) + 0.5);
  for (const line of [middle - 1, middle, middle + 1]) {
    if (line < 0.5) continue;
    const over = sum(totals.filter((_, k) => k > line));
    const prices = withMargin([over, 1 - over], DUEL_MARGIN);
    if (prices)
      out.push(
        { g: G.total, t: T.over, p: line, c: prices[0]! },
        { g: G.total, t: T.under, p: line, c: prices[1]! },
      );
  }
  return out;
}

/** A stored duel at `now`: on sale before its first game kicks off, over when its last one is. */
export function duelView(sim: FeedSimulator, id: number, sides: DuelSides, now: number): DuelView {
  const all = [...sides.team1, ...sides.team2];
  const starts = all.map((p) => p.fixture.start);
  const statuses = all.map((p) => sim.status(p.fixture, now));
  const status: GameStatus = statuses.every((s) => s === 'line')
    ? 'line'
    : statuses.every((s) => s === 'finished')
      ? 'finished'
      : 'live';
  const side = (players: readonly DuelPlayer[]) =>
    sum(players.map((p) => goalsOf(sim, p, sim.elapsed(p.fixture, now))));
  return {
    id,
    sportId: all[0]!.fixture.champ.sportId,
    ...sides,
    status,
    start: Math.max(...starts),
    closes: Math.min(...starts),
    score: status === 'line' ? [0, 0] : [side(sides.team1), side(sides.team2)],
    outcomes:
      status === 'line'
        ? duelMarkets(
            sum(sides.team1.map((p) => p.expected)),
            sum(sides.team2.map((p) => p.expected)),
          )
        : [],
  };
}

/** A duel side's name: its players' surnames joined ("Smith + Jones"). */
export const sideName = (players: readonly DuelPlayer[]) => players.map((p) => p.name).join(' + ');

/** A duel as every feed call sends a game (team ids 1 and 2: its sides are no teams). */
export function duelWire(view: DuelView, language: string): WireGame {
  const sport = sportName(view.sportId, language);
  return {
    id: view.id,
    sportId: view.sportId,
    sport,
    champId: duelChampId(view.sportId),
    champ: `${sport}. ${titleIn(DUELS_TITLE, language)}`,
    team1: { id: 1, name: sideName(view.team1) },
    team2: { id: 2, name: sideName(view.team2) },
    start: Math.floor(view.start / 1000),
    live: view.status === 'live',
    ...(view.status === 'finished' ? { finished: true as const } : {}),
    ...(view.status === 'line'
      ? {}
      : {
          score: {
            total: view.score,
            periods: [view.score],
            period: 1,
            phase: view.status === 'finished' ? ('finished' as const) : ('live' as const),
          },
        }),
    outcomes: view.outcomes,
  };
}

/** A player as the duel calls send them. */
export function playerWire(player: DuelPlayer, language: string) {
  return {
    id: player.id,
    name: player.name,
    ...(player.number === undefined ? {} : { number: player.number }),
    position: player.position,
    gameId: player.fixture.id,
    teamId: player.team.id,
    team: player.team.name,
    sportId: player.fixture.champ.sportId,
    sport: sportName(player.fixture.champ.sportId, language),
    start: Math.floor(player.fixture.start / 1000),
    expectedGoals: Math.round(player.expected * 1000) / 1000,
  };
}
