import { catalogueEntry } from '../../qa/catalogue-entry';
import { phoneConfirmationMachine } from './phone-confirmation.machine';

/** Phone confirmation as QA plays it: codes sent or refused, right and wrong codes, lock-out, expiry. */
export const phoneConfirmationEntry = catalogueEntry({
  id: 'phoneConfirmation',
  description:
    'Phone confirmation: a code is sent, entered and checked; resend after the cool-down; expiry and too many wrong codes need a new one.',
  machine: phoneConfirmationMachine,
  inputs: [{ phone: '+77011234567' }, { phone: '+77011234567', captchaToken: 'captcha-token' }],
  fixtures: {
    events: { 'code.submit': [{ code: '1234' }] },
    actors: {
      sendCode: {
        done: [{ codeLength: 4, expiresIn: 300, resendIn: 60 }],
        error: [{ code: 'error_too_many_requests', message: 'resend cool-down', retryAfter: 30 }],
      },
      checkCode: {
        done: [{ token: 'phone-proof' }],
        error: [
          { code: 'error_wrong_code', message: 'wrong code', attemptsLeft: 2 },
          { code: 'error_too_many_attempts', message: 'too many attempts' },
        ],
      },
    },
  },
});
