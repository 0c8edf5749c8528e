import { userTokenEntry } from './user-token.fixtures';
import { pathsSuite } from '../qa/paths-suite';

pathsSuite(userTokenEntry, [{ value: 'signedIn' }, { value: 'guest' }, { value: 'failed' }]);
