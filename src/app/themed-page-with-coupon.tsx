import { ThemedPage } from '@/features/sportsbook/components/themed-page';
import { PageSlotsProvider } from '@/lib/slots/page-slots';

import { BET_SLIP_SLOTS } from './bet-slip-slots';

/** A themed section with the coupon feature's bet slip in its slot. */
export function ThemedPageWithCoupon() {
  return (
    <PageSlotsProvider slots={BET_SLIP_SLOTS}>
      <ThemedPage />
    </PageSlotsProvider>
  );
}
