import type { WireOutcome } from '../../../src/lib/feed/bet-types.ts';
import { type SeasonBook, seasonBookOf } from '../../statistics/season-book.ts';
import { LongTermBook } from './long-term.ts';
import { mainMarkets, marketsOf } from './markets.ts';
import { type Play, playOf } from './play.ts';
import { drawsOf, hashOf, normal } from './random.ts';
import { DAY_MS, dayOf, decodeGameId, type Fixture, fixturesOfDay } from './schedule.ts';
import { type GameState, stateAt } from './state.ts';
import { decodeVirtualId, roundsFor, virtualRound } from './virtual.ts';
import { buildWorld, type Champ, type World } from './world.ts';

/** The last start a game may have (the feed contract's bound: 2100-01-01). */
const LAST_START_MS = 4_102_444_800_000;

export interface SimulatorOptions {
  readonly seed: string;
  /** Model seconds per real second of a live game (1: real time; 10: a football match in ~11 min). */
  readonly speed: number;
  /** Multiplies every championship's rounds a day (the bench's 2,000 live games). */
  readonly density: number;
  /** Days of line ahead. */
  readonly horizonDays: number;
  /** The simulated clock, epoch milliseconds. */
  readonly now: () => number;
}

/**
 * No play lasts longer, in model seconds (the longest seen: American football's, under four hours;
 * a test draws thousands of plays of every sport against it).
 */
export const LONGEST_PLAY_SECONDS = 8 * 3600;

export type GameStatus = 'line' | 'live' | 'finished';

/** A game as the feed shows it at one moment. */
export interface GameView {
  readonly fixture: Fixture;
  readonly status: GameStatus;
  /** The tick the prices belong to (they change at the next tick or the next moment of play). */
  readonly tick: number;
  readonly state?: GameState;
  readonly outcomes: readonly WireOutcome[];
  /** A decided long-term event's winner: its participant's 1-based number. */
  readonly winner?: number;
}

/** Prices move between events at each game's own beat: live every few seconds, the line slowly. */
const PREMATCH_TICK_MS = 10 * 60_000;

/** A game's price tick at `now`: its prices change at the tick's end (each game on its own phase). */
const priceTickOf = (id: number, now: number, tickMs: number) =>
  Math.floor((now - (hashOf('phase', id) % tickMs)) / tickMs);

/** When the prices of game `id`, before kick-off, next move (the end of its pre-match tick). */
export function prematchPricesMoveAt(id: number, now: number): number {
  return (
    (priceTickOf(id, now, PREMATCH_TICK_MS) + 1) * PREMATCH_TICK_MS +
    (hashOf('phase', id) % PREMATCH_TICK_MS)
  );
}

/** When the prices of game `id`, before kick-off, last moved (the start of its pre-match tick). */
export const prematchPricesMovedAt = (id: number, now: number): number =>
  prematchPricesMoveAt(id, now) - PREMATCH_TICK_MS;
const liveTickMs = (id: number) => 6_000 + (hashOf('tick', id) % 8_000);

/** A small map that forgets its oldest entries past `limit`. */
class Recent<K, V> {
  readonly #map = new Map<K, V>();
  constructor(readonly limit: number) {}
  get(key: K, make: () => V): V {
    const found = this.#map.get(key);
    if (found !== undefined) return found;
    const value = make();
    this.#map.set(key, value);
    if (this.#map.size > this.limit) this.#map.delete(this.#map.keys().next().value as K);
    return value;
  }
}

/**
 * The feed simulator: a pure function of the seed and the clock. Games, their play and prices are
 * computed on demand and remembered for a while; nothing here writes anywhere.
 */
export class FeedSimulator {
  readonly world: World;
  readonly #days = new Recent<number, Fixture[]>(16);
  readonly #plays = new Recent<number, Play>(40_000);
  readonly #prices = new Recent<string, readonly WireOutcome[]>(40_000);
  readonly #rounds = new Recent<string, Fixture[]>(512);
  #longTerm: LongTermBook | undefined;

  constructor(readonly options: SimulatorOptions) {
    this.world = buildWorld(options.seed);
  }

