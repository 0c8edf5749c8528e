import { useMemo } from 'react';

import type { RegistrationField } from '@/config/generated/site-settings.types.ts';
import { messageParams } from '@/lib/validation/message-params';
import type { RuleContext, RuleFailure } from '@/lib/validation/types';
import { validateForm } from '@/lib/validation/validate-form';
import type { RelationField } from '@/lib/validation/visibility';

import type { SummaryItem } from './error-summary';
import type { FieldPaths } from './fields-to-schema';

export interface ErrorState {
  /** Fields the player has left at least once. */
  readonly touched: ReadonlySet<string>;
  /** A submit was tried: every error shows. */
  readonly submitted: boolean;
  /** The platform's 422 answer, by field. */
  readonly server: Readonly<Record<string, readonly string[]>>;
  /** Fields changed since the platform answered (their server errors no longer apply). */
  readonly changedSinceServer: ReadonlySet<string>;
}

type Translate = (key: string, params?: Record<string, unknown>) => string;

export interface FormInputs {
  readonly fields: readonly RegistrationField[];
  readonly relations: readonly RelationField[];
  readonly ruleContext: Omit<RuleContext, 'values'>;
  readonly paths: FieldPaths;
  readonly idOf: (name: string) => string;
  readonly t: Translate;
}

/**
 * Which errors to show where: a field's first rule failure once it was left or a submit was
 * tried (untouched fields are never red), the platform's errors until the field changes; every
 * problem also in the summary, including those of fields the form does not show.
 */
export function formErrors(
  inputs: FormInputs,
  values: Readonly<Record<string, unknown>>,
  state: ErrorState,
) {
  const raw = shownFailures(inputs, values, state);
  const { fields, paths, idOf, t } = inputs;
  const byName = new Map(fields.map((f) => [f.name, f]));
  const message = (name: string, failure: RuleFailure) =>
    t(failure.key, {
      ...messageParams(failure),
      label: t(byName.get(name)?.title ?? name),
    });
  const shown: Record<string, string> = {};
  for (const [name, failure] of Object.entries(raw.onFields)) shown[name] = message(name, failure);
  const nested: Record<string, Record<string, { __errors: string[] }>> = {};
  for (const [name, text] of Object.entries(shown)) {
    const path = paths.get(name);
    if (path) (nested[path.group] ??= {})[name] = { __errors: [text] };
  }
  const ordered = fields
    .filter((f) => shown[f.name] !== undefined)
    .map((f) => ({ message: shown[f.name] as string, target: idOf(f.name) }));
  const elsewhere = raw.elsewhere.map(([name, failure]) => ({ message: message(name, failure) }));
  const items: SummaryItem[] =
    state.submitted || elsewhere.length > 0 ? [...ordered, ...elsewhere] : [];
  return { check: raw.check, extraErrors: nested, summary: items, viewKey: raw.viewKey };
}

/**
 * The failures shown (on fields, and of fields the form does not show) and a key of what the
 * player sees, without translating anything: cheap enough to run on every keystroke.
 */
export function shownFailures(
  inputs: FormInputs,
  values: Readonly<Record<string, unknown>>,
  state: ErrorState,
) {
  const { fields, relations, ruleContext, paths } = inputs;
  const check = validateForm(fields, values, ruleContext, relations);
  const onFields: Record<string, RuleFailure> = {};
  for (const [name, failure] of Object.entries(check.errors)) {
    if (state.submitted || state.touched.has(name)) onFields[name] = failure;
  }
  const elsewhere: [string, RuleFailure][] = [];
  for (const [name, keys] of Object.entries(state.server)) {
    if (state.changedSinceServer.has(name) || !keys[0]) continue;
    if (paths.has(name) && check.visible.has(name)) onFields[name] ??= { key: keys[0] };
    else elsewhere.push([name, { key: keys[0] }]);
  }
  const viewKey = JSON.stringify([[...check.visible], onFields, elsewhere, state.submitted]);
  return { check, onFields, elsewhere, viewKey };
}

/** formErrors for rendering, recomputed only when its inputs change. */
export function useFormErrors(
  inputs: FormInputs,
  values: Readonly<Record<string, unknown>>,
  state: ErrorState,
) {
  return useMemo(() => formErrors(inputs, values, state), [inputs, values, state]);
}
