import type { WireOutcome } from '../../src/lib/feed/bet-types.ts';
import { champName, countryIdOf, sideNames, sportName } from './names.ts';
import type { Moment } from './sim/play.ts';
import type { GameView } from './sim/simulator.ts';
import type { Champ } from './sim/world.ts';

/** A game as every feed call sends it. */
export interface WireGame {
  readonly id: number;
  readonly sportId: number;
  readonly sport: string;
  readonly champId: number;
  readonly champ: string;
  readonly countryId?: number;
  readonly team1: { readonly id: number; readonly name: string };
  readonly team2: { readonly id: number; readonly name: string };
  /**
   * A long-term event's participants (teams or candidates), in a fixed order: an outright
   * outcome's `p` is the 1-based number of its participant here. Team1 and team2 then name the
   * event and its market.
   */
  readonly participants?: readonly { readonly id?: number; readonly name: string }[];
  /** A decided long-term event's winner: its participant's number. */
  readonly winner?: number;
  /** Kick-off, epoch seconds. */
  readonly start: number;
  readonly live: boolean;
  readonly finished?: true;
  readonly score?: {
    readonly total: readonly [number, number];
    readonly periods: readonly (readonly [number, number])[];
    readonly period: number;
    /** Game clock in seconds since kick-off (clocked sports). */
    readonly clock?: number;
    readonly phase: 'live' | 'break' | 'finished';
  };
  readonly outcomes: readonly WireOutcome[];
}

export const champWire = (champ: Champ, language: string) => ({
  id: champ.id,
  sportId: champ.sportId,
  name: champName(champ, language),
  ...(countryIdOf(champ.plan.country) === undefined
    ? {}
    : { countryId: countryIdOf(champ.plan.country) }),
});

export function gameWire(view: GameView, language: string): WireGame {
  const { fixture, state } = view;
  const champ = champWire(fixture.champ, language);
  const event = fixture.event;
  const [name1, name2] = sideNames(fixture, language);
  return {
    id: fixture.id,
    sportId: fixture.champ.sportId,
    sport: sportName(fixture.champ.sportId, language),
    champId: champ.id,
    champ: champ.name,
    ...('countryId' in champ ? { countryId: champ.countryId } : {}),
    team1: { id: fixture.home.id, name: name1 },
    team2: { id: fixture.away.id, name: name2 },
    ...(event
      ? {
          participants: event.participants.map((p) =>
            p.id === undefined ? { name: p.name } : { id: p.id, name: p.name },
          ),
        }
      : {}),
    ...(view.winner === undefined ? {} : { winner: view.winner }),
    start: Math.floor(fixture.start / 1000),
    live: view.status === 'live',
    ...(view.status === 'finished' ? { finished: true as const } : {}),
    ...(state
      ? {
          score: {
            total: state.score,
            periods: state.periods,
            period: state.period,
            ...(state.clock === undefined ? {} : { clock: state.clock }),
            phase: state.phase,
          },
        }
      : {}),
    outcomes: view.outcomes,
  };
}

/** The chronology of play as GetChronoOfPlay sends it (scores and cards, newest first). */
export const chronologyWire = (moments: readonly Moment[]) =>
  moments
    .filter((m) => m.kind !== 'period-start' || m.period > 1)
    .map((m) => ({
      kind: m.kind,
      period: m.period,
      ...(m.clock === undefined ? {} : { clock: Math.floor(m.clock) }),
      ...(m.side === undefined ? {} : { side: m.side }),
      ...(m.player === undefined ? {} : { player: m.player }),
      ...(m.value === undefined || m.value === 1 ? {} : { value: m.value }),
      score: m.score,
    }))
    .reverse();
