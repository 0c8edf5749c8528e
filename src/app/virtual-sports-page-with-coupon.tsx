import { VirtualSportsPage } from '@/features/sportsbook/components/virtual-sports-page';
import { PageSlotsProvider } from '@/lib/slots/page-slots';

import { BET_SLIP_SLOTS } from './bet-slip-slots';

/** The virtual sports with the coupon feature's bet slip in its slot. */
export function VirtualSportsPageWithCoupon() {
  return (
    <PageSlotsProvider slots={BET_SLIP_SLOTS}>
      <VirtualSportsPage />
    </PageSlotsProvider>
  );
}
