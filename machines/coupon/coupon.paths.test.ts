import { pathsSuite } from '../../qa/paths/paths-suite';
import { couponEntry } from './coupon.fixtures';

pathsSuite(couponEntry, [
  { value: 'placed' },
  { value: 'requested' },
  { value: 'failed' },
  { value: 'placing' },
  { value: 'editing' },
]);
