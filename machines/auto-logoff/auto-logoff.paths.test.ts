import { autoLogoffEntry } from './auto-logoff.fixtures';
import { pathsSuite } from '../qa/paths-suite';

pathsSuite(autoLogoffEntry, [{ value: 'loggedOff' }, { value: 'warning' }, { value: 'watching' }]);
