import { digitsOf } from '../../src/lib/validation/digits.ts';

/** The one spelling of a phone number the server stores and compares: + and the digits. */
export const normalizePhone = (phone: string) => `+${digitsOf(phone)}`;
