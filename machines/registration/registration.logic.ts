import { fieldByAutocomplete } from '../../src/lib/forms/field-by-autocomplete.ts';
import type {
  FormValues,
  RegistrationContext,
  RegistrationInput,
  RegistrationStart,
  RegistrationType,
} from './registration.types';

/** The first type to show: the one asked for (?type=) when offered, else the first offered. */
export function initialType(
  types: readonly RegistrationType[],
  asked?: string,
): RegistrationType | undefined {
  return types.find((t) => t === asked) ?? types[0];
}

/** The context once the start is known (loaded, or given as input). */
export function withStart(context: RegistrationContext, start: RegistrationStart) {
  const asked = context.bonusCode?.toLowerCase();
  return {
    types: start.types,
    bonuses: start.bonuses,
    page: start.page,
    activeType: initialType(start.types, context.input.initialType),
    bonusCode:
      start.bonuses.find((b) => b.bonusCode.toLowerCase() === asked)?.bonusCode ??
      context.bonusCode,
  };
}

/** The machine's first context: what the input already brings. */
export function initialContext(input: RegistrationInput): RegistrationContext {
  const back = input.bankReturn;
  return {
    input,
    captchaKind: input.captchaKind,
    types: [],
    bonuses: [],
    forms: input.forms ?? {},
    fieldErrors: {},
    bonusCode: input.bonusCode,
    restoredValues: back?.values,
    paymentReference: back?.outcome === 'paid' ? back.reference : undefined,
    resumePaid: back?.outcome === 'paid',
    codeSentTo: input.codeSentTo,
  };
}

const activeFields = (context: RegistrationContext) =>
  (context.activeType ? context.forms[context.activeType]?.fields : undefined) ?? [];

/** The phone the submitted form gives (its field of the phone kind), if any. */
export function phoneOf(context: RegistrationContext): string | undefined {
  const field = activeFields(context).find((f) => f.type === 'phone');
  const value = field ? context.values?.[field.name] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A phone the variant wants confirmed and no proof is held for yet. */
export const phoneToConfirm = (context: RegistrationContext) =>
  context.input.phoneConfirmation && phoneOf(context) !== undefined;

/** The phone was confirmed already (a registration refused for another reason keeps the proof). */
export const phoneConfirmed = (context: RegistrationContext) =>
  phoneToConfirm(context) && context.phoneProof?.phone === phoneOf(context);

/**
 * A code already went to the phone to confirm (the dialog was closed, or the page reloaded): the
 * player goes back to it, and a new code for that phone stands behind the captcha the first spent.
 */
export const codePending = (context: RegistrationContext) =>
  phoneToConfirm(context) && context.codeSentTo === phoneOf(context);

/** The account's currency: the form's currency choice (autocomplete transaction-currency), else the visitor's. */
export function currencyOf(context: RegistrationContext): { id: number; name: string } {
  const field = fieldByAutocomplete(activeFields(context), 'transaction-currency');
  const chosen = field ? context.values?.[field.name] : undefined;
  const option = field?.options?.find((o) => String(o.id) === String(chosen));
  if (!option) return context.input.defaultCurrency;
  return { id: Number(option.id), name: typeof option.name === 'string' ? option.name : '' };
}

/** What the register call sends: the form, plus the proofs the flow gathered on the way. */
export function registerValues(context: RegistrationContext): FormValues {
  const values = { ...context.values };
  if (context.input.socialToken) values.social_token = context.input.socialToken;
  if (phoneConfirmed(context)) values.phone_confirmation = context.phoneProof?.token;
  if (context.activeType === 'pay_and_play' && context.paymentReference)
    values.payment_reference = context.paymentReference;
  return values;
}
