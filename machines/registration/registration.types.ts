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
  /**
   * The password the platform generated, shown once so the player can save it; absent when the
   * player chose their own (that one is theirs to remember, never printed back).
   */
  readonly password?: string;
}

/** How the bank sent a pay-and-play player back: the form they left, and the payment when paid. */
export type BankReturn =
  | { readonly outcome: 'paid'; readonly reference: string; readonly values: FormValues }
  | { readonly outcome: 'cancelled'; readonly values: FormValues };

export type FormValues = Readonly<Record<string, unknown>>;

export interface RegistrationInput {
  readonly initialType?: string;
  readonly bonusCode?: string;
  readonly captchaKind: CaptchaKind;
  /** registrationConfig.captcha_required (and a captcha kind other than disabled). */
  readonly captchaRequired: boolean;
  /** registrationConfig.phone_confirmation: a phone given is confirmed by SMS code first. */
  readonly phoneConfirmation: boolean;
  /** The account's currency when the form names none (globalConfig.geo_currency). */
  readonly defaultCurrency: { readonly id: number; readonly name: string };
  /** Already loaded (a page rendered on the platform): the machine starts ready. */
  readonly start?: RegistrationStart;
  /** Forms already loaded, by type. */
  readonly forms?: Readonly<Partial<Record<RegistrationType, FormDefinition>>>;
  /** A new social identity back from its provider registers with its token. */
  readonly socialToken?: string;
  /** Back from the bank (pay-and-play). */
  readonly bankReturn?: BankReturn;
  /** The phone this tab last sent a registration code to, within the hour its captcha covers (a reload). */
  readonly codeSentTo?: string;
}

export interface RegistrationContext {
  readonly input: RegistrationInput;
  readonly captchaKind: CaptchaKind;
  readonly types: readonly RegistrationType[];
  readonly bonuses: readonly WelcomeBonusChoice[];
  readonly page?: Readonly<Record<string, unknown>>;
  readonly activeType?: RegistrationType;
  readonly forms: Readonly<Partial<Record<RegistrationType, FormDefinition>>>;
  readonly bonusCode?: string;
  readonly values?: FormValues;
  /** The form as the player left it for the bank: what the form shows again. */
  readonly restoredValues?: FormValues;
  readonly captchaToken?: string;
  /** A confirmed phone and its proof, good for this phone until a registration uses it. */
  readonly phoneProof?: { readonly phone: string; readonly token: string };
  /** A code went to this phone and is not used: going back to it needs no new captcha. */
  readonly codeSentTo?: string;
  /** A paid first deposit, good for one pay-and-play registration. */
  readonly paymentReference?: string;
  /** The paid bank return has not been sent yet. */
  readonly resumePaid: boolean;
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
  readonly error?: MachineError;
  readonly result?: RegistrationResult;
}

export type RegistrationEvent =
  | { type: 'type.select'; registrationType: RegistrationType }
  | { type: 'bonus.select'; bonusCode: string }
  | { type: 'form.submit'; values: FormValues }
  | { type: 'start.retry' }
  | { type: 'fields.retry' };

/** What the register call is sent with. */
export interface RegisterCall {
  readonly type: RegistrationType;
  readonly values: FormValues;
  readonly captchaToken?: string;
  readonly bonusCode?: string;
}
