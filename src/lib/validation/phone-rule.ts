import { digitsOf, normalizeDigits, ownValue, safeTest } from './digits';
import type { PhoneCountry, RuleCheck, RuleContext, RuleFailure } from './types';

export const PHONE_MIN = 6;
export const PHONE_MAX = 20;

/** The country whose calling code starts the number: the form's country first, else the longest code. */
export function phoneCountryOf(digits: string, ctx: RuleContext): PhoneCountry | undefined {
  const countries = ctx.phoneCountries ?? [];
  const chosen = Number(
    ownValue(ctx.values, 'country_id') ?? ownValue(ctx.values, 'country_code_id'),
  );
  const preferred = countries.find((c) => c.id === chosen && digits.startsWith(c.phoneCode));
  if (preferred) return preferred;
  return [...countries]
    .filter((c) => digits.startsWith(c.phoneCode))
    .sort((a, b) => b.phoneCode.length - a.phoneCode.length)[0];
}

/**
 * Phone (empty allowed): characters, at least 6 digits, the country's national length (its mask's
 * Min/Max, else 6–20), allowed first digit, and the country's own pattern from settings.
 */
export const phoneRule: RuleCheck = (value, rule, ctx): RuleFailure | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') return { key: rule.message };
  const text = normalizeDigits(value).trim();
  if (text === '') return undefined;
  if (!/^\+?[\d\s\-().]+$/.test(text)) return { key: rule.message };
  const digits = digitsOf(text);
  if (digits.length < PHONE_MIN) return { key: 'phone_min_length', params: { min: PHONE_MIN } };
  const country = phoneCountryOf(digits, ctx);
  if (!country)
    return digits.length > PHONE_MAX
      ? { key: 'equal_length', params: { max: PHONE_MAX } }
      : undefined;
  const national = digits.slice(country.phoneCode.length);
  if (national.length < country.min)
    return { key: 'phone_min_length', params: { min: country.min } };
  if (national.length > country.max) return { key: 'equal_length', params: { max: country.max } };
  if (country.leading && !country.leading.includes(national.charAt(0))) {
    return { key: 'phone_wrong_start', params: { digits: country.leading.split('').join(', ') } };
  }
  // The country the player chose decides which settings pattern applies; else the number's own.
  const chosen = Number(ownValue(ctx.values, 'country_id'));
  const ruleCountry = Number.isInteger(chosen) && chosen > 0 ? chosen : country.id;
  const own = ctx.phoneRules?.find((r) => r.fields.country_id === ruleCountry);
  if (own && !safeTest(own.fields.phone, digits)) return { key: own.action.message };
  return undefined;
};
