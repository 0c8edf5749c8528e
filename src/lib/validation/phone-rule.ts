import { digitsOf, normalizeDigits, ownValue, safeTest } from './digits';
import type { PhoneCountry, RegistrationField, RuleCheck, RuleContext, RuleFailure } from './types';

export const PHONE_MIN = 6;
export const PHONE_MAX = 20;

// A phone whose definition names no country field (country_field) gets the spec's phone rule
// entry: the chosen country is fields.country_id (for the code, else the phone-code country).
const SPEC_COUNTRY = 'country_id';
const SPEC_CODE_COUNTRY = 'country_code_id';

/** The chosen country's id for this phone: its declared country field's value, else the spec's. */
function chosenCountry(ctx: RuleContext, field: RegistrationField | undefined, forCode: boolean) {
  if (field?.country_field) return Number(ownValue(ctx.values, field.country_field));
  const spec = ownValue(ctx.values, SPEC_COUNTRY);
  return Number(forCode ? (spec ?? ownValue(ctx.values, SPEC_CODE_COUNTRY)) : spec);
}

/**
 * Several countries share a calling code (+1, +44, +7): one with a number rule of its own (a
 * mask) goes before the territories that only share its code.
 */
export const ownRuleFirst = (a: { mask?: string }, b: { mask?: string }) =>
  Number(Boolean(b.mask)) - Number(Boolean(a.mask));

/** The country whose calling code starts the number: the form's country first, else the longest code. */
export function phoneCountryOf(
  digits: string,
  ctx: RuleContext,
  field?: RegistrationField,
): PhoneCountry | undefined {
  const countries = ctx.phoneCountries ?? [];
  const chosen = chosenCountry(ctx, field, true);
  const preferred = countries.find((c) => c.id === chosen && digits.startsWith(c.phoneCode));
  if (preferred) return preferred;
  return [...countries]
    .filter((c) => digits.startsWith(c.phoneCode))
    .sort((a, b) => b.phoneCode.length - a.phoneCode.length || ownRuleFirst(a, b))[0];
}

/**
 * Phone (empty allowed): characters, at least 6 digits, the country's national length (its mask's
 * Min/Max, else 6–20), allowed first digit, and the country's own pattern from settings.
 */
export const phoneRule: RuleCheck = (value, rule, ctx, field): RuleFailure | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') return { key: rule.message };
  const text = normalizeDigits(value).trim();
  if (text === '') return undefined;
  if (!/^\+?[\d\s\-().]+$/.test(text)) return { key: rule.message };
  const digits = digitsOf(text);
  if (digits.length < PHONE_MIN) return { key: 'phone_min_length', params: { min: PHONE_MIN } };
  const country = phoneCountryOf(digits, ctx, field);
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
  const chosen = chosenCountry(ctx, field, false);
  const ruleCountry = Number.isInteger(chosen) && chosen > 0 ? chosen : country.id;
  const own = ctx.phoneRules?.find((r) => r.fields.country_id === ruleCountry);
  if (own && !safeTest(own.fields.phone, digits)) return { key: own.action.message };
  return undefined;
};
