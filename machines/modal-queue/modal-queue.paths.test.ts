import { modalQueueEntry } from './modal-queue.fixtures';
import { pathsSuite } from '../qa/paths-suite';

pathsSuite(modalQueueEntry, [{ value: 'idle' }, { value: 'showing' }]);
