import { pathsSuite } from '../../qa/paths/paths-suite';
import { autoLogoffEntry } from './auto-logoff.fixtures';

pathsSuite(autoLogoffEntry, [{ value: 'loggedOff' }, { value: 'warning' }, { value: 'watching' }]);
