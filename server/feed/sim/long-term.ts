import {
  MARKET_GROUP as G,
  OUTCOME as T,
  type WireOutcome,
} from '../../../src/lib/feed/bet-types.ts';
import type { SeasonBook } from '../../statistics/season-book.ts';
import {
  candidatesOf,
  COUNTING_MS,
  electionAt,
  electionOutlook,
  electionWinner,
  pollsClose,
} from './elections.ts';
import { type LongTermEvent, longTermSideNames } from './long-term-plans.ts';
import { chancesOfFirst, withMargin } from './odds-math.ts';
import { playOf } from './play.ts';
import { DAY_MS, FIRST_DAY, type Fixture, fixturesOfDay, roundsOn } from './schedule.ts';
import { championOf, titleOutlook } from './title-race.ts';
import type { Champ, Team, World } from './world.ts';

/** Long-term event ids: `LONG_TERM_ID_BASE + position * 100_000 + instance` (above virtual games'). */
export const LONG_TERM_ID_BASE = 2_000_000_000;
const IDS_PER_CHAMP = 100_000;

/** Finished events are listed (and recorded) for this long after they are decided. */
const FINISHED_MS = 2 * DAY_MS;

/** The bookmaker's margin on an outright: many outcomes, a wider margin than a match's. */
const OUTRIGHT_MARGIN = 0.2;

export type LongTermStatus = 'line' | 'live' | 'finished';

/** What the long-term book needs of the simulator. */
export interface LongTermHost {
  readonly world: World;
  readonly options: { readonly seed: string; readonly density: number; readonly speed: number };
  readonly seasonBook: () => SeasonBook;
}

/** Rounds in a season of a double round robin. */
const seasonRounds = (champ: Champ) => 2 * (champ.teams.length - 1);

/**
 * The long-term events (sport 2999) at any moment, from the seed: a championship's winner for
 * each of its seasons (closing when its last round kicks off, decided when its last game ends,
 * priced from the table as the season goes) and each region's elections (closing when the polls
 * do, decided when the votes are counted, priced from a standing that drifts day by day).
 */
export class LongTermBook {
  readonly #events = new Map<string, LongTermEvent>();
  readonly #rounds = new Map<string, { closes: number; decided: number }>();

  constructor(readonly host: LongTermHost) {}

