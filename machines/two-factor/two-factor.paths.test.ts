import { pathsSuite } from '../../qa/paths/paths-suite';
import { twoFactorEntry } from './two-factor.fixtures';

pathsSuite(twoFactorEntry, [
  { value: 'on' },
  { value: 'off' },
  { value: 'showingQr' },
  { value: 'confirmingDisable' },
  { value: 'showingCodes' },
  { value: 'confirmingRenew' },
  { value: 'statusFailed' },
]);
