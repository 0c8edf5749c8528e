import { useMemo } from 'react';
import type { RegistrationField } from '@/config/generated/site-settings.types.ts';
import type { RuleContext, RuleFailure } from '@/lib/validation/types';
import { validateForm } from '@/lib/validation/validate-form';
import type { RelationField } from '@/lib/validation/visibility';
import type { FieldPaths } from './fields-to-schema';
import type { SummaryItem } from './error-summary';

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

/**
 * Which errors to show where: a field's first rule failure once it was left or a submit was
 * tried (untouched fields are never red), the platform's errors until the field changes; every
 * problem also in the summary, including those of fields the form does not show.
 */
export function useFormErrors(
  fields: readonly RegistrationField[],
  values: Readonly<Record<string, unknown>>,
  relations: readonly RelationField[],
  ruleContext: Omit<RuleContext, 'values'>,
  state: ErrorState,
  paths: FieldPaths,
  idOf: (name: string) => string,
  t: Translate,
) {
  const check = useMemo(() => validateForm(fields, values, ruleContext, relations), [fields, values, ruleContext, relations]);
  return useMemo(() => {
    const byName = new Map(fields.map((f) => [f.name, f]));
    const message = (name: string, failure: RuleFailure) =>
      t(failure.key, { ...failure.params, label: t(byName.get(name)?.title ?? name) });
    const shown: Record<string, string> = {};
    for (const [name, failure] of Object.entries(check.errors)) {
      if (state.submitted || state.touched.has(name)) shown[name] = message(name, failure);
    }
    const summary: SummaryItem[] = [];
    for (const [name, keys] of Object.entries(state.server)) {
      if (state.changedSinceServer.has(name) || !keys[0]) continue;
      const text = message(name, { key: keys[0] });
      if (paths.has(name) && check.visible.has(name)) shown[name] ??= text;
      else summary.push({ message: text });
    }
    const nested: Record<string, Record<string, { __errors: string[] }>> = {};
    for (const [name, text] of Object.entries(shown)) {
      const path = paths.get(name);
      if (path) (nested[path.group] ??= {})[name] = { __errors: [text] };
    }
    const ordered = fields.filter((f) => shown[f.name] !== undefined).map((f) => ({ message: shown[f.name] as string, target: idOf(f.name) }));
    return { check, extraErrors: nested, summary: state.submitted || summary.length > 0 ? [...ordered, ...summary] : [] };
  }, [check, fields, state, paths, idOf, t]);
}
