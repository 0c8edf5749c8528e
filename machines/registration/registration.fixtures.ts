import { catalogueEntry } from '../../qa/catalogue-entry';
import { registrationMachine } from './registration.machine';
import type {
  FormDefinition,
  RegistrationInput,
  RegistrationResult,
  RegistrationStart,
} from './registration.types';

const offered: RegistrationStart = {
  types: ['full_reg', 'phone_reg', 'pay_and_play'],
  bonuses: [{ id: '1', bonusCode: 'SPORT100', title: 'bonus_sport_title', cancel: false }],
};
const nothingOffered: RegistrationStart = { types: [], bonuses: [] };
const form: FormDefinition = {
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
    { id: 'phone', name: 'phone', type: 'phone', title: 'reg_phone', order: 2 },
  ],
  relations: [],
};
const registered: RegistrationResult = { userId: 7, password: 'generated-password' };
const currency = { id: 10, name: 'USD' };

/** Back from the bank with the deposit paid, on a page the platform rendered with its data. */
const paidReturn: RegistrationInput = {
  captchaKind: 'puzzle',
  captchaRequired: true,
  phoneConfirmation: false,
  defaultCurrency: currency,
  initialType: 'pay_and_play',
  start: { types: ['full_reg', 'pay_and_play'], bonuses: [] },
  forms: { pay_and_play: form },
  bankReturn: { outcome: 'paid', reference: 'PNP-1', values: { email: 'player@example.com' } },
};

/**
 * Registration as QA plays it: with and without a captcha, forms that load or fail, a phone to
 * confirm first, the pay-and-play deposit at the bank and the way back, field errors.
 */
export const registrationEntry = catalogueEntry({
  id: 'registration',
  description:
    'Registration: the offered types become tabs, each form loads once; the captcha goes before the SMS code, the bank payment or the register call, whichever comes first; field errors return to the form.',
  machine: registrationMachine,
  inputs: [
    {
      captchaKind: 'puzzle',
      captchaRequired: true,
      phoneConfirmation: true,
      defaultCurrency: currency,
      initialType: 'phone_reg',
      bonusCode: 'sport100',
    },
    {
      captchaKind: 'disabled',
      captchaRequired: false,
      phoneConfirmation: true,
      defaultCurrency: currency,
    },
    paidReturn,
  ],
  fixtures: {
    events: {
      'type.select': [{ registrationType: 'full_reg' }, { registrationType: 'pay_and_play' }],
      'bonus.select': [{ bonusCode: 'SPORT100' }],
      'form.submit': [
        { values: { email: 'player@example.com' } },
        { values: { email: 'player@example.com', phone: '+77011234567' } },
      ],
    },
    actors: {
      loadStart: {
        done: [offered, nothingOffered],
        error: [{ code: 'error_server_generic', message: 'HTTP 502' }],
      },
      loadForm: { done: [form], error: [{ code: 'error_server_generic', message: 'HTTP 500' }] },
      captcha: {
        done: [
          { token: 'captcha-token' },
          { dismissed: true, error: { code: 'captcha_dismissed', message: 'Dismissed captcha' } },
        ],
      },
      phoneConfirmation: { done: [{ token: 'phone-proof' }, { cancelled: true }] },
      payAndPlay: { done: [{ redirected: true }, { cancelled: true }] },
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
