import { catalogueEntry } from '../../qa/catalogue-entry';
import { signInMachine } from './sign-in.machine';

const signedIn = { twoFactor: false, userId: 7 };
const secondStep = { twoFactor: true, hash: 'challenge-hash' };

/** Sign-in as QA plays it: password or SMS code, with and without a captcha (the variant's, or the one the platform asks for after failures), the rate limit and its delay, the two-factor step and its pause. */
export const signInEntry = catalogueEntry({
  id: 'signIn',
  description:
    'Sign-in: a password or a code sent by SMS (after a captcha where the variant asks), then the authenticator code for players with two-factor on — also straight after a social provider’s return; wrong answers return to the step that was wrong.',
  machine: signInMachine,
  inputs: [
    { captchaRequired: false, captchaKind: 'disabled' },
    { captchaRequired: true, captchaKind: 'puzzle' },
    { captchaRequired: false, captchaKind: 'disabled', challenge: 'social-challenge-hash' },
  ],
  fixtures: {
    events: {
      'credentials.submit': [
        {
          credentials: {
            loginType: 'email',
            login: 'player@example.com',
            password: 'Secret-pass-1',
          },
          remember: true,
        },
      ],
      'sms.request': [{ phone: '+7 701 000 00 01', remember: false }],
      'sms.submit': [{ code: '1234' }],
      'code.submit': [{ code: '123456' }],
    },
    actors: {
      captcha: {
        done: [
          { token: 'captcha-token' },
          { dismissed: true, error: { code: 'captcha_dismissed', message: 'Dismissed captcha' } },
        ],
      },
      checkPassword: {
        done: [signedIn, secondStep],
        error: [
          { code: 'error_auth_credentials', message: 'HTTP 401' },
          { code: 'error_too_many_requests', message: 'HTTP 429', retryAfter: 900 },
          {
            code: 'error_sign_in_delayed',
            message: 'HTTP 429',
            retryAfter: 60,
            retryAt: '2030-01-01T10:01:00.000Z',
          },
          // An account that failed too often: the password goes again behind a captcha.
          {
            code: 'captcha_required',
            message: 'HTTP 422',
            fields: { captcha: ['captcha_required'] },
          },
        ],
      },
      sendSmsCode: {
        done: [{ codeLength: 4 }],
        error: [{ code: 'sms_code_resend_wait', message: 'HTTP 429', retryAfter: 40 }],
      },
      checkSmsCode: {
        done: [signedIn, secondStep],
        error: [
          {
            code: 'error_validation',
            message: 'HTTP 422',
            fields: { code: ['auth_incorrect_code'] },
            attemptsLeft: 4,
          },
        ],
      },
      checkCode: {
        done: [{ userId: 7 }],
        error: [
          { code: 'error_two_factor_code', message: 'HTTP 401' },
          { code: 'error_two_factor_expired', message: 'HTTP 401' },
          {
            code: 'error_two_factor_locked',
            message: 'HTTP 429',
            retryAfter: 60,
            retryAt: '2030-01-01T10:01:00.000Z',
          },
        ],
      },
    },
  },
});
