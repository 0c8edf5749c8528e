import { pathsSuite } from '../qa/paths-suite';
import { pollingTimerEntry } from './polling-timer.fixtures';

pathsSuite(pollingTimerEntry, [
  { value: { running: 'waiting' } },
  { value: 'paused' },
  { value: 'destroyed' },
]);
