import { ownValue } from './digits';
import type { RegistrationField } from './types';

/** Conditional visibility: shown for listed parent values, or (default) for any value none lists. */
export type ParentRule =
  | { readonly name: string; readonly values: readonly (string | number | boolean)[] }
  | { readonly name: string; readonly default: true };

/** `relation_fields` entries: the same relation as a field's `parent`. */
export interface RelationField {
  readonly child: string;
  readonly parent: ParentRule;
}

/** Parent rules by child name, from the fields' `parent` and from `relation_fields` (both forms work). */
export function parentRules(
  fields: readonly RegistrationField[],
  relations: readonly RelationField[] = [],
): Map<string, ParentRule> {
  const rules = new Map<string, ParentRule>();
  for (const field of fields) if (field.parent) rules.set(field.name, field.parent);
  for (const relation of relations) rules.set(relation.child, relation.parent);
  return rules;
}

const same = (a: unknown, b: unknown) => String(a) === String(b);
const hasValue = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * Names of the fields shown for these values: `visible: false` hides a field; a child shows only
 * while its parent shows and its rule matches (a default child: the parent has a value that none
 * of its siblings lists).
 */
export function visibleFields(
  fields: readonly RegistrationField[],
  values: Readonly<Record<string, unknown>>,
  rules: ReadonlyMap<string, ParentRule> = parentRules(fields),
): Set<string> {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const memo = new Map<string, boolean>();
  const listedFor = (parent: string) =>
    [...rules.values()].flatMap((r) => (r.name === parent && 'values' in r ? r.values : []));

  // The fields being decided, outermost first: one set for the whole walk (a copy per level was quadratic).
  const onPath = new Set<string>();
  const shows = (name: string): boolean => {
    const known = memo.get(name);
    if (known !== undefined) return known;
    const field = byName.get(name);
    let result = !!field && field.visible !== false;
    const rule = rules.get(name);
    if (result && rule) {
      // A relation cycle is a definition error; the fields in it stay hidden.
      if (rule.name === name || onPath.has(rule.name) || !byName.has(rule.name)) result = false;
      else {
        onPath.add(name);
        const parentShows = shows(rule.name);
        onPath.delete(name);
        const parentValue = ownValue(values, rule.name);
        result =
          parentShows &&
          ('values' in rule
            ? rule.values.some((v) => same(v, parentValue))
            : hasValue(parentValue) && !listedFor(rule.name).some((v) => same(v, parentValue)));
      }
    }
    memo.set(name, result);
    return result;
  };
  return new Set(fields.map((f) => f.name).filter((name) => shows(name)));
}
