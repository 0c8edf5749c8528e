import { DuelPage } from '@/features/sportsbook/components/duel-page';
import { PageSlotsProvider } from '@/lib/slots/page-slots';

import { BET_SLIP_SLOTS } from './bet-slip-slots';

/** The duel builder with the coupon feature's bet slip in its slot. */
export function DuelPageWithCoupon() {
  return (
    <PageSlotsProvider slots={BET_SLIP_SLOTS}>
      <DuelPage />
    </PageSlotsProvider>
  );
}
