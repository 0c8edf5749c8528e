import { pathsSuite } from '../../qa/paths/paths-suite';
import { captchaEntry } from './captcha.fixtures';

pathsSuite(captchaEntry, [
  { value: 'solved', output: { token: 'captcha-token' } },
  { value: 'skipped', output: { token: '' } },
  {
    value: 'dismissed',
    output: { dismissed: true, error: { code: 'captcha_dismissed', message: 'Dismissed captcha' } },
  },
  { value: 'failed' },
  { value: { hidden: 'executed' } },
]);
