import { ownValue } from './digits';
import type { RegistrationField, RuleContext, RuleFailure } from './types';
import { validateField } from './validate-field';
import { parentRules, type RelationField, visibleFields } from './visibility';

export interface FormCheck {
  /** First failure per visible field. */
  readonly errors: Readonly<Record<string, RuleFailure>>;
  readonly visible: ReadonlySet<string>;
  /** The values of visible fields only: hidden values are never submitted. */
  readonly submitted: Readonly<Record<string, unknown>>;
}

/** Checks every visible field's rules (the client before submit, the server on every submit). */
export function validateForm(
  fields: readonly RegistrationField[],
  values: Readonly<Record<string, unknown>>,
  ctx: Omit<RuleContext, 'values'>,
  relations: readonly RelationField[] = [],
): FormCheck {
  const visible = visibleFields(fields, values, parentRules(fields, relations));
  const errors: Record<string, RuleFailure> = {};
  const submitted: Record<string, unknown> = {};
  for (const field of fields) {
    if (!visible.has(field.name)) continue;
    const value = ownValue(values, field.name);
    if (value !== undefined) submitted[field.name] = value;
    const failure = validateField(field, value, { ...ctx, values });
    if (failure) errors[field.name] = failure;
  }
  return { errors, visible, submitted };
}
