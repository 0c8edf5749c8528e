import { pathsSuite } from '../../qa/paths/paths-suite';
import { couponBookingEntry } from './coupon-booking.fixtures';

pathsSuite(couponBookingEntry, [
  { value: 'shared' },
  { value: 'choosing' },
  { value: 'loaded' },
  { value: 'idle' },
]);
