/** The sign-in machine's pure helpers: what its guards and assignments read from events. */
import type { CaptchaKind } from '../captcha/captcha.machine';
import { toMachineError } from '../machine-error';
import type { PasswordOutcome } from './sign-in.types';

/** The platform's own captcha: what it asks for when the variant shows none. */
export const PLATFORM_CAPTCHA: CaptchaKind = 'puzzle';

/** Second-step errors after which the challenge is gone: back to the first factor. */
export const CHALLENGE_GONE = new Set(['error_two_factor_expired', 'error_too_many_attempts']);
/** The platform's refusal carried by an actor's error event. */
export const errorOf = ({ event }: { event: unknown }) =>
  toMachineError((event as { error?: unknown }).error);
/** A first factor passed and the player has two-factor on. */
export const needsCode = ({ event }: { event: unknown }) =>
  (event as { output?: PasswordOutcome }).output?.twoFactor === true;
/** The second step's challenge hash of a first factor's answer. */
export const hashOf = ({ event }: { event: unknown }) => {
  const output = (event as { output: PasswordOutcome }).output;
  return output.twoFactor ? output.hash : undefined;
};
/** The signed-in player of a first factor's answer (none while a second step is due). */
export const userIdOf = ({ event }: { event: unknown }) => {
  const output = (event as { output: PasswordOutcome }).output;
  return output.twoFactor ? undefined : output.userId;
};
