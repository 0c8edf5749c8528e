/**
 * Money as whole minor units (two decimals, as the spec rounds every amount): exact integer
 * arithmetic with bigint, never floating point. The platform's ledger and the client's cashier
 * read and write amounts through these.
 */
export type Minor = bigint;

const AMOUNT = /^(-)?(\d{1,16})(?:\.(\d{1,2}))?$/;

/** "12.34", "12.3", "12", "-0.5" as minor units; anything else (3 decimals, "1e3", "") is undefined. */
export function parseMinor(text: string): Minor | undefined {
  const match = AMOUNT.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole = '0', fraction = ''] = match;
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -minor : minor;
}

/** A database `numeric(18, 2)` (a string from PostgreSQL, a string or number from PGlite). */
export function minorOf(value: string | number | bigint): Minor {
  if (typeof value === 'bigint') return value;
  const text = typeof value === 'number' ? value.toFixed(2) : value;
  const minor = parseMinor(text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text);
  if (minor === undefined) throw new Error(`not an amount with two decimals: ${String(value)}`);
  return minor;
}

/** Minor units as a decimal string with two places ("-0.50"): what the database and APIs take. */
export function formatMinor(minor: Minor): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** Minor units as a JSON number for the spec's answers (exact up to 2^53 minor units). */
export const minorToNumber = (minor: Minor): number => Number(formatMinor(minor));

/** `percent` % of `minor`, rounded half away from zero to the cent. */
export function percentOf(minor: Minor, percent: Minor): Minor {
  // percent is in hundredths too (12.5 % = 1250n): minor × percent / 10000.
  const product = minor * percent;
  const quotient = product / 10_000n;
  const remainder = product % 10_000n;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice < 10_000n) return quotient;
  return product < 0n ? quotient - 1n : quotient + 1n;
}
