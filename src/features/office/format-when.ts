/** A formatter of the platform's UTC timestamps as the player reads dates (their language and time zone). */
export const dateTimeFormat = (locale: string): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

/** The currency mark (symbol, else ISO code) of an ISO code, from the player's accounts. */
export function currencyMarks(
  accounts: readonly { iso: string; symbol: string }[] | undefined,
): (iso: string) => string {
  const marks = new Map((accounts ?? []).map((a) => [a.iso, a.symbol || a.iso]));
  return (iso) => marks.get(iso) ?? iso;
}
