import { BetSlip } from '@/features/coupon/components/bet-slip';
import { CouponLobbyPage } from '@/features/coupon-lobby/components/coupon-lobby-page';
import { DuelPage } from '@/features/sportsbook/components/duel-page';
import { SportsbookPage } from '@/features/sportsbook/components/sportsbook-page';
import { ThemedPage } from '@/features/sportsbook/components/themed-page';
import { VirtualSportsPage } from '@/features/sportsbook/components/virtual-sports-page';
import { type PageSlots, PageSlotsProvider } from '@/lib/slots/page-slots';

/** The sportsbook's pages with the coupon feature's bet slip in their slot. */
const SLOTS: PageSlots = { betSlip: () => <BetSlip /> };

export function SportsbookPageWithCoupon() {
  return (
    <PageSlotsProvider slots={SLOTS}>
      <SportsbookPage />
    </PageSlotsProvider>
  );
}

export function ThemedPageWithCoupon() {
  return (
    <PageSlotsProvider slots={SLOTS}>
      <ThemedPage />
    </PageSlotsProvider>
  );
}

export function VirtualSportsPageWithCoupon() {
  return (
    <PageSlotsProvider slots={SLOTS}>
      <VirtualSportsPage />
    </PageSlotsProvider>
  );
}

export function DuelPageWithCoupon() {
  return (
    <PageSlotsProvider slots={SLOTS}>
      <DuelPage />
    </PageSlotsProvider>
  );
}

export function CouponLobbyPageWithCoupon() {
  return (
    <PageSlotsProvider slots={SLOTS}>
      <CouponLobbyPage />
    </PageSlotsProvider>
  );
}
