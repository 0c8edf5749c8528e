import type { Fixture } from '../feed/sim/schedule.ts';
import type { FeedSimulator } from '../feed/sim/simulator.ts';
import { eventKeyOf, eventNameOf, type EventTypeId, eventTypeOfMoment } from './event-types.ts';
import type { Subscription } from './subscriptions.ts';

/** Something a player follows that happened: one moment of a game's play. */
export interface GameNotification {
  /** `<game id>-<moment index>`: the same across calls, and a cursor for `since`. */
  readonly id: string;
  readonly gameId: number;
  readonly sportId: number;
  readonly champId: number;
  readonly team1: { readonly id: number; readonly name: string };
  readonly team2: { readonly id: number; readonly name: string };
  readonly type: EventTypeId;
  readonly key: string;
  readonly name: string;
  readonly period: number;
  /** Minute of the game clock (clocked sports): 1 in the first minute, as scoreboards count. */
  readonly minute?: number;
  /** Whose goal, card or set it was. */
  readonly side?: 1 | 2;
  readonly player?: string;
  /** The score after it (sets in rally sports), and the period's. */
  readonly score: readonly [number, number];
  readonly periodScore: readonly [number, number];
  /** When it happened on the feed clock. */
  readonly at: string;
}

/** Where a notification stands in the newest-first order: its time, then game, then moment. */
export interface Place {
  readonly atMs: number;
  readonly gameId: number;
  readonly index: number;
}

const after = (a: Place, b: Place) => a.atMs - b.atMs || a.gameId - b.gameId || a.index - b.index;

/** Whole milliseconds, so the time a notification shows and a `since` given back compare exactly. */
const momentAtMs = (sim: FeedSimulator, fixture: Fixture, at: number) =>
  fixture.start + Math.floor((at / sim.options.speed) * 1000);

/** The place of a notification id, or undefined when it names no moment of a game. */
export function placeOf(sim: FeedSimulator, id: string): Place | undefined {
  const [gameId, index] = id.split('-').map(Number) as [number, number];
  const fixture = sim.fixture(gameId);
  const moment = fixture && sim.play(fixture).moments[index];
  return moment && { atMs: momentAtMs(sim, fixture, moment.at), gameId, index };
}

/**
 * What the player's subscriptions have produced by `now`, newest first, after `since` (a place
 * in the order): the moments of each followed game of the types followed, from the time it was
 * followed. Computed from the simulator's play; nothing about events is stored.
 */
export function notificationsOf(
  sim: FeedSimulator,
  subscriptions: readonly Subscription[],
  options: { now: number; since?: Place; limit: number; language: string },
): GameNotification[] {
  const found: (Place & { build: () => GameNotification })[] = [];
  for (const subscription of subscriptions) {
    const fixture = sim.fixture(subscription.gameId);
    if (!fixture || fixture.start > options.now) continue;
    const wanted = new Set(subscription.events);
    const elapsed = sim.elapsed(fixture, options.now);
    const { model } = fixture.champ;
    sim.play(fixture).moments.forEach((moment, index) => {
      if (moment.at > elapsed) return;
      const type = eventTypeOfMoment(model, moment);
      if (type === undefined || !wanted.has(type)) return;
      const place = { atMs: momentAtMs(sim, fixture, moment.at), gameId: fixture.id, index };
      if (place.atMs < subscription.sinceMs) return;
      if (options.since && after(place, options.since) <= 0) return;
      found.push({
        ...place,
        build: () => ({
          id: `${fixture.id}-${index}`,
          gameId: fixture.id,
          sportId: fixture.champ.sportId,
          champId: fixture.champ.id,
          team1: { id: fixture.home.id, name: fixture.home.name },
          team2: { id: fixture.away.id, name: fixture.away.name },
          type,
          key: eventKeyOf(type),
          name: eventNameOf(type, options.language),
          period: moment.period,
          ...(moment.clock === undefined ? {} : { minute: Math.floor(moment.clock / 60) + 1 }),
          ...(moment.side === undefined ? {} : { side: moment.side }),
          ...(moment.player === undefined ? {} : { player: moment.player }),
          score: moment.score,
          periodScore: moment.periodScore,
          at: new Date(place.atMs).toISOString(),
        }),
      });
    });
  }
  return found
    .sort((a, b) => after(b, a))
    .slice(0, options.limit)
    .map((n) => n.build());
}
