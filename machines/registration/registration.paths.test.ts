import { pathsSuite } from '../../qa/paths/paths-suite';
import { registrationEntry } from './registration.fixtures';

pathsSuite(registrationEntry, [
  { value: 'registered', output: { userId: 7, password: 'generated-password' } },
  { value: 'failed' },
  { value: { ready: 'unavailable' } },
  { value: { ready: 'formFailed' } },
  { value: { submitting: 'captcha' } },
  { value: { submitting: 'confirmingPhone' } },
  { value: { submitting: 'payment' } },
  { value: { submitting: 'leftForBank' } },
]);
