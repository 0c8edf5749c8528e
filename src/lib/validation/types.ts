import type {
  RegistrationField,
  RegistrationFieldRule,
} from '@/config/generated/site-settings.types.ts';

export type { RegistrationField, RegistrationFieldRule };
export type RuleName = RegistrationFieldRule['rule'];

/** A failed rule: the message key (from the field definition or the spec) and its parameters. */
export interface RuleFailure {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** A country's phone rule (the phonemasks catalogue): national digits, mask, allowed first digits. */
export interface PhoneCountry {
  readonly id: number;
  readonly phoneCode: string;
  readonly mask?: string;
  readonly min: number;
  readonly max: number;
  /** Digits a national number may start with; empty = any. */
  readonly leading: string;
}

/** A country-specific phone check from settings (registrationConfig.phone_validation_rules). */
export interface PhoneValidationRule {
  readonly fields: { readonly country_id: number; readonly phone: string };
  readonly action: { readonly message: string };
}

/** What rules may consult besides the value: the other values, catalogues, settings, the date. */
export interface RuleContext {
  /** All current values by field name (compare, the country of a phone). */
  readonly values: Readonly<Record<string, unknown>>;
  readonly phoneCountries?: readonly PhoneCountry[];
  readonly phoneRules?: readonly PhoneValidationRule[];
  /** Minimum age for birthday fields. */
  readonly minAge?: number;
  /** Today, for ages and date bounds (passed in so results are repeatable). */
  readonly today?: Date;
}

export type RuleCheck = (
  value: unknown,
  rule: RegistrationFieldRule,
  ctx: RuleContext,
  field: RegistrationField,
) => RuleFailure | undefined;