  /** The long-term events (sport 2999), made on first use: lists without them pay nothing. */
  get longTerm(): LongTermBook {
    this.#longTerm ??= new LongTermBook({
      world: this.world,
      options: this.options,
      seasonBook: (): SeasonBook => seasonBookOf(this),
    });
    return this.#longTerm;
  }

  now(): number {
    return this.options.now();
  }

  fixturesOfDay(day: number): readonly Fixture[] {
    return this.#days.get(day, () => fixturesOfDay(this.world, day, this.options.density));
  }

  fixture(id: number): Fixture | undefined {
    const virtual = decodeVirtualId(id);
    if (virtual) {
      const champ = this.world.champs.find((c) => c.virtual?.league === virtual.league)!;
      return this.virtualRound(champ, virtual.round)[virtual.index];
    }
    const longTerm = this.longTerm.decode(id);
    if (longTerm) {
      // A season's instance runs on for ever: one past the century's end is no game anyone sees.
      const event = this.longTerm.fixture(longTerm.champ, longTerm.instance);
      return event.start <= LAST_START_MS ? event : undefined;
    }
    const at = decodeGameId(id);
    if (!at) return undefined;
    return this.fixturesOfDay(at.day)[at.index];
  }

  /** The games of a round of a virtual league (remembered for a while). */
  virtualRound(champ: Champ, round: number): readonly Fixture[] {
    return this.#rounds.get(`${champ.id}:${round}`, () => virtualRound(this.world, champ, round));
  }

  play(fixture: Fixture): Play {
    return this.#plays.get(fixture.id, () =>
      playOf(fixture, fixture.champ.model, this.options.seed),
    );
  }

  /**
   * Model seconds since kick-off at `now` (negative before it). Virtual games keep their own pace
   * whatever the feed's speed: their model is already compressed to fit the rounds' grid.
   */
  elapsed(fixture: Fixture, now: number): number {
    const speed = fixture.champ.kind === 'virtual' ? 1 : this.options.speed;
    return ((now - fixture.start) / 1000) * speed;
  }

  status(fixture: Fixture, now: number): GameStatus {
    if (fixture.event) return this.longTerm.status(fixture.event, now);
    if (now < fixture.start) return 'line';
    const elapsed = this.elapsed(fixture, now);
    // Past any play's length a game is over: no need to draw its play to know (a dense feed's
    // live list would otherwise draw every game of the last days at each answer).
    if (elapsed >= LONGEST_PLAY_SECONDS) return 'finished';
    return elapsed < this.play(fixture).endsAt ? 'live' : 'finished';
  }

  /** The game at `now`: its state and prices (all markets, or the list's main ones). */
  view(fixture: Fixture, now: number, options: { all: boolean; asian: boolean }): GameView {
    if (fixture.event) return this.#longTermView(fixture, now);
    const status = this.status(fixture, now);
    const play = this.play(fixture);
    const state =
      status === 'line'
        ? undefined
        : stateAt(play, fixture.champ.model, this.elapsed(fixture, now));
    const tickMs = status === 'live' ? liveTickMs(fixture.id) : PREMATCH_TICK_MS;
    const tick = priceTickOf(fixture.id, now, tickMs);
    const key = `${fixture.id}:${status}:${tick}:${state?.momentIndex ?? -1}:${options.asian}:${options.all}`;
    // Virtual games take bets until kick-off only, as the products they imitate do.
    const closed = status === 'finished' || (status === 'live' && fixture.champ.kind === 'virtual');
    const all = this.#prices.get(key, () =>
      closed
        ? []
        : marketsOf({
            model: fixture.champ.model,
            play,
            state,
            drift: this.#drift(fixture.id, tick, status === 'live'),
            asian: options.asian,
            mainOnly: !options.all,
          }),
    );
    const shown = options.all ? all : mainMarkets(all);
    return {
      fixture,
      status,
      tick,
      state,
      outcomes: state?.suspended ? shown.map((o) => ({ ...o, b: true as const })) : shown,
    };
  }

  /**
   * A long-term event at `now`: the outright priced at the last line tick while on sale (the
   * table or the polls of that moment), nothing once closed, its winner once decided.
   */
  #longTermView(fixture: Fixture, now: number): GameView {
    const status = this.status(fixture, now);
    const tick = Math.floor(now / PREMATCH_TICK_MS);
    const outcomes =
      status === 'line'
        ? this.#prices.get(`${fixture.id}:outright:${tick}`, () =>
            this.longTerm.outcomes(
              fixture,
              Math.max(tick * PREMATCH_TICK_MS, fixture.event!.opens),
            ),
          )
        : [];
    return {
      fixture,
      status,
      tick,
      outcomes,
      ...(status === 'finished' ? { winner: this.longTerm.winner(fixture) } : {}),
    };
  }

  /** Each side's strength multiplier at a tick: a slow swing plus a small jitter. */
  #drift(id: number, tick: number, live: boolean): [number, number] {
    const size = live ? 1 : 0.5;
    const slow = drawsOf(this.options.seed, 'swing', id, Math.floor(tick / 6));
    const fast = drawsOf(this.options.seed, 'jitter', id, tick);
    return [
      Math.exp(size * (0.05 * normal(slow) + 0.025 * normal(fast))),
      Math.exp(size * (0.05 * normal(slow) + 0.025 * normal(fast))),
    ];
  }

  /**
   * Games whose status at `now` is `status`, in kick-off order: the line looks `horizonDays`
   * ahead, live and finished games back over the two days before.
   */
  games(status: GameStatus, now: number): Fixture[] {
    const today = dayOf(now);
    const [from, to] =
      status === 'line' ? [today, today + this.options.horizonDays] : [today - 2, today];
    const found: Fixture[] = [];
    for (let day = from; day <= to; day++)
      for (const f of this.fixturesOfDay(day)) {
        if (
          status === 'line' &&
          (f.start <= now || f.start > now + this.options.horizonDays * DAY_MS)
        )
          continue;
        if (this.status(f, now) === status) found.push(f);
      }
    return found.sort((a, b) => a.start - b.start || a.id - b.id);
  }

  /** The long-term events (sport 2999) whose status at `now` is `status`, in closing order. */
  longTermGames(status: GameStatus, now: number): Fixture[] {
    return this.longTerm.games(status, now);
  }

  /**
   * Virtual games whose status at `now` is `status`, in kick-off order: the rounds on sale, the
   * round under way, the finished rounds of the last two hours.
   */
  virtualGames(status: GameStatus, now: number): Fixture[] {
    const found: Fixture[] = [];
    for (const champ of this.world.champs) {
      if (!champ.virtual) continue;
      for (const round of roundsFor(champ.virtual.plan, status, now))
        for (const f of this.virtualRound(champ, round))
          if (this.status(f, now) === status) found.push(f);
    }
    return found.sort((a, b) => a.start - b.start || a.id - b.id);
  }
}
