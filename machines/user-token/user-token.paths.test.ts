import { pathsSuite } from '../../qa/paths/paths-suite';
import { userTokenEntry } from './user-token.fixtures';

pathsSuite(userTokenEntry, [{ value: 'signedIn' }, { value: 'guest' }, { value: 'failed' }]);
