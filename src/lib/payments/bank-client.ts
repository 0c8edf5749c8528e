import { roundTrip } from '../round-trip';

/** The deposit limits of the bank-transfer provider (the platform refuses anything else). */
export const DEPOSIT_LIMITS = { min: 1, max: 1_000_000 } as const;

/** A pay-and-play registration waiting at the bank: the form as the player filled it in. */
export interface BankTrip {
  readonly language: string;
  readonly values: Readonly<Record<string, unknown>>;
}

/** How the bank sent the player back: the form they left, and the payment reference when paid. */
export type BankReturn =
  | { readonly outcome: 'paid'; readonly reference: string; readonly values: BankTrip['values'] }
  | { readonly outcome: 'cancelled'; readonly values: BankTrip['values'] };

const trip = roundTrip<BankTrip>('betframe.pay-and-play.start');

/** A deposit the bank takes: within the limits, whole cents (decimal text, never a float). */
export function isDepositAmount(amount: string): boolean {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return false;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents >= DEPOSIT_LIMITS.min * 100 && cents <= DEPOSIT_LIMITS.max * 100;
}

/** Values never kept in the tab's storage while the player is away. */
const SECRET = /password|captcha/i;

/** Keeps the form in this tab while the player pays at the bank; the state the bank returns. */
export const beginBankTrip = (start: BankTrip): string =>
  trip.begin({
    ...start,
    values: Object.fromEntries(Object.entries(start.values).filter(([name]) => !SECRET.test(name))),
  });

/**
 * The bank's answer in a return URL's query: the payment reference or a cancellation, with the
 * form the player left. Undefined when the query is not a return from a trip started here.
 */
export function readBankReturn(params: URLSearchParams): BankReturn | undefined {
  const start = trip.read(params.get('state'));
  if (!start) return undefined;
  const reference = params.get('payment_reference');
  return reference
    ? { outcome: 'paid', reference, values: start.values }
    : { outcome: 'cancelled', values: start.values };
}

/** Forgets the trip once its return is handled (a state is good for one return). */
export const clearBankReturn = () => trip.clear();

/** The query parameters of a bank return, to drop from the address once handled. */
export const BANK_RETURN_PARAMS = ['payment_reference', 'state', 'error'] as const;
