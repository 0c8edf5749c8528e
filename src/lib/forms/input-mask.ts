import { digitsOf } from '../validation/digits.ts';

/** The slot of a mask that takes one digit; any other character is put in as it stands. */
const DIGIT = '0';

/**
 * What the player sees while typing into a masked field: the typed digits (full-width and Arabic
 * ones too) through the mask, no more than it holds. A separator appears once the digit after it
 * is typed, so deleting back over one never gets stuck on it.
 */
export function applyMask(text: string, mask: string): string {
  const digits = digitsOf(text);
  let out = '';
  let pending = '';
  let i = 0;
  for (const slot of mask) {
    if (i >= digits.length) break;
    if (slot === DIGIT) {
      out += pending + (digits[i++] as string);
      pending = '';
    } else pending += slot;
  }
  return out;
}

/** A masked field's value as the platform keeps it: its digits alone. */
export const unmasked = (value: unknown): unknown =>
  typeof value === 'string' ? digitsOf(value) : value;
