/**
 * BETFRAME_STANDINS, the one switch of the third-party stand-ins (bank transfer, OAuth provider,
 * captcha provider script, microfrontend demo, analytics counter). This is the only place that
 * reads it.
 */
const ON = new Set(['on', 'true', '1']);
const OFF = new Set(['off', 'false', '0']);

/** Where the stand-ins answer: with the switch off these paths are a JSON 404, even for a page navigation. */
export const STANDIN_PATH_PREFIXES = [
  '/bank-standin/',
  '/oauth/',
  '/captcha-standin/',
  '/standin/',
  '/microfrontend-demo/',
  '/seo-standin/',
] as const;

/** Thrown for a value that is neither on nor off: a typo must not decide whether money is handed out. */
export class StandinsSettingError extends Error {}

/**
 * Whether the stand-ins run: on for the embedded default and the tests, off in production unless
 * BETFRAME_STANDINS is `on` (`true`, `1`); `off` (`false`, `0`) turns them off anywhere.
 */
export function standinsEnabled(
  production: boolean,
  env: Readonly<Record<string, string | undefined>> = process.env,
): boolean {
  const value = env.BETFRAME_STANDINS;
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return !production;
  if (ON.has(text)) return true;
  if (OFF.has(text)) return false;
  throw new StandinsSettingError(
    `BETFRAME_STANDINS must be on, off, true, false, 1 or 0 (it is "${value}")`,
  );
}

/** Is this request path one of the stand-ins'? */
export const isStandinPath = (url: string): boolean =>
  STANDIN_PATH_PREFIXES.some((prefix) => url.startsWith(prefix));

/** Logged at start when production runs them: anyone can take what they hand out. */
export const STANDINS_IN_PRODUCTION_WARNING =
  'BETFRAME_STANDINS is on in production: the stand-in bank hands out money (pay-and-play deposits) and the stand-in OAuth provider hands out identities to anyone who asks; turn it off unless this is a demo';
