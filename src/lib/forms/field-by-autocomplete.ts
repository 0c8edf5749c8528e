import type {
  RegistrationField,
  RegistrationFieldAutocomplete,
} from '@/config/generated/site-settings.types.ts';

/**
 * The first field with this autocomplete token: how a page finds a field by meaning ('tel' for
 * the phone to confirm, 'transaction-currency' for the deposit currency) instead of by name.
 * Use it on declared fields (declareFields), so today's spec fields have their tokens.
 */
export const fieldByAutocomplete = (
  fields: readonly RegistrationField[],
  token: RegistrationFieldAutocomplete,
): RegistrationField | undefined => fields.find((f) => f.autocomplete === token);
