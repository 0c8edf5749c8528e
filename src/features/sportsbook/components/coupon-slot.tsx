import { usePageSlot } from '@/lib/slots/page-slots';

import { SelectionList } from './selection-list';

/** The bet slip where the app gives one, else the bare selection list the coupon starts from. */
export function CouponSlot() {
  const betSlip = usePageSlot('betSlip');
  return betSlip ? betSlip() : <SelectionList />;
}