  /** The event of a long-term championship's `instance` (a season or an election). */
  event(champ: Champ, instance: number): LongTermEvent {
    const key = `${champ.id}:${instance}`;
    let found = this.#events.get(key);
    if (!found) {
      found = this.#make(champ, instance);
      this.#events.set(key, found);
      // Events are small, but a long run asks about many seasons: forget the oldest.
      if (this.#events.size > 2_000) this.#events.delete(this.#events.keys().next().value!);
    }
    return found;
  }

  /** The event of `champ` on sale at `now` (one always is: the next opens as the last closes). */
  onSale(champ: Champ, now: number): number {
    const plan = champ.longTerm!.plan;
    if (plan.kind === 'election') return electionAt(plan.region, now);
    const subject = champ.longTerm!.subject!;
    const perDay = subject.plan.roundsPerDay * this.host.options.density;
    let season = Math.max(
      0,
      Math.floor(
        Math.ceil((Math.floor(now / DAY_MS) - FIRST_DAY) * perDay) / seasonRounds(subject),
      ),
    );
    while (this.#lastRound(subject, season).closes <= now) season++;
    while (season > 0 && this.#lastRound(subject, season - 1).closes > now) season--;
    return season;
  }

  /** The event of `champ`'s `instance` as a game of the feed. */
  fixture(champ: Champ, instance: number): Fixture {
    const event = this.event(champ, instance);
    const names = longTermSideNames(champ.longTerm!.plan, instance, 'en');
    // Stand-ins for the sides every game has: the event and its market (wire.ts names them).
    const side = (n: 1 | 2): Team => ({
      id: champ.id * 100 + n,
      name: names[n - 1]!,
      rating: 0,
      country: champ.plan.country,
    });
    return {
      id: LONG_TERM_ID_BASE + champ.longTerm!.position * IDS_PER_CHAMP + instance,
      champ,
      home: side(1),
      away: side(2),
      start: event.closes,
      round: instance,
      season: instance,
      event,
    };
  }

  /** The long-term championship and instance of a game id, or undefined for another id. */
  decode(id: number): { champ: Champ; instance: number } | undefined {
    const offset = id - LONG_TERM_ID_BASE;
    if (!Number.isSafeInteger(id) || offset < 0) return undefined;
    const position = Math.floor(offset / IDS_PER_CHAMP);
    const champ = this.host.world.champs.find(
      (c) => c.kind === 'longterm' && c.longTerm?.position === position,
    );
    return champ ? { champ, instance: offset % IDS_PER_CHAMP } : undefined;
  }

  status(event: LongTermEvent, now: number): LongTermStatus {
    return now < event.closes ? 'line' : now < event.decided ? 'live' : 'finished';
  }

  /** Every event whose status at `now` is `status`, in closing order. */
  games(status: LongTermStatus, now: number): Fixture[] {
    const found: Fixture[] = [];
    for (const champ of this.host.world.champs) {
      if (champ.kind !== 'longterm') continue;
      const current = this.onSale(champ, now);
      if (status === 'line') {
        found.push(this.fixture(champ, current));
        continue;
      }
      for (let instance = current - 1; instance >= 0; instance--) {
        const event = this.event(champ, instance);
        if (event.decided < now - FINISHED_MS) break;
        if (this.status(event, now) === status) found.push(this.fixture(champ, instance));
      }
    }
    return found.sort((a, b) => a.start - b.start || a.id - b.id);
  }

  /**
   * The outright market at `at` (an event on sale): every participant's price with the margin,
   * favourites first; none once one participant is all but certain (the market is off).
   */
  outcomes(fixture: Fixture, at: number): WireOutcome[] {
    const { champ, event } = fixture;
    if (!event) return [];
    const { means, sds } = this.#outlook(champ, event, at);
    const prices = withMargin(chancesOfFirst(means, sds), OUTRIGHT_MARGIN);
    if (!prices) return [];
    return prices
      .map((c, i): WireOutcome => ({ g: G.outright, t: T.participant, p: i + 1, c }))
      .sort((a, b) => a.c - b.c || a.p! - b.p!);
  }

  /** The winner of a decided event: its number among the participants (1-based). */
  winner(fixture: Fixture): number {
    const { champ, event } = fixture;
    const plan = champ.longTerm!.plan;
    if (!event) return 0;
    if (plan.kind === 'election')
      return electionWinner(
        this.host.options.seed,
        plan.region,
        event.instance,
        event.participants.length,
        event.opens,
        event.closes,
      );
    // A minute past the last whistle: every game of the season counts, whatever the rounding.
    return championOf(
      this.host.seasonBook(),
      champ.longTerm!.subject!,
      event.instance,
      event.decided + 60_000,
    );
  }

  #outlook(champ: Champ, event: LongTermEvent, at: number) {
    const plan = champ.longTerm!.plan;
    if (plan.kind === 'election')
      return electionOutlook(
        this.host.options.seed,
        plan.region,
        event.instance,
        event.participants.length,
        event.opens,
        event.closes,
        at,
      );
    return titleOutlook(this.host.seasonBook(), champ.longTerm!.subject!, event.instance, at);
  }

  #make(champ: Champ, instance: number): LongTermEvent {
    const plan = champ.longTerm!.plan;
    if (plan.kind === 'election') {
      const closes = pollsClose(plan.region, instance);
      return {
        kind: 'election',
        instance,
        participants: candidatesOf(this.host.options.seed, plan.region, instance),
        opens: instance === 0 ? FIRST_DAY * DAY_MS : pollsClose(plan.region, instance - 1),
        closes,
        decided: closes + COUNTING_MS,
      };
    }
    const subject = champ.longTerm!.subject!;
    const last = this.#lastRound(subject, instance);
    return {
      kind: 'winner',
      instance,
      participants: subject.teams.map((t) => ({ id: t.id, name: t.name })),
      opens: instance === 0 ? FIRST_DAY * DAY_MS : this.#lastRound(subject, instance - 1).closes,
      closes: last.closes,
      decided: last.decided,
    };
  }

  /**
   * When a season's last round kicks off (betting on its winner closes) and when its last game
   * ends (the winner is known): the round's day found from the schedule, its games and plays
   * from the pure schedule (the simulator's few cached days stay as they are).
   */
  #lastRound(subject: Champ, season: number): { closes: number; decided: number } {
    const key = `last:${subject.id}:${season}`;
    const cached = this.#rounds.get(key);
    if (cached) return cached;
    const { world, options } = this.host;
    const round = (season + 1) * seasonRounds(subject) - 1;
    const perDay = subject.plan.roundsPerDay * options.density;
    const guess = FIRST_DAY + Math.floor(round / perDay);
    const day = [guess, guess - 1, guess + 1, guess - 2, guess + 2].find((d) =>
      roundsOn(subject, d, options.density).includes(round),
    );
    const games =
      day === undefined
        ? []
        : fixturesOfDay(world, day, options.density).filter(
            (f) => f.champ.id === subject.id && f.round === round,
          );
    if (games.length === 0) throw new Error(`no round ${round} of championship ${subject.id}`);
    const closes = Math.min(...games.map((f) => f.start));
    const decided = Math.max(
      ...games.map(
        (f) => f.start + (playOf(f, subject.model, options.seed).endsAt / options.speed) * 1000,
      ),
    );
    const found = { closes, decided };
    this.#rounds.set(key, found);
    return found;
  }
}
