import { catalogueEntry } from '../../qa/catalogue-entry';
import { captchaMachine } from './captcha.machine';

/** The captcha dialog as QA plays it: a visible and an invisible provider, one that fails to load. */
export const captchaEntry = catalogueEntry({
  id: 'captcha',
  description:
    'Captcha dialog: the provider loads, the player solves, dismisses or retries; an invisible challenge executes by itself.',
  machine: captchaMachine,
  inputs: [{ kind: 'puzzle' }, { kind: 'disabled' }],
  fixtures: {
    events: {
      'captcha.solve': [{ token: 'captcha-token' }],
      'captcha.fail': [{ message: 'challenge failed' }],
    },
    actors: {
      loadProvider: {
        done: [{ hidden: false }, { hidden: true }],
        error: [{ code: 'captcha_load_failed', message: 'provider script did not load' }],
      },
    },
  },
});
