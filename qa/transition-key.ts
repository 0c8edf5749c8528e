import type { AnyTransitionDefinition } from 'xstate';

/** A transition as coverage and diagrams name it: `<source id> ⟶ <event type | (always)> #<n>`. */
export type TransitionKey = string;

/**
 * The key of a transition definition, the one name both sides use: the chart's transitions (for
 * the diagram and the coverage denominator) and the transitions an actor takes (for what is
 * covered). `#n` is the transition's place among its source's transitions on that event, so two
 * guarded branches of one event stay apart.
 */
export function transitionKey(transition: AnyTransitionDefinition): TransitionKey {
  const { source } = transition;
  const eventType = String(transition.eventType); // `any` in AnyTransitionDefinition
  const siblings =
    eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
  const index = siblings.indexOf(transition);
  // A transition its own source does not list would be counted under a key the chart never has.
  if (index < 0)
    throw new Error(`${source.id} does not list this transition on "${eventType || '(always)'}"`);
  return `${source.id} ⟶ ${eventType || '(always)'} #${index}`;
}
