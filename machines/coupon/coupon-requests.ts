/** The coupon's requests: an auto-bet at a price the player asks for, and a VIP bid above the limit. */
import { formatOdds } from '@/lib/odds/convert-odds';
import { OddsFormat, type OddsFormatId } from '@/lib/odds/odds-formats';
import { oddsTextAllowed, parseOdds } from '@/lib/odds/parse-odds';
import { priceThousandths } from '@/lib/odds/price-figure';

import type { CouponContext } from './coupon.types';

/** What the auto-bet's price field takes while typed in the player's odds format (oddsTextAllowed). */
export const autoPriceTextAllowed = (
  text: string,
  format: OddsFormatId = OddsFormat.decimal,
): boolean => oddsTextAllowed(text, format);

/** The auto-bet's price typed in `format`, as a decimal price (above 1), or undefined while none. */
export const autoPriceOf = (
  text: string,
  format: OddsFormatId = OddsFormat.decimal,
): number | undefined => parseOdds(text.replace(/[.,]$/, ''), format);

/** The auto-bet's price when the coupon asks for one (on, and typed). */
export const autoPrice = (context: CouponContext): number | undefined =>
  context.autoBet ? autoPriceOf(context.autoPriceText, context.autoPriceFormat) : undefined;

/** An auto-bet can be asked for: one selection, placed as a single. */
export const autoBetAvailable = (context: Pick<CouponContext, 'selections'>): boolean =>
  context.selections.length === 1;

/**
 * The selection's price now, under the auto-bet's: a price asked must be above it, and written
 * otherwise in the player's format (American -103 reads back as 1.971 while the 1.97 now is also
 * written -103: the player asked for the price now, not above it).
 */
export function autoPriceAbove(context: CouponContext): boolean {
  const typed = autoPrice(context);
  const price = context.selections[0]?.price;
  const asked = priceThousandths(typed ?? 0);
  const now = priceThousandths(price ?? 0);
  if (asked === undefined || now === undefined || asked <= now) return false;
  const format = context.autoPriceFormat ?? OddsFormat.decimal;
  const written = (p: number) => formatOdds(p, format, { locale: 'en' });
  return written(typed!) !== written(price!);
}
