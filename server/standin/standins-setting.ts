/**
 * BETFRAME_STANDINS, the one switch of the third-party stand-ins (bank transfer, the deposits'
 * payment provider, OAuth provider, captcha provider script, microfrontend demo, analytics
 * counter). This is the only place that reads it.
 */
import { switchSetting } from '../upkeep/platform-setting.ts';

/** Where the stand-ins answer: with the switch off these paths are a JSON 404, even for a page navigation. */
export const STANDIN_PATH_PREFIXES = [
  '/bank-standin/',
  '/payment-standin/',
  '/oauth/',
  '/captcha-standin/',
  '/standin/',
  '/microfrontend-demo/',
  '/seo-standin/',
] as const;

/**
 * Whether the stand-ins run: on for the embedded default and the tests, off in production unless
 * BETFRAME_STANDINS is `on` (`true`, `1`); `off` (`false`, `0`) turns them off anywhere.
 */
export function standinsEnabled(
  production: boolean,
  env: Readonly<Record<string, string | undefined>> = process.env,
): boolean {
  // A typo must not decide whether money is handed out: anything but on/off stops the start.
  return switchSetting(env, 'BETFRAME_STANDINS', !production);
}

/** Is this request path one of the stand-ins'? */
export const isStandinPath = (url: string): boolean =>
  STANDIN_PATH_PREFIXES.some((prefix) => url.startsWith(prefix));

/** Logged at start when production runs them: anyone can take what they hand out. */
export const STANDINS_IN_PRODUCTION_WARNING =
  'BETFRAME_STANDINS is on in production: the stand-in bank hands out money (pay-and-play deposits) and the stand-in OAuth provider hands out identities to anyone who asks; turn it off unless this is a demo';
