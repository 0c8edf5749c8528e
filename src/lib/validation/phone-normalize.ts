import { digitsOf, normalizeDigits } from './digits';
import type { PhoneCountry } from './types';

/** Whether digits are a whole national number of the country (its length, its first digit). */
export const isNationalOf = (digits: string, country: PhoneCountry): boolean =>
  digits.length >= country.min &&
  digits.length <= country.max &&
  (country.leading === '' || country.leading.includes(digits.charAt(0)));

/**
 * The one spelling of a phone number — `+` and the digits — from what a player typed, the same
 * in the browser and on the platform. An international number (`+…` or `00…`) is kept; a number
 * that is a whole national number of the player's country (the picker's, else the visitor's)
 * gets that country's code; anything else is read as international without its plus.
 */
export function internationalPhone(text: string, home?: PhoneCountry): string {
  const typed = normalizeDigits(text).trim();
  const digits = digitsOf(typed);
  if (digits === '') return '';
  if (typed.startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (home && isNationalOf(digits, home)) return `+${home.phoneCode}${digits}`;
  return `+${digits}`;
}
