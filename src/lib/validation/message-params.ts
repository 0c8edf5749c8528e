import type { RuleFailure } from './types';

/**
 * The number a rule's message counts (i18next picks its plural form by `count`): a rule's one
 * numeric bound — a minimum length, an age; none when it has two (a range) or none.
 */
function countOf(params: RuleFailure['params']): number | undefined {
  const numbers = Object.values(params ?? {}).filter((v): v is number => typeof v === 'number');
  return numbers.length === 1 ? numbers[0] : undefined;
}

/** A rule failure's params for its translated message: its own, plus the `count` plurals need. */
export function messageParams(failure: RuleFailure): Record<string, unknown> {
  return { ...failure.params, count: countOf(failure.params) };
}
