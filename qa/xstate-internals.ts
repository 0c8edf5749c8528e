import type { AnyTransitionDefinition, InspectionEvent } from 'xstate';

/**
 * The transitions one microstep of an actor took. No public API names them: xstate hands them
 * only to inspectors, in the underscored `_transitions` of its `@xstate.microstep` event. This is
 * the one place that reads it; `xstate-internals.test.ts` fails if an xstate upgrade changes it.
 */
export function microstepTransitions(event: InspectionEvent): readonly AnyTransitionDefinition[] {
  if (event.type !== '@xstate.microstep') return [];
  const taken: unknown = event._transitions;
  if (!Array.isArray(taken))
    throw new Error(
      'xstate no longer gives @xstate.microstep a _transitions array: update qa/xstate-internals.ts',
    );
  return taken as AnyTransitionDefinition[];
}
