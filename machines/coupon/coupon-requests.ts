/** The coupon's requests: an auto-bet at a price the player asks for, and a VIP bid above the limit. */
import { priceThousandths } from '@/lib/odds/price-figure';

import type { CouponContext } from './coupon.types';

/** What the auto-bet's price field takes: digits, then "." or "," and up to three decimals. */
export const autoPriceTextAllowed = (text: string): boolean =>
  /^\d{0,6}(?:[.,]\d{0,3})?$/.test(text);

/** The auto-bet's price typed, as a decimal price (above 1), or undefined while there is none. */
export function autoPriceOf(text: string): number | undefined {
  const normalized = text.replace(',', '.').replace(/\.$/, '');
  if (normalized === '') return undefined;
  const price = Number(normalized);
  return priceThousandths(price) === undefined ? undefined : price;
}

/** The auto-bet's price when the coupon asks for one (on, and typed). */
export const autoPrice = (context: CouponContext): number | undefined =>
  context.autoBet ? autoPriceOf(context.autoPriceText) : undefined;

/** An auto-bet can be asked for: one selection, placed as a single. */
export const autoBetAvailable = (context: Pick<CouponContext, 'selections'>): boolean =>
  context.selections.length === 1;

/** The selection's price now, under the auto-bet's: a price asked must be above it. */
export function autoPriceAbove(context: CouponContext): boolean {
  const asked = priceThousandths(autoPrice(context) ?? 0);
  const now = priceThousandths(context.selections[0]?.price ?? 0);
  return asked !== undefined && now !== undefined && asked > now;
}
