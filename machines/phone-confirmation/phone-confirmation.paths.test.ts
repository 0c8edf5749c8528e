import { phoneConfirmationEntry } from './phone-confirmation.fixtures';
import { pathsSuite } from '../qa/paths-suite';

pathsSuite(phoneConfirmationEntry, [
  { value: 'confirmed', output: { token: 'phone-proof' } },
  { value: 'cancelled', output: { cancelled: true } },
  { value: 'locked' },
  { value: 'expired' },
  { value: 'sendFailed' },
]);
