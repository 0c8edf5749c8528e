import type { Page, Route } from '@playwright/test';
import type { EventObject } from 'xstate';

import type {
  FormDefinition,
  RegistrationResult,
  RegistrationStart,
} from '../../../machines/registration/registration.types.ts';
import { expect } from '../fixtures';
import { solvePuzzle } from '../registration-helpers';
import type { BrowserAdapter } from './browser-paths.ts';
import { type FixtureError, fulfilError, json, openInApp } from './held-calls.ts';

/** An event as the fixtures make it: an invoked call's output or error. */
export type Outcome = EventObject & { output?: unknown; error?: FixtureError };

/** Answers the registration-fields call with a form of the fixtures (the platform's envelope around it). */
export async function answerForm(route: Route, form: FormDefinition): Promise<void> {
  // Node does not resolve *.localhost as Chromium does: ask 127.0.0.1 with the page's Host.
  const url = new URL(route.request().url());
  const host = url.host;
  url.hostname = '127.0.0.1';
  const answer = await route.fetch({
    url: url.toString(),
    headers: { ...route.request().headers(), host },
  });
  const real = (await answer.json()) as { data: { attributes: Record<string, unknown> } };
  await json(route, {
    ...real,
    data: {
      ...real.data,
      attributes: { ...real.data.attributes, fields: form.fields, relation_fields: form.relations },
    },
  });
}
/** A request matcher by URL path. */
export const path = (pattern: RegExp) => (url: URL) => pattern.test(url.pathname);

/** The form's fields by their labels: what a player types for `form.submit`'s values. */
const LABELS: Readonly<Record<string, RegExp>> = { email: /^E-mail/, phone: /^Phone number/ };
/** What the phone field takes: the national number (the country code is picked beside it). */
const national = (name: string, value: string) =>
  name === 'phone' ? value.replace(/^\+7/, '') : value;
const TABS: Readonly<Record<string, string>> = {
  full_reg: 'Full',
  phone_reg: 'By phone',
  pay_and_play: 'Pay and play',
};

/**
 * Registration on the base variant (puzzle captcha, required; phones confirmed): the types, the
 * form, the phone's code and the registration answer from the machine's fixtures; the captcha is
 * the real puzzle and the deposit starts at the real platform, which sends the player to the bank.
 */
