import { pathsSuite } from '../../qa/paths/paths-suite';
import { phoneConfirmationEntry } from './phone-confirmation.fixtures';

pathsSuite(phoneConfirmationEntry, [
  { value: 'confirmed', output: { token: 'phone-proof' } },
  { value: 'cancelled', output: { cancelled: true } },
  { value: 'locked' },
  { value: 'expired' },
  { value: 'sendFailed' },
]);
