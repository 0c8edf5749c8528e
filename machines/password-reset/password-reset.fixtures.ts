import { catalogueEntry } from '../../qa/catalogue-entry';
import { passwordResetMachine } from './password-reset.machine';

/** A forgotten password as QA plays it: by e-mail, a code refused or accepted, a weak password. */
export const passwordResetEntry = catalogueEntry({
  id: 'passwordReset',
  description:
    'Forgotten password: a code to the e-mail or phone, then the code with the new password twice.',
  machine: passwordResetMachine,
  inputs: [undefined as never],
  fixtures: {
    events: {
      'code.request': [{ by: 'email', login: 'player@example.com' }],
      'reset.submit': [
        { code: '123456', password: 'Fresh-pass-42', confirmation: 'Fresh-pass-42' },
      ],
    },
    actors: {
      requestCode: {
        done: [{ codeLength: 6 }],
        error: [{ code: 'error_too_many_requests', message: 'HTTP 429', retryAfter: 60 }],
      },
      resetPassword: {
        done: [undefined],
        error: [
          {
            code: 'error_validation',
            message: 'HTTP 422',
            fields: { code: ['auth_incorrect_code'] },
          },
          {
            code: 'error_validation',
            message: 'HTTP 422',
            fields: { password: ['password_too_short'] },
          },
        ],
      },
    },
  },
});
