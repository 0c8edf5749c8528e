import { pathsSuite } from '../../qa/paths/paths-suite';
import { modalQueueEntry } from './modal-queue.fixtures';

pathsSuite(modalQueueEntry, [{ value: 'idle' }, { value: 'showing' }]);
