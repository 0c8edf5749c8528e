import { pathsSuite } from '../../qa/paths/paths-suite';
import { payAndPlayEntry } from './pay-and-play.fixtures';

pathsSuite(payAndPlayEntry, [
  { value: 'redirected', output: { redirected: true } },
  { value: 'cancelled', output: { cancelled: true } },
  { value: 'captcha' },
]);
