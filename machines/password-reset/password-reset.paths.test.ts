import { pathsSuite } from '../../qa/paths/paths-suite';
import { passwordResetEntry } from './password-reset.fixtures';

pathsSuite(passwordResetEntry, [{ value: 'done' }, { value: 'codeSent' }, { value: 'entering' }]);
