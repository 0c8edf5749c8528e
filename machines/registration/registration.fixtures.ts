import { catalogueEntry } from '../../qa/catalogue-entry';
import { registrationMachine } from './registration.machine';
import type { FormDefinition, RegistrationResult, RegistrationStart } from './registration.types';

const offered: RegistrationStart = {
  types: ['full_reg', 'phone_reg'],
  bonuses: [{ id: '1', bonusCode: 'SPORT100', title: 'bonus_sport_title', cancel: false }],
};
const nothingOffered: RegistrationStart = { types: [], bonuses: [] };
const emailForm: FormDefinition = {
  fields: [
    {
      id: 'email',
      name: 'email',
      type: 'email',
      title: 'reg_email',
      required: true,
      order: 1,
      validation: [{ rule: 'required', message: 'required' }],
    },
  ],
  relations: [],
};
const registered: RegistrationResult = { userId: 7, password: 'generated-password' };

/** Registration as QA plays it: with and without a captcha, forms that load or fail, field errors. */
export const registrationEntry = catalogueEntry({
  id: 'registration',
  description:
    'Registration: the offered types become tabs, each form loads once; submit goes through the captcha when asked, then registers or returns field errors.',
  machine: registrationMachine,
  inputs: [
    {
      captchaKind: 'puzzle',
      captchaRequired: true,
      initialType: 'phone_reg',
      bonusCode: 'sport100',
    },
    { captchaKind: 'disabled', captchaRequired: false },
  ],
  fixtures: {
    events: {
      'type.select': [{ registrationType: 'full_reg' }, { registrationType: 'fast_reg' }],
      'bonus.select': [{ bonusCode: 'SPORT100' }],
      'form.submit': [{ values: { email: 'player@example.com' } }],
    },
    actors: {
      loadStart: {
        done: [offered, nothingOffered],
        error: [{ code: 'error_server_generic', message: 'HTTP 502' }],
      },
      loadForm: {
        done: [emailForm],
        error: [{ code: 'error_server_generic', message: 'HTTP 500' }],
      },
      captcha: {
        done: [
          { token: 'captcha-token' },
          { dismissed: true, error: { code: 'captcha_dismissed', message: 'Dismissed captcha' } },
        ],
      },
      register: {
        done: [registered],
        error: [
          {
            code: 'error_validation',
            message: 'HTTP 422',
            fields: { email: ['validation_email_taken'] },
          },
          { code: 'error_server_generic', message: 'HTTP 500' },
        ],
      },
    },
  },
});
