import { passwordResetEntry } from './password-reset.fixtures';
import { pathsSuite } from '../qa/paths-suite';

pathsSuite(passwordResetEntry, [{ value: 'done' }, { value: 'codeSent' }, { value: 'entering' }]);
