/**
 * The spec's numeric bonus types (account side §3) that the platform credits and the office
 * shows: one table for both (a free bet is staked on the coupon, never wagered into money).
 */
export const BONUS_TYPE = { sport: 0, casino: 1, promocode: 3, freebet: 6 } as const;
