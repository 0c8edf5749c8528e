import { pathsSuite } from '../../qa/paths/paths-suite';
import { serviceTokenEntry } from './service-token.fixtures';

pathsSuite(serviceTokenEntry, [
  { value: 'valid' },
  { value: 'stale' },
  { value: 'failed' },
  { value: 'idle' },
]);
