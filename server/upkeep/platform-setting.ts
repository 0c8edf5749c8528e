/** Thrown for a platform setting that is not a positive whole number: a typo must not lift a limit. */
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
