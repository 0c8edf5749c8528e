import { catalogueEntry } from '../../qa/catalogue-entry';
import { payAndPlayMachine } from './pay-and-play.machine';

/** The pay-and-play deposit as QA plays it: with and without a captcha, started, refused or given up. */
export const payAndPlayEntry = catalogueEntry({
  id: 'payAndPlay',
  description:
    'Pay-and-play first deposit: the amount, the captcha where asked, then the platform starts the payment and the player leaves for the bank.',
  machine: payAndPlayMachine,
  inputs: [
    {
      captchaKind: 'puzzle',
      captchaRequired: true,
      currency: { id: 10, name: 'USD' },
      values: { 'agree-policy': true },
    },
    {
      captchaKind: 'disabled',
      captchaRequired: false,
      currency: { id: 10, name: 'USD' },
      values: {},
    },
  ],
  fixtures: {
    events: { 'deposit.submit': [{ amount: '25.50' }] },
    actors: {
      captcha: {
        done: [
          { token: 'captcha-token' },
          { dismissed: true, error: { code: 'captcha_dismissed', message: 'Dismissed captcha' } },
        ],
      },
      startPayment: {
        done: [undefined],
        error: [{ code: 'error_too_many_requests', message: 'HTTP 429', retryAfter: 60 }],
      },
    },
  },
});
