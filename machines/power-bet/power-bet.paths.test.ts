import { pathsSuite } from '../../qa/paths/paths-suite';
import { powerBetEntry } from './power-bet.fixtures';

pathsSuite(powerBetEntry, [
  { value: 'placed', output: { betId: 42, topUpId: 43 } },
  { value: 'editing' },
]);
