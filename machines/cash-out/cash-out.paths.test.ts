import { pathsSuite } from '../../qa/paths/paths-suite';
import { cashOutEntry } from './cash-out.fixtures';

pathsSuite(cashOutEntry, [
  { value: 'sold', output: { betId: 42, amount: '9.50' } },
  { value: 'refused' },
  { value: 'idle' },
]);
