import type { Page } from '@playwright/test';
import type { EventObject } from 'xstate';

import { type CatalogueMachine, findMachine } from '../../../qa/catalogue.ts';
import {
  type CatalogueEntry,
  type MachineFixtures,
  qaSnapshot,
} from '../../../qa/catalogue-entry.ts';
import { stateLabel } from '../../../qa/describe.ts';
import { explore, firstSnapshot, nextSnapshot } from '../../../qa/paths/explore.ts';
import { chartStates } from '../../../qa/structure.ts';
import type { HeldCalls } from './held-calls.ts';

/** How a machine's paths are played in the browser against the built app. */
export interface BrowserAdapter {
  readonly machine: string;
  /** The input the app starts the machine with on the page `start` opens. */
  readonly input: unknown;
  /** Fixtures the app can produce, when the catalogue's include outcomes no runtime gives. */
  readonly fixtures?: MachineFixtures;
  /**
   * Paths played to a state instead of the shortest one the fixtures make, where only a longer
   * one is what a player does (the platform answers a placement with a held request only when
   * it asked for one). Each must end in the state it is given for.
   */
  readonly routes?: Readonly<Record<string, readonly EventObject[]>>;
  /** Resting states the app never shows, each with the reason. */
  readonly unreachable: Readonly<Record<string, string>>;
  /**
   * The part of the page the accessibility scan after each path covers (a CSS selector), where
   * the page around what the machine drives is scanned whole by its own spec; else the page.
   */
  readonly scanned?: string;
  /** Holds the flow's calls and opens the page where the machine starts. */
  start(page: Page, calls: HeldCalls): Promise<void>;
  /** Makes the machine take the event: a player's action, or answering a held call from its fixture. */
  act(page: Page, calls: HeldCalls, event: EventObject): Promise<void>;
  /**
   * Checks the screen shows the state (by its label, e.g. `ready.editing`) and, where the adapter
   * reads it, what the machine's context there says a player sees (a count, a stake, a reason).
   */
  expectScreen(page: Page, state: string, context: unknown): Promise<void>;
}

export interface BrowserPath {
  readonly state: string;
  readonly events: readonly EventObject[];
  /** The state after each event. */
  readonly states: readonly string[];
  /** The machine's context at the start, then after each event (one more than `events`). */
  readonly contexts: readonly unknown[];
}

/** The catalogue entry as the browser can play it: the adapter's input and fixtures. */
function playable(adapter: BrowserAdapter): CatalogueEntry {
  const entry: CatalogueMachine | undefined = findMachine(adapter.machine);
  if (!entry) throw new Error(`no machine "${adapter.machine}" in the catalogue`);
  return {
    ...entry,
    inputs: [adapter.input as never],
    fixtures: adapter.fixtures ?? entry.fixtures,
  };
}

/**
 * The shortest path to each state (by state value) the app can reach, with the state and the
 * context after each step.
 */
export function browserPaths(adapter: BrowserAdapter): BrowserPath[] {
  const entry = playable(adapter);
  const best = new Map<string, readonly EventObject[]>();
  for (const reached of explore(entry).states.values()) {
    const state = stateLabel(qaSnapshot(reached.snapshot).value);
    if ((best.get(state)?.length ?? Infinity) > reached.events.length)
      best.set(state, reached.events);
  }
  for (const [state, events] of Object.entries(adapter.routes ?? {})) best.set(state, events);
  return [...best].map(([state, events]) => {
    const start = firstSnapshot(entry.machine, entry.inputs[0]);
    let snapshot = start;
    const steps = events.map((event) => (snapshot = nextSnapshot(entry.machine, snapshot, event)));
    const reached = steps.length === 0 ? state : stateLabel(qaSnapshot(steps.at(-1)!).value);
    if (reached !== state)
      throw new Error(`${adapter.machine}: the route to ${state} ends in ${reached}`);
    return {
      state,
      events,
      states: steps.map((s) => stateLabel(qaSnapshot(s).value)),
      contexts: [start, ...steps].map((s) => qaSnapshot(s).context),
    };
  });
}

/**
 * The states a machine can rest in, as labels (`ready.editing`): its atomic and final states but
 * the transient ones, which an unguarded `always` leaves at once.
 */
export function restingStates(adapter: BrowserAdapter): string[] {
  const machine = findMachine(adapter.machine)!.machine;
  return chartStates(machine)
    .filter(
      (node) =>
        (node.type === 'atomic' || node.type === 'final') &&
        !(node.always ?? []).some((t) => !t.guard),
    )
    .map((node) => node.id.slice(machine.id.length + 1));
}
