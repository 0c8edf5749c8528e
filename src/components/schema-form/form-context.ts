import type {
  RegistrationField,
  RegistrationFieldOption,
} from '@/config/generated/site-settings.types.ts';
import type { PhoneCountryOption } from '@/lib/forms/phone-catalogue';

export type { PhoneCountryOption };

/** What widgets and templates need besides their own props (kept in rjsf's formContext). */
export interface SchemaFormContext {
  /** Translate a key ({{label}} and other params interpolated); an untranslated key shows as text. */
  readonly t: (key: string, params?: Record<string, unknown>) => string;
  /** Changes with `t`: rjsf re-renders a field only for a change it can see, and functions it cannot. */
  readonly labelsRevision: number;
  readonly phoneCountries: readonly PhoneCountryOption[];
  /** A text field's value while it is being typed (before the form's data takes it on blur). */
  readonly onInput: (field: string, value: unknown) => void;
  /** A button or social provider was activated (the field's kind says which). */
  readonly onAction: (
    field: string,
    value: string | undefined,
    kind: RegistrationField['type'],
  ) => void;
}

/**
 * A field's ui:options, set by the adapter (fields-to-schema.ts) from its definition; label,
 * placeholder, help and required come as rjsf's own props. The last three follow the values
 * (SchemaForm sets them).
 */
export type FieldUiOptions = {
  /** The name the value is submitted under. */
  readonly fieldName: string;
  readonly kind: RegistrationField['type'];
  /** The template shows the label above the control (not for checkboxes, buttons, texts). */
  readonly label: boolean;
  /** HTML input type hint (text, tel, number, …). */
  readonly inputType?: string;
  readonly maxLength?: number;
  /** Digits typed show through it (0 = a digit: `000.000.000-00`). */
  readonly mask?: string;
  /** The control's HTML autocomplete token (rjsf's own ui:options key for it). */
  readonly autocomplete?: AutoFill;
  /** Multi-select: the most options one may pick. */
  readonly limit?: number;
  /** The options offered: the definition's, or a catalogue's for the current values. */
  readonly choices?: readonly RegistrationFieldOption[];
  readonly hidden?: boolean;
  /** Phone: the country the picker starts with (its country field's value, else the visitor's). */
  readonly defaultCountryId?: number;
};

/** A widget's or template's ui:options (rjsf flattens ui:options into `options`). */
export const uiOptionsOf = (options: unknown): FieldUiOptions => options as FieldUiOptions;

/** ids of the help and error texts of a control, for aria-describedby. */
export const describedBy = (id: string, hasHelp: boolean, hasError: boolean): string | undefined =>
  [hasError ? `${id}__error` : '', hasHelp ? `${id}__help` : ''].filter(Boolean).join(' ') ||
  undefined;
