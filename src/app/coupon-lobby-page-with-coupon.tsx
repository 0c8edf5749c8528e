import { CouponLobbyPage } from '@/features/coupon-lobby/components/coupon-lobby-page';
import { PageSlotsProvider } from '@/lib/slots/page-slots';

import { BET_SLIP_SLOTS } from './bet-slip-slots';

/** The coupon lobby with the coupon feature's bet slip in its slot (a copied coupon lands there). */
export function CouponLobbyPageWithCoupon() {
  return (
    <PageSlotsProvider slots={BET_SLIP_SLOTS}>
      <CouponLobbyPage />
    </PageSlotsProvider>
  );
}
