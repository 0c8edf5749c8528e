import { leaveSite } from '../leave-site';
import { roundTrip } from '../round-trip';

/** The deposit limits of the bank-transfer provider (its API refuses anything else). */
export const DEPOSIT_LIMITS = { min: 1, max: 1_000_000 } as const;

/** A pay-and-play registration waiting at the bank: the form as the player filled it in. */
export interface PayAndPlayStart {
  readonly language: string;
  readonly amount: number;
  readonly currencyId: number;
  readonly values: Readonly<Record<string, unknown>>;
}

/** How the bank sent the player back. */
export type PayAndPlayReturn =
  | { readonly outcome: 'paid'; readonly reference: string; readonly start: PayAndPlayStart }
  | { readonly outcome: 'cancelled'; readonly start: PayAndPlayStart };

const trip = roundTrip<PayAndPlayStart>('betframe.pay-and-play.start');

/** Where the bank returns the player: the pay-and-play registration. */
export const returnUrl = (language: string, origin = window.location.origin) =>
  `${origin}/${language}/registration?type=pay_and_play`;

/** A deposit the bank takes: within the limits, whole cents. */
export const isDepositAmount = (amount: number) =>
  Number.isFinite(amount) &&
  amount >= DEPOSIT_LIMITS.min &&
  amount <= DEPOSIT_LIMITS.max &&
  Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;

/** Values never kept in the tab's storage while the player is away. */
const SECRET = /password|captcha/i;

/** Sends the player to the bank to pay the first deposit; the form waits in this tab. */
export function startBankPayment(
  start: PayAndPlayStart,
  go: (url: string) => void = leaveSite,
): void {
  const state = trip.begin({
    ...start,
    values: Object.fromEntries(Object.entries(start.values).filter(([name]) => !SECRET.test(name))),
  });
  const url = new URL('/bank-standin/pay', window.location.origin);
  url.searchParams.set('amount', start.amount.toFixed(2));
  url.searchParams.set('currency_id', String(start.currencyId));
  url.searchParams.set('redirect_uri', returnUrl(start.language));
  url.searchParams.set('state', state);
  url.searchParams.set('lang', start.language);
  go(url.toString());
}

/**
 * The bank's answer in a return URL's query: the payment reference or a cancellation, with the
 * form the player left. Undefined when the query is not a return from a trip started here.
 */
export function readBankReturn(params: URLSearchParams): PayAndPlayReturn | undefined {
  const start = trip.read(params.get('state'));
  if (!start) return undefined;
  const reference = params.get('payment_reference');
  return reference ? { outcome: 'paid', reference, start } : { outcome: 'cancelled', start };
}

/** Forgets the trip once its return is handled (a state is good for one return). */
export const clearBankReturn = () => trip.clear();

/** The query parameters of a bank return, to drop from the address once handled. */
export const BANK_RETURN_PARAMS = ['payment_reference', 'state', 'error'] as const;
