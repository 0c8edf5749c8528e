import type { SchemaError } from '@/lib/schema/validator-types.ts';

/** One problem in settings: a JSON pointer and a sentence an operator can act on. */
export interface SettingsIssue {
  readonly pointer: string;
  readonly message: string;
  /** Another key the problem involves: where it was set is named too (a fix may go either way). */
  readonly related?: string;
}

/** Optional schema knowledge (the CLI has it; the browser does not) for "did you mean" hints. */
export type KeySuggester = (parentPointer: string, unknownKey: string) => string | undefined;

const list = (values: unknown) =>
  (Array.isArray(values) ? values : [])
    .map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))
    .join(', ');

/** Words one ajv error the way the operator CLI prints it. */
export function describeSchemaError(error: SchemaError, suggest?: KeySuggester): SettingsIssue {
  const p = error.params;
  const at = error.instancePath;
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(p.additionalProperty);
      const hint = suggest?.(at, key);
      return {
        pointer: `${at}/${key}`,
        message: `unknown key${hint ? ` (did you mean "${hint}"?)` : ''}`,
      };
    }
    case 'required':
      return { pointer: `${at}/${String(p.missingProperty)}`, message: 'is required' };
    case 'enum':
      return { pointer: at, message: `must be one of ${list(p.allowedValues)}` };
    case 'const':
      return { pointer: at, message: `must be ${JSON.stringify(p.allowedValue)}` };
    case 'type':
      return {
        pointer: at,
        message: `must be ${Array.isArray(p.type) ? p.type.join(' or ') : String(p.type)}`,
      };
    case 'pattern':
      return { pointer: at, message: `must match the pattern ${String(p.pattern)}` };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { pointer: at, message: `must be ${String(p.comparison)} ${String(p.limit)}` };
    case 'minLength':
      return { pointer: at, message: `must have at least ${String(p.limit)} characters` };
    case 'maxLength':
      return { pointer: at, message: `must have at most ${String(p.limit)} characters` };
    case 'minItems':
      return { pointer: at, message: `must have at least ${String(p.limit)} items` };
    case 'maxItems':
      return { pointer: at, message: `must have at most ${String(p.limit)} items` };
    case 'uniqueItems':
      return {
        pointer: at,
        message: `must not repeat items (items ${String(p.j)} and ${String(p.i)} are equal)`,
      };
    case 'propertyNames':
      return { pointer: `${at}/${String(p.propertyName)}`, message: 'is not an allowed key here' };
    case 'oneOf':
      return { pointer: at, message: 'must match exactly one of the allowed shapes' };
    default:
      return { pointer: at, message: error.message ?? `fails the ${error.keyword} rule` };
  }
}

/**
 * ajv reports both a failed property-name check and its inner pattern error; keep the clearer one
 * and drop exact duplicates.
 */
export function describeSchemaErrors(
  errors: readonly SchemaError[],
  suggest?: KeySuggester,
): SettingsIssue[] {
  const seen = new Set<string>();
  const out: SettingsIssue[] = [];
  const namesFailed = errors.filter((e) => e.keyword === 'propertyNames');
  for (const error of errors) {
    if (
      error.keyword !== 'propertyNames' &&
      namesFailed.some(
        (n) => n.instancePath === error.instancePath && error.params.propertyName !== undefined,
      )
    )
      continue;
    const issue = describeSchemaError(error, suggest);
    const key = `${issue.pointer}\0${issue.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(issue);
    }
  }
  return out;
}
