import type { CouponContext, PlacementContent } from './coupon.types';

/**
 * Whether a placement publishes the coupon to the coupon lobby: asked, and a bet placed now —
 * an auto-bet or a VIP bid is a request, and the lobby shows bets.
 */
export const lobbyContent = (
  context: Pick<CouponContext, 'lobby' | 'autoBet'>,
  vip: boolean,
): Pick<PlacementContent, 'lobby'> =>
  context.lobby && !vip && !context.autoBet ? { lobby: true } : {};
