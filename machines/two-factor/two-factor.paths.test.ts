import { twoFactorEntry } from './two-factor.fixtures';
import { pathsSuite } from '../qa/paths-suite';

pathsSuite(twoFactorEntry, [{ value: 'on' }, { value: 'off' }, { value: 'showingQr' }, { value: 'confirmingDisable' }, { value: 'statusFailed' }]);
