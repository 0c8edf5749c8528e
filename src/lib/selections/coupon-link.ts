/**
 * The query parameter a link carries a booking code in: a page with the bet slip opens it into
 * the slip (a shared coupon's link, the coupon lobby's "Copy to slip").
 */
export const COUPON_PARAM = 'coupon';
