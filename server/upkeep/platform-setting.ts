/** Thrown for a platform setting of the wrong form (a number, a switch): a typo must not lift a limit or flip a switch. */
export class PlatformSettingError extends Error {}

/** The environment variable `name` as a whole number ≥ `min`, or `fallback` when unset or empty. */
export function wholeNumberSetting(
  env: Readonly<Record<string, string | undefined>>,
  name: string,
  fallback: number,
  min = 1,
): number {
  const text = env[name]?.trim() ?? '';
  if (text === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < min)
    throw new PlatformSettingError(
      `${name} must be a whole number of at least ${min} (it is "${text}")`,
    );
  return value;
}

const ON = new Set(['on', 'true', '1']);
const OFF = new Set(['off', 'false', '0']);

/** The environment variable `name` as on/off (`true`/`false`, `1`/`0`), or `fallback` when unset or empty. */
export function switchSetting(
  env: Readonly<Record<string, string | undefined>>,
  name: string,
  fallback: boolean,
): boolean {
  const text = env[name]?.trim().toLowerCase() ?? '';
  if (text === '') return fallback;
  if (ON.has(text)) return true;
  if (OFF.has(text)) return false;
  throw new PlatformSettingError(
    `${name} must be on, off, true, false, 1 or 0 (it is "${env[name]}")`,
  );
}
