import { catalogueEntry } from '../qa/catalogue-entry';
import { signInMachine } from './sign-in.machine';

/** Sign-in as QA plays it: right and wrong passwords, the rate limit, the two-factor step. */
export const signInEntry = catalogueEntry({
  id: 'signIn',
  description: 'Sign-in: the password step, then the authenticator code for players with two-factor on; wrong answers return to the step that was wrong.',
  machine: signInMachine,
  inputs: [undefined as never],
  fixtures: {
    events: {
      'credentials.submit': [{ credentials: { loginType: 'email', login: 'player@example.com', password: 'Secret-pass-1' } }],
      'code.submit': [{ code: '123456' }],
    },
    actors: {
      checkPassword: {
        done: [{ twoFactor: false, userId: 7 }, { twoFactor: true, hash: 'challenge-hash' }],
        error: [
          { code: 'error_auth_credentials', message: 'HTTP 401' },
          { code: 'error_too_many_requests', message: 'HTTP 429', retryAfter: 900 },
        ],
      },
      checkCode: {
        done: [{ userId: 7 }],
        error: [
          { code: 'error_two_factor_code', message: 'HTTP 401' },
          { code: 'error_two_factor_expired', message: 'HTTP 401' },
        ],
      },
    },
  },
});
