import { ageOn, parseStrictDate } from './date-rules';
import { isEmpty } from './digits';
import { RULES } from './rules';
import type { RegistrationField, RegistrationFieldRule, RuleContext, RuleFailure } from './types';

const IMPLICIT_REQUIRED: RegistrationFieldRule = { rule: 'required', message: 'required' };

/** The spec's default minimum age when settings give none. */
export const DEFAULT_MIN_AGE = 18;

/** The rules a field runs, in order; `required: true` without a required rule adds one first. */
export function rulesOf(field: RegistrationField): readonly RegistrationFieldRule[] {
  const rules = field.validation ?? [];
  return field.required && !rules.some((r) => r.rule === 'required')
    ? [IMPLICIT_REQUIRED, ...rules]
    : rules;
}

/**
 * The first failure of a field's rules (the spec shows the first error). An empty value only
 * fails `required`; a birthday also fails under the minimum age.
 */
export function validateField(
  field: RegistrationField,
  value: unknown,
  ctx: RuleContext,
): RuleFailure | undefined {
  const empty = isEmpty(value);
  if (
    !empty &&
    field.maxLength !== undefined &&
    typeof value === 'string' &&
    [...value].length > field.maxLength
  ) {
    return { key: 'validation_max_length', params: { max: field.maxLength } };
  }
  for (const rule of rulesOf(field)) {
    if (empty && rule.rule !== 'required') continue;
    const failure = RULES[rule.rule](value, rule, ctx, field);
    if (failure) return failure;
  }
  if (field.type === 'date_birthday' && !empty) {
    const minAge = ctx.minAge ?? DEFAULT_MIN_AGE;
    const birthday = typeof value === 'string' ? parseStrictDate(value) : undefined;
    if (!birthday) return { key: 'validation_date_format' };
    if (ageOn(birthday, ctx.today ?? new Date()) < minAge)
      return { key: 'validation_min_age', params: { age: minAge } };
  }
  return undefined;
}
