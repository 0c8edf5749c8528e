import type { PhoneCountryOption } from '@/lib/forms/phone-catalogue';
import { digitsOf } from '@/lib/validation/digits';
import { ownRuleFirst } from '@/lib/validation/phone-rule';

/** The mask's digit slots padded with zeros up to the country's Max (spec: Mask, Max). */
export function maskOf(country: PhoneCountryOption | undefined): string {
  if (!country?.mask) return '0'.repeat(country?.max ?? 20);
  const slots = (country.mask.match(/0/g) ?? []).length;
  return slots >= country.max ? country.mask : country.mask + '0'.repeat(country.max - slots);
}

/** National digits shown through the mask (dashes read as spaces). */
export function formatNational(digits: string, mask: string): string {
  let out = '';
  let i = 0;
  for (const slot of mask) {
    if (i >= digits.length) break;
    if (slot === '0') out += digits[i++];
    else out += ' ';
  }
  return out;
}

/**
 * What typing leaves of a national number: digits only (full-width and Arabic digits too), no
 * more than the mask holds, and nothing when the first digit cannot start a number there.
 */
export function cleanNational(text: string, country: PhoneCountryOption | undefined): string {
  const slots = (maskOf(country).match(/0/g) ?? []).length;
  const digits = digitsOf(text).slice(0, slots);
  if (country?.leading && digits !== '' && !country.leading.includes(digits.charAt(0))) return '';
  return digits;
}

/** Countries whose phone code contains the typed code (spec: code search). */
export function searchByCode(
  countries: readonly PhoneCountryOption[],
  code: string,
): PhoneCountryOption[] {
  const typed = digitsOf(code);
  if (typed === '') return [...countries];
  return countries.filter((c) => digitsOf(c.phoneCode).includes(typed));
}

/** The country a full number starts with: the preferred one when its code fits, else the longest code. */
export function countryOfNumber(
  value: string,
  countries: readonly PhoneCountryOption[],
  preferredId?: number,
): PhoneCountryOption | undefined {
  const digits = digitsOf(value);
  const preferred = countries.find((c) => c.id === preferredId);
  if (preferred && digits.startsWith(digitsOf(preferred.phoneCode))) return preferred;
  return [...countries]
    .filter((c) => digits.startsWith(digitsOf(c.phoneCode)))
    .sort(
      (a, b) => digitsOf(b.phoneCode).length - digitsOf(a.phoneCode).length || ownRuleFirst(a, b),
    )[0];
}

/** A country for a code nobody has: the bare code, no mask (spec: manual country code). */
export const bareCode = (code: string): PhoneCountryOption => ({
  id: 0,
  name: `+${code}`,
  code: '',
  phoneCode: `+${code}`,
  min: 6,
  max: 17,
  leading: '',
});
