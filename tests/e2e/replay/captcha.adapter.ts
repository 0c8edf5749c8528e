import type { EventObject } from 'xstate';

import type { FormDefinition } from '../../../machines/registration/registration.types.ts';
import { findMachine } from '../../../qa/catalogue.ts';
import { expect } from '../fixtures';
import { solvePuzzle } from '../registration-helpers';
import type { BrowserAdapter } from './browser-paths.ts';
import { openInApp } from './held-calls.ts';
import { answerForm, type Outcome, path } from './registration.adapter.ts';

const port = Number(process.env.E2E_PORT ?? 8181);
const fixtures = findMachine('captcha')!.fixtures;
const registrationForm = findMachine('registration')!.fixtures.actors!.loadForm!
  .done![0] as FormDefinition;

/**
 * The captcha dialog of Britannia (google kind: the reference reCAPTCHA stand-in), over a one-field
 * registration form; the provider script is held until the path says it loads or fails.
 */
export const captchaAdapter: BrowserAdapter = {
  machine: 'captcha',
  input: { kind: 'google' },
  // The provider always answers a visible challenge here: see `unreachable`.
  fixtures: {
    ...fixtures,
    actors: { loadProvider: { ...fixtures.actors!.loadProvider, done: [{ hidden: false }] } },
  },
  unreachable: {
    'hidden.created':
      'no provider the reference platform stands in for runs an invisible challenge',
    'hidden.executed':
      'no provider the reference platform stands in for runs an invisible challenge',
    skipped:
      'a variant without captcha (captcha_type disabled) never starts the dialog: registration skips it',
  },
  async start(page, calls) {
    await calls.hold(page, 'loadProvider', path(/^\/captcha-standin\/recaptcha\.js$/));
    await page.route(path(/^\/api\/web\/registration\/v1\/fields\//), (route) =>
      answerForm(route, registrationForm),
    );
    // The registration call after a solved captcha is not this machine's: it stays pending.
    await calls.hold(page, 'register', path(/^\/api\/web\/registration\/v1\/register$/), 'POST');
    // The form of the fixtures, on a page reached in the app (a first page comes with its own).
    await openInApp(page, `http://britannia.localhost:${port}`, '/en/registration?type=full_reg');
    await page.getByLabel(/^E-mail/).fill('player@example.com');
    await page.getByRole('button', { name: 'Register' }).click();
  },
  async act(page, calls, event: Outcome) {
    const dialog = page.getByRole('dialog', { name: 'Confirm that you are not a robot' });
    switch (event.type) {
      case 'xstate.done.actor.loadProvider':
        return calls.answer('loadProvider', (route) => route.continue());
      case 'xstate.error.actor.loadProvider':
        return calls.answer('loadProvider', (route) => route.abort('internetdisconnected'));
      case 'captcha.solve':
        await dialog.getByRole('button', { name: "I'm not a robot" }).click();
        return solvePuzzle(page);
      case 'captcha.dismiss':
        return dialog.getByRole('button', { name: 'Close' }).click();
      case 'captcha.retry':
        return dialog.getByRole('button', { name: 'Try again' }).click();
      default:
        throw new Error(`captcha: no browser action for ${(event as EventObject).type}`);
    }
  },
  async expectScreen(page, state) {
    const dialog = page.getByRole('dialog', { name: 'Confirm that you are not a robot' });
    switch (state) {
      case 'loading':
        return expect(dialog.getByRole('status')).toHaveText('Loading…');
      case 'shown':
        return expect(dialog.getByRole('button', { name: "I'm not a robot" })).toBeVisible();
      case 'failed':
        await expect(dialog.getByRole('alert')).toHaveText(
          'The check that you are not a robot could not load. Check your connection and try again.',
        );
        return expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
      case 'solved':
        await expect(dialog).toHaveCount(0);
        return expect(page.getByRole('button', { name: 'Registering…' })).toBeVisible();
      case 'dismissed':
        await expect(dialog).toHaveCount(0);
        return expect(
          page
            .getByRole('alert')
            .filter({ hasText: 'The check that you are not a robot was closed.' }),
        ).toBeVisible();
      default:
        throw new Error(`captcha: no screen check for ${state}`);
    }
  },
};
