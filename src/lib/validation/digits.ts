/**
 * Full-width, Arabic-Indic and Eastern Arabic digits become ASCII digits, a full-width plus a
 * plus; other text is kept.
 */
export function normalizeDigits(text: string): string {
  return text.replace(/\uFF0B/g, '+').replace(/[\uFF10-\uFF19\u0660-\u0669\u06F0-\u06F9]/g, (c) => {
    const code = c.charCodeAt(0);
    const zero = code >= 0xff10 ? 0xff10 : code >= 0x06f0 ? 0x06f0 : 0x0660;
    return String(code - zero);
  });
}

/** Only the digits of a text (after normalising them). */
export const digitsOf = (text: string): string => normalizeDigits(text).replace(/\D/g, '');

/** True for undefined, null, '', whitespace, [] and false-less "nothing" values. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const patterns = new Map<string, RegExp | null>();

/**
 * Tests a pattern from a field definition or settings (Unicode mode). A pattern that does not
 * compile never matches, so the field fails with its own message instead of crashing the form;
 * settings validation reports such patterns to the operator.
 */
export function safeTest(pattern: string, text: string): boolean {
  let compiled = patterns.get(pattern);
  if (compiled === undefined) {
    try {
      compiled = new RegExp(pattern, 'u');
    } catch {
      compiled = null;
    }
    patterns.set(pattern, compiled);
  }
  return compiled !== null && compiled.test(text);
}

/** A value's own property (never one every object inherits, like constructor or toString). */
export const ownValue = (values: Readonly<Record<string, unknown>>, name: string): unknown =>
  Object.prototype.hasOwnProperty.call(values, name) ? values[name] : undefined;

/** Text of a plain value; objects and arrays have none (their rules fail instead of throwing). */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return undefined;
}
