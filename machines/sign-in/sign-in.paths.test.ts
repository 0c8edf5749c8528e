import { pathsSuite } from '../../qa/paths/paths-suite';
import { signInEntry } from './sign-in.fixtures';

pathsSuite(signInEntry, [
  { value: 'signedIn', output: { userId: 7 } },
  { value: { secondStep: 'entering' } },
  { value: 'editing' },
  { value: { smsCode: 'entering' } },
]);
