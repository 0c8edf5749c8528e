import { serviceTokenEntry } from './service-token.fixtures';
import { pathsSuite } from '../qa/paths-suite';

pathsSuite(serviceTokenEntry, [{ value: 'valid' }, { value: 'stale' }, { value: 'failed' }, { value: 'idle' }]);
