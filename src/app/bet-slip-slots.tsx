import { BetSlip } from '@/features/coupon/components/bet-slip';
import type { PageSlots } from '@/lib/slots/page-slots';

/** The sportsbook's pages' slots as the app fills them: the coupon feature's bet slip. */
export const BET_SLIP_SLOTS: PageSlots = { betSlip: () => <BetSlip /> };
