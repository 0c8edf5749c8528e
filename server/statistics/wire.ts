import type { Fixture } from '../feed/sim/schedule.ts';
import type { FeedSimulator } from '../feed/sim/simulator.ts';
import { stateAt } from '../feed/sim/state.ts';
import type { Team } from '../feed/sim/world.ts';
import type { Result } from './season-book.ts';
import type { Squad } from './squads.ts';
import type { Outcome } from './standings.ts';

export const teamWire = (team: Team) => ({ id: team.id, name: team.name });

/** A finished game as head to head and last games list it. */
export const pastGameWire = (result: Result) => ({
  gameId: result.fixture.id,
  champId: result.fixture.champ.id,
  season: result.fixture.season,
  start: Math.floor(result.fixture.start / 1000),
  team1: teamWire(result.fixture.home),
  team2: teamWire(result.fixture.away),
  score: result.score,
  periods: result.periods,
});

export const lastGameWire = ({ result, outcome }: { result: Result; outcome: Outcome }) => ({
  ...pastGameWire(result),
  result: outcome,
});

export const squadWire = (team: Team, squad: Squad) => ({ ...teamWire(team), ...squad });

/** Where a game is at `now`: its status, and once it has started its score by period. */
export function statusWire(sim: FeedSimulator, fixture: Fixture, now: number) {
  const status = sim.status(fixture, now);
  const base = {
    gameId: fixture.id,
    sportId: fixture.champ.sportId,
    champId: fixture.champ.id,
    team1: teamWire(fixture.home),
    team2: teamWire(fixture.away),
    start: Math.floor(fixture.start / 1000),
    status,
  };
  if (status === 'line') return base;
  const play = sim.play(fixture);
  const state = stateAt(
    play,
    fixture.champ.model,
    Math.min(sim.elapsed(fixture, now), play.endsAt),
  );
  return {
    ...base,
    score: state.score,
    periods: state.periods,
    period: state.period,
    ...(state.clock === undefined ? {} : { clock: state.clock }),
    phase: state.phase,
  };
}
