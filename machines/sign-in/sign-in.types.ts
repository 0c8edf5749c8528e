import type { CaptchaKind } from '../captcha/captcha.machine';
import type { MachineError } from '../machine-error';

/** How the player names their account with a password (authConfig.login_types, without sms). */
export type LoginType = 'email' | 'phone_number' | 'id';

export interface Credentials {
  readonly loginType: LoginType;
  readonly login: string;
  readonly password: string;
}

/** What the variant asks before a sign-in attempt (authConfig.login_captcha, captchaConfig.captcha_type). */
export interface SignInInput {
  readonly captchaRequired: boolean;
  readonly captchaKind: CaptchaKind;
  /**
   * The two-factor challenge hash of a first factor that passed elsewhere (a social provider's
   * return): the flow starts at the second step, as after a password.
   */
  readonly challenge?: string;
}

/** A first factor's answer (password or SMS code): signed in, or a second step with the challenge hash. */
export type PasswordOutcome =
  | { readonly twoFactor: false; readonly userId: number }
  | { readonly twoFactor: true; readonly hash: string };

/** The attempt waiting for the captcha: a password, or a sign-in code to send by SMS. */
export type Attempt =
  | { readonly kind: 'password'; readonly credentials: Credentials }
  | { readonly kind: 'sms'; readonly phone: string };

export interface SignInContext {
  readonly input: SignInInput;
  readonly captchaKind: CaptchaKind;
  readonly attempt: Attempt | undefined;
  readonly remember: boolean;
  readonly captchaToken: string | undefined;
  /** The phone a sign-in code went to, and the code's length. */
  readonly sms: { readonly phone: string; readonly codeLength: number } | undefined;
  readonly hash: string | undefined;
  readonly userId: number | undefined;
  readonly error: MachineError | undefined;
}

export type SignInEvent =
  | { type: 'credentials.submit'; credentials: Credentials; remember: boolean }
  | { type: 'sms.request'; phone: string; remember: boolean }
  | { type: 'sms.submit'; code: string }
  | { type: 'sms.resend' }
  | { type: 'sms.back' }
  | { type: 'code.submit'; code: string }
  | { type: 'twoFactor.back' };
