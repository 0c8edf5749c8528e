import { deepEqual, isRecord } from './values';

/** Wire type of a declared parameter; decides how the input value is coerced. */
export type ParamType =
  'int' | 'number' | 'bool' | 'string' | 'array' | 'object' | 'numberList' | 'raw';

/** How one input field becomes a request parameter. */
export interface ParamSpec {
  type: ParamType;
  /** Not sent when the converted value equals the converted default. */
  default?: unknown;
  /** Wire name, when it differs from the input field name. */
  as?: string;
  prefix?: string;
  postfix?: string;
}

const FALSE_STRINGS: ReadonlySet<string> = new Set(['false', '0', '']);

function toFiniteNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  // Number('') is 0, so blank strings must be rejected before converting.
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

function toNumberList(value: unknown): string | undefined {
  const items: readonly unknown[] = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(',')
      : [value];
  const numbers = items.flatMap((item) => toFiniteNumber(item) ?? []);
  const unique = [...new Set(numbers)].sort((a, b) => a - b);
  return unique.length > 0 ? unique.join(',') : undefined;
}

const CONVERTERS: Readonly<Record<ParamType, (value: unknown) => unknown>> = {
  int: (v) => {
    // Math.trunc keeps numbers like 1e21 intact where parseInt(String(n)) would not.
    if (typeof v === 'number') return Math.trunc(v);
    return typeof v === 'string' ? parseInt(v, 10) : undefined;
  },
  number: toFiniteNumber,
  bool: (v) => {
    if (v === null) return undefined;
    return typeof v === 'string' ? !FALSE_STRINGS.has(v) : Boolean(v);
  },
  string: (v) =>
    typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
      ? String(v)
      : undefined,
  array: (v) => (Array.isArray(v) && v.length > 0 ? v : undefined),
  object: (v) => (isRecord(v) && Object.keys(v).length > 0 ? v : undefined),
  numberList: toNumberList,
  raw: (v) => v,
};

/** Converts one input value by its spec; `undefined` means "do not send". */
export function convertParam(spec: ParamSpec, value: unknown): unknown {
  if (value === undefined) return undefined;
  const converted = CONVERTERS[spec.type](value);
  return typeof converted === 'number' && Number.isNaN(converted) ? undefined : converted;
}

function withAffixes(spec: ParamSpec, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return `${spec.prefix ?? ''}${value}${spec.postfix ?? ''}`;
}

/** Builds the wire parameters from the declared specs; undeclared input fields are dropped. */
export function buildParams(
  specs: Readonly<Record<string, ParamSpec>>,
  input: object,
): Record<string, unknown> {
  const fields = input as Readonly<Record<string, unknown>>;
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(specs)) {
    if (!Object.hasOwn(fields, name)) continue;
    const value = convertParam(spec, fields[name]);
    if (value === undefined) continue;
    // Defaults are written in input terms, so compare both sides after conversion.
    if (spec.default !== undefined && deepEqual(value, convertParam(spec, spec.default))) continue;
    out[spec.as ?? name] = withAffixes(spec, value);
  }
  return out;
}

function serialize(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** Encodes params as a query string (no leading `?`): arrays as repeated keys, objects as JSON. */
export function toQueryString(params: Readonly<Record<string, unknown>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const items: readonly unknown[] = Array.isArray(value) ? value : [value];
    for (const item of items) search.append(key, serialize(item));
  }
  return search.toString();
}
