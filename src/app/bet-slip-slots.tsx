import { BetSlipOnDemand } from '@/features/coupon/components/bet-slip-on-demand';
import type { PageSlots } from '@/lib/slots/page-slots';

/**
 * The sportsbook's pages' slots as the app fills them: the coupon feature's bet slip, empty and
 * light until the player needs the full one (its own chunk, see bet-slip-on-demand).
 */
export const BET_SLIP_SLOTS: PageSlots = { betSlip: () => <BetSlipOnDemand /> };