export const registrationAdapter: BrowserAdapter = {
  machine: 'registration',
  input: {
    captchaKind: 'puzzle',
    captchaRequired: true,
    phoneConfirmation: true,
    defaultCurrency: { id: 7, name: 'KZT' },
    initialType: 'full_reg',
    bonusCode: 'SPORT100',
  },
  unreachable: {},
  async start(page, calls) {
    await calls.hold(page, 'loadStart', path(/^\/api\/web\/registration\/v1\/types$/));
    await calls.hold(page, 'loadForm', path(/^\/api\/web\/registration\/v1\/fields\//));
    await calls.hold(page, 'register', path(/^\/api\/web\/registration\/v1\/register$/), 'POST');
    await calls.hold(page, 'sendCode', path(/^\/sms-auth\/send-code$/), 'POST');
    await calls.hold(page, 'checkCode', path(/^\/sms-auth\/check-code$/), 'POST');
    // The machine loads its start itself only on a page reached in the app.
    await openInApp(page, '', '/en/registration?type=full_reg&bonus=SPORT100');
  },
  async act(page, calls, event: Outcome) {
    switch (event.type) {
      case 'xstate.done.actor.loadStart':
        return calls.answer('loadStart', async (route) =>
          json(route, {
            data: {
              type: 'registration-types',
              id: '1',
              attributes: { types: (event.output as RegistrationStart).types },
            },
          }),
        );
      case 'xstate.error.actor.loadStart':
        return calls.answer('loadStart', (route) => fulfilError(route, event.error!));
      case 'xstate.done.actor.loadForm':
        return calls.answerLatest('loadForm', (route) =>
          answerForm(route, event.output as FormDefinition),
        );
      case 'xstate.error.actor.loadForm':
        return calls.answerLatest('loadForm', (route) => fulfilError(route, event.error!));
      case 'form.submit': {
        const values = (event as EventObject & { values: Record<string, string> }).values;
        for (const [name, value] of Object.entries(values))
          await page.getByLabel(LABELS[name] ?? name).fill(national(name, value));
        return page.getByRole('button', { name: 'Register' }).click();
      }
      case 'xstate.done.actor.captcha':
        if ('dismissed' in (event.output as object))
          return page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
        return solvePuzzle(page);
      case 'xstate.done.actor.phoneConfirmation': {
        const dialog = page.getByRole('dialog', { name: 'Confirm your phone' });
        if ('cancelled' in (event.output as object))
          return dialog.getByRole('button', { name: 'Close' }).click();
        await calls.answer('sendCode', (route) =>
          json(route, { success: true, data: { codeLength: 4, expiresIn: 300, resendIn: 60 } }),
        );
        await dialog.getByLabel('Code from the SMS').fill('1234');
        await dialog.getByRole('button', { name: 'Confirm' }).click();
        return calls.answer('checkCode', (route) =>
          json(route, { success: true, data: event.output }),
        );
      }
      case 'xstate.done.actor.payAndPlay': {
        const dialog = page.getByRole('dialog', { name: 'Deposit and play' });
        if ('cancelled' in (event.output as object))
          return dialog.getByRole('button', { name: 'Back to the form' }).click();
        await dialog.getByLabel('Deposit amount, KZT').fill('25');
        await dialog.getByRole('button', { name: 'Continue to your bank' }).click();
        return solvePuzzle(page);
      }
      case 'xstate.done.actor.register': {
        const { userId, password } = event.output as RegistrationResult;
        return calls.answer('register', (route) =>
          json(route, {
            data: {
              type: 'registration',
              id: String(userId),
              attributes: { userId, password: Buffer.from(password ?? '').toString('base64') },
            },
          }),
        );
      }
      case 'xstate.error.actor.register':
        return calls.answer('register', (route) => fulfilError(route, event.error!));
      case 'start.retry':
      case 'fields.retry':
        return page.getByRole('button', { name: 'Try again' }).click();
      case 'type.select':
        return page
          .getByRole('tab', {
            name: TABS[(event as EventObject & { registrationType: string }).registrationType],
          })
          .click();
      case 'bonus.select':
        return page.getByRole('radio', { name: /Sports bonus/ }).check();
      default:
        throw new Error(`registration: no browser action for ${event.type}`);
    }
  },
  async expectScreen(page: Page, state) {
    const status = page.getByRole('status').filter({ hasText: 'Loading…' });
    const register = page.getByRole('button', { name: /^(Register|Registering…)$/ });
    switch (state) {
      case 'loading':
      case 'ready.loadingForm':
        return expect(status).toBeVisible();
      case 'failed':
      case 'ready.formFailed':
        await expect(
          page.getByRole('alert').filter({ hasText: 'The server could not complete the request.' }),
        ).toBeVisible();
        return expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      case 'ready.unavailable':
        return expect(
          page.getByText('Registration is not available here right now.'),
        ).toBeVisible();
      case 'ready.editing':
        await expect(register).toHaveText('Register');
        return expect(register).toBeEnabled();
      case 'submitting.captcha':
        return expect(
          page.getByRole('dialog', { name: 'Confirm that you are not a robot' }),
        ).toBeVisible();
      case 'submitting.confirmingPhone':
        return expect(page.getByRole('dialog', { name: 'Confirm your phone' })).toBeVisible();
      case 'submitting.payment':
        return expect(page.getByRole('dialog', { name: 'Deposit and play' })).toBeVisible();
      case 'submitting.leftForBank':
        // The platform started the deposit: the player is at the bank, paying the amount named.
        return expect(
          page.getByRole('heading', { name: 'Pay 25.00 KZT to Betframe' }),
        ).toBeVisible();
      case 'submitting.registering':
        await expect(page.getByRole('dialog')).toHaveCount(0);
        return expect(register).toHaveText('Registering…');
      case 'registered':
        return expect(page.getByRole('heading', { name: 'You are registered' })).toBeVisible();
      default:
        throw new Error(`registration: no screen check for ${state}`);
    }
  },
};
