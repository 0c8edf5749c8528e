import type { AnyStateMachine, AnyStateNode } from 'xstate';

import { actorName, eventName } from '../describe';
import { type ChartTransition, chartTransitions } from '../structure';

/** A transition of the chart with the label the diagram writes on it: `done: loadProvider [guard]`. */
export interface LabelledTransition extends ChartTransition {
  readonly label: string;
}

function guardName(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (
    typeof guard === 'object' &&
    guard !== null &&
    'type' in guard &&
    typeof guard.type === 'string'
  )
    return guard.type;
  return 'guard';
}

/** Every transition of the machine, labelled with its event (as people read it) and its guard. */
export function labelledTransitions(machine: AnyStateMachine): LabelledTransition[] {
  return chartTransitions(machine).map((t) => {
    const guard = guardName(t.definition.guard);
    return { ...t, label: eventName(machine, t.eventType) + (guard ? ` [${guard}]` : '') };
  });
}

/** Listed inside the source's box rather than drawn as an edge: no target, or only itself. */
export const isInternal = (t: ChartTransition): boolean =>
  t.targets.every((target) => target === t.source);

/** The targetless transitions of each state (listed in its box). */
export function staysByState(
  transitions: readonly LabelledTransition[],
): Map<AnyStateNode, LabelledTransition[]> {
  const stays = new Map<AnyStateNode, LabelledTransition[]>();
  for (const t of transitions.filter(isInternal))
    stays.set(t.source, [...(stays.get(t.source) ?? []), t]);
  return stays;
}

/** The line a targetless transition gets in its state's box. */
export const stayText = (t: LabelledTransition): string => `↺ ${t.label}`;

function actionNames(actions: readonly unknown[]): string[] {
  return actions.flatMap((a) => {
    const name =
      typeof a === 'string'
        ? a
        : typeof a === 'object' && a !== null && 'type' in a && typeof a.type === 'string'
          ? a.type
          : undefined;
    return name && !name.startsWith('xstate.') ? [name] : []; // built-ins (assign, the raise behind `after`) are noise here
  });
}

/** The text lines under a state's title: history kind, invoked actors, named entry/exit actions. */
export const stateLines = (state: AnyStateNode): string[] => [
  ...(state.type === 'history' ? [`history (${state.history || 'shallow'})`] : []),
  ...state.invoke.map((i) => `invoke: ${actorName(i)}`),
  ...actionNames(state.entry).map((a) => `entry / ${a}`),
  ...actionNames(state.exit).map((a) => `exit / ${a}`),
];
