import { SportsbookPage } from '@/features/sportsbook/components/sportsbook-page';
import { PageSlotsProvider } from '@/lib/slots/page-slots';

import { BET_SLIP_SLOTS } from './bet-slip-slots';

/** The line and live streams with the coupon feature's bet slip in its slot. */
export function SportsbookPageWithCoupon() {
  return (
    <PageSlotsProvider slots={BET_SLIP_SLOTS}>
      <SportsbookPage />
    </PageSlotsProvider>
  );
}
