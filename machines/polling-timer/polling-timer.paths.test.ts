import { pollingTimerEntry } from './polling-timer.fixtures';
import { pathsSuite } from '../qa/paths-suite';

pathsSuite(pollingTimerEntry, [{ value: { running: 'waiting' } }, { value: 'paused' }, { value: 'destroyed' }]);
