import {
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  getStateNodes,
  type StateValue,
} from 'xstate';

import { type TransitionKey, transitionKey } from './transition-key';

/** One transition of a chart, with the key coverage and the diagram know it by. */
export interface ChartTransition {
  readonly key: TransitionKey;
  readonly source: AnyStateNode;
  /** `''` for an eventless (`always`) transition. */
  readonly eventType: string;
  /** Empty for a targetless transition. */
  readonly targets: readonly AnyStateNode[];
  readonly definition: AnyTransitionDefinition;
}

/** Every state node of a machine, the root first, in document order. */
export function chartStates(machine: AnyStateMachine): AnyStateNode[] {
  const visit = (node: AnyStateNode): AnyStateNode[] => [
    node,
    ...Object.values<AnyStateNode>(node.states).flatMap(visit),
  ];
  return visit(machine.root);
}

/** Every transition of a machine — on events, on actors' done/error, delayed and eventless — in document order. */
export function chartTransitions(machine: AnyStateMachine): ChartTransition[] {
  return chartStates(machine).flatMap((node) =>
    [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map(
      (definition): ChartTransition => ({
        key: transitionKey(definition),
        source: node,
        eventType: String(definition.eventType),
        targets: definition.target ?? [],
        definition,
      }),
    ),
  );
}

/** Every state node id and every transition key of a machine: what 100% coverage means. */
export function machineStructure(machine: AnyStateMachine): {
  states: Set<string>;
  transitions: Set<TransitionKey>;
} {
  return {
    states: new Set(chartStates(machine).map((node) => node.id)),
    transitions: new Set(chartTransitions(machine).map((t) => t.key)),
  };
}

/** The ids of the state nodes a state value is in: each node the value names, with its ancestors. */
export const activeStateIds = (machine: AnyStateMachine, value: StateValue): string[] => [
  ...new Set(getStateNodes(machine.root, value).map((node) => node.id)),
];
