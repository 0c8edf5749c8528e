import type { RegistrationField } from '../../src/config/generated/site-settings.types.ts';
import type { RegistrationType } from '../../src/lib/registration/registration-rules.ts';
import type { CaptchaKind } from '../captcha/captcha.machine';
import type { MachineError } from '../machine-error';

export type { RegistrationType };

/** A type's form as the platform sends it. */
export interface FormDefinition {
  readonly fields: readonly RegistrationField[];
  readonly relations: readonly {
    child: string;
    parent: NonNullable<RegistrationField['parent']>;
  }[];
}

export interface WelcomeBonusChoice {
  readonly id: string;
  readonly bonusCode: string;
  readonly title: string;
  readonly info?: string;
  readonly cancel: boolean;
  readonly bannerText?: string;
}

/** What the registration page loads first: the types offered and, if they load, the page data. */
export interface RegistrationStart {
  readonly types: readonly RegistrationType[];
  readonly bonuses: readonly WelcomeBonusChoice[];
  /** Page data (first deposit, banner, additional config); absent when it failed to load. */
  readonly page?: Readonly<Record<string, unknown>>;
}

export interface RegistrationResult {
  readonly userId: number;
  /** The password given or generated, shown once so the player can save it. */
  readonly password: string;
}

export interface RegistrationInput {
  readonly initialType?: string;
  readonly bonusCode?: string;
  readonly captchaKind: CaptchaKind;
  /** registrationConfig.captcha_required (and a captcha kind other than disabled). */
  readonly captchaRequired: boolean;
}

export interface RegistrationContext {
  readonly input: RegistrationInput;
  readonly types: readonly RegistrationType[];
  readonly bonuses: readonly WelcomeBonusChoice[];
  readonly page?: Readonly<Record<string, unknown>>;
  readonly activeType?: RegistrationType;
  readonly forms: Readonly<Partial<Record<RegistrationType, FormDefinition>>>;
  readonly bonusCode?: string;
  readonly values?: Readonly<Record<string, unknown>>;
  readonly captchaToken?: string;
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
  readonly error?: MachineError;
  readonly result?: RegistrationResult;
}

export type RegistrationEvent =
  | { type: 'type.select'; registrationType: RegistrationType }
  | { type: 'bonus.select'; bonusCode: string }
  | { type: 'form.submit'; values: Readonly<Record<string, unknown>> }
  | { type: 'start.retry' }
  | { type: 'fields.retry' };
