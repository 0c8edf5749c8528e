import { digitsOf, textOf } from './digits';

/** A named check a field definition asks for with `{ rule: 'userFunction', function: <name> }`. */
export type UserFunction = (value: unknown) => boolean;

/** The check digit of Brazil's CPF over the first `count` digits (weights count+1 … 2, mod 11). */
function cpfDigit(digits: readonly number[], count: number): number {
  let sum = 0;
  for (let i = 0; i < count; i++) sum += (digits[i] ?? 0) * (count + 1 - i);
  return ((sum * 10) % 11) % 10;
}

/**
 * A Brazilian taxpayer number (CPF): 11 digits, masked or not, whose last two digits are the check
 * digits of the ones before. Numbers of one repeated digit pass the sums but were never issued.
 */
export function isCpf(value: unknown): boolean {
  const text = typeof value === 'string' ? textOf(value) : undefined;
  if (text === undefined) return false;
  const digits = [...digitsOf(text)].map(Number);
  if (digits.length !== 11 || digits.every((d) => d === digits[0])) return false;
  return cpfDigit(digits, 9) === digits[9] && cpfDigit(digits, 10) === digits[10];
}

/**
 * The checks field definitions may name, shared by the browser and the platform so both agree.
 * The settings check refuses a definition naming one that is not here.
 */
export const USER_FUNCTIONS: Readonly<Record<string, UserFunction>> = { isCpf };

/** The registered check of that name (own names only: never `toString` and the like). */
export const userFunctionOf = (name: string | undefined): UserFunction | undefined =>
  name !== undefined && Object.prototype.hasOwnProperty.call(USER_FUNCTIONS, name)
    ? USER_FUNCTIONS[name]
    : undefined;
