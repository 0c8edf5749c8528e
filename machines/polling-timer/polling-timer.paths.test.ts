import { pathsSuite } from '../../qa/paths/paths-suite';
import { pollingTimerEntry } from './polling-timer.fixtures';

pathsSuite(pollingTimerEntry, [
  { value: { running: 'waiting' } },
  { value: 'paused' },
  { value: 'destroyed' },
]);
