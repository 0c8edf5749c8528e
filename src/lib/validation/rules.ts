import { parseStrictDate } from './date-rules';
import { digitsOf, isEmpty, ownValue, safeTest, textOf } from './digits';
import { emailRule } from './email-rule';
import { phoneRule } from './phone-rule';
import type { RuleCheck, RuleName } from './types';
import { userFunctionOf } from './user-functions';

const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'svg'];

const lengthOf = (value: unknown) =>
  Array.isArray(value) ? value.length : [...(textOf(value) ?? '')].length;

/** A bound that is a date (`yyyy-MM-dd HH:mm:ss`) compares as a date, otherwise as a number. */
function compareToBound(value: unknown, bound: unknown): number | undefined {
  if (typeof bound === 'string' && parseStrictDate(bound)) {
    const date = typeof value === 'string' ? parseStrictDate(value) : undefined;
    const limit = parseStrictDate(bound);
    return date && limit ? date.getTime() - limit.getTime() : undefined;
  }
  const number =
    typeof value === 'number' ? value : Number((textOf(value) ?? 'NaN').replace(',', '.'));
  return Number.isFinite(number) ? number - Number(bound) : undefined;
}

/** One function per rule kind of the spec (§5). Each returns the failure or undefined. */
export const RULES: Record<RuleName, RuleCheck> = {
  required: (value, rule, _ctx, field) =>
    isEmpty(value) || (field.type.includes('checkbox') && value !== true)
      ? { key: rule.message }
      : undefined,
  minLength: (value, rule) =>
    textOf(value) === undefined && !Array.isArray(value)
      ? { key: rule.message, params: { min: Number(rule.value) } }
      : lengthOf(value) < Number(rule.value)
        ? { key: rule.message, params: { min: Number(rule.value) } }
        : undefined,
  maxLength: (value, rule) =>
    textOf(value) === undefined && !Array.isArray(value)
      ? { key: rule.message, params: { max: Number(rule.value) } }
      : lengthOf(value) > Number(rule.value)
        ? { key: rule.message, params: { max: Number(rule.value) } }
        : undefined,
  minValue: (value, rule) => {
    const diff = compareToBound(value, rule.value);
    return diff === undefined || diff < 0
      ? { key: rule.message, params: { min: String(rule.value) } }
      : undefined;
  },
  maxValue: (value, rule) => {
    const diff = compareToBound(value, rule.value);
    return diff === undefined || diff > 0
      ? { key: rule.message, params: { max: String(rule.value) } }
      : undefined;
  },
  email: emailRule,
  compare: (value, rule, ctx) =>
    rule.field !== undefined && value !== ownValue(ctx.values, rule.field)
      ? { key: rule.message }
      : undefined,
  match: (value, rule) => {
    const text = textOf(value);
    return rule.pattern !== undefined && (text === undefined || !safeTest(rule.pattern, text))
      ? { key: rule.message }
      : undefined;
  },
  boolean: (value, rule) => (value === true ? undefined : { key: rule.message }),
  phone: phoneRule,
  phoneConfirm: (value, rule) => {
    const length = rule.length ?? Number(rule.value);
    const code = (textOf(value) ?? '').replace(/\s/g, '');
    if (code === '') return { key: 'auth_required_field' };
    if (digitsOf(code).length !== code.length)
      return { key: rule.message || 'auth_incorrect_code' };
    if (Number.isInteger(length) && code.length !== length)
      return { key: 'phone_min_length', params: { min: length } };
    return undefined;
  },
  isDateTime: (value, rule) =>
    typeof value === 'string' && parseStrictDate(value) ? undefined : { key: rule.message },
  isImage: (value, rule) => {
    const name = typeof value === 'string' ? value : (value as { name?: unknown } | null)?.name;
    const dot = typeof name === 'string' ? name.lastIndexOf('.') : -1;
    const extension =
      typeof name === 'string' && dot > 0 ? name.slice(dot + 1).toLowerCase() : undefined;
    return extension && IMAGE_EXTENSIONS.includes(extension) ? undefined : { key: rule.message };
  },
  // A named check of the shared registry (the CPF's check digits…). A name it lacks cannot be
  // checked here: settings naming one are refused before they reach players.
  userFunction: (value, rule) => {
    const check = userFunctionOf(rule.function);
    return check && !check(value) ? { key: rule.message } : undefined;
  },
};
