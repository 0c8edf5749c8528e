import type { RegistrationField } from '@/config/generated/site-settings.types.ts';

/** A country for the phone-code picker: catalogue entry plus its phone rule. */
export interface PhoneCountryOption {
  readonly id: number;
  readonly name: string;
  /** ISO alpha-2, lower case (spec: code lower-cased). */
  readonly code: string;
  /** With the leading plus (spec: phoneCode stored with a leading plus). */
  readonly phoneCode: string;
  readonly mask?: string;
  readonly min: number;
  readonly max: number;
  readonly leading: string;
}

/** What widgets and templates need besides their own props (kept in rjsf's formContext). */
export interface SchemaFormContext {
  /** Translate a key ({{label}} and other params interpolated); an untranslated key shows as text. */
  readonly t: (key: string, params?: Record<string, unknown>) => string;
  readonly phoneCountries: readonly PhoneCountryOption[];
  /** The field definition of a name (looked up here, so rjsf never deep-compares definitions). */
  readonly field: (name: string) => RegistrationField;
  /** A text field's value while it is being typed (before the form's data takes it on blur). */
  readonly onInput: (field: string, value: unknown) => void;
  /** A button or social provider was activated. */
  readonly onAction: (field: string, value?: string) => void;
}

/**
 * Per-field options that change with the values. They travel in ui:options, because rjsf
 * re-renders a field only when its own props change (a new formContext alone does not).
 */
export interface DynamicFieldOptions {
  readonly hidden?: boolean;
  /** Phone fields: the country the picker starts with (the form's country_id). */
  readonly defaultCountryId?: number;
  /** Options that depend on other values (regions of the chosen country…), over the definition's. */
  readonly choices?: RegistrationField['options'];
}

/** The server-defined field a widget or template renders (ui:options names it). */
export const fieldOf = (
  options: Record<string, unknown> | undefined,
  formContext: unknown,
): RegistrationField => (formContext as SchemaFormContext).field(String(options?.fieldName));

/** ids of the help and error texts of a control, for aria-describedby. */
export const describedBy = (id: string, hasHelp: boolean, hasError: boolean): string | undefined =>
  [hasError ? `${id}__error` : '', hasHelp ? `${id}__help` : ''].filter(Boolean).join(' ') ||
  undefined;
