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
import { type FixtureError, fulfilError, json } from './held-calls.ts';

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
const LABELS: Readonly<Record<string, RegExp>> = { email: /^E-mail/ };

/**
 * Registration on the base variant (puzzle captcha, required): the types, the form and the
 * registration answer from the machine's fixtures; the captcha is the real puzzle.
 */
export const registrationAdapter: BrowserAdapter = {
  machine: 'registration',
  input: {
    captchaKind: 'puzzle',
    captchaRequired: true,
    initialType: 'full_reg',
    bonusCode: 'SPORT100',
  },
  unreachable: {},
  async start(page, calls) {
    await calls.hold(page, 'loadStart', path(/^\/api\/web\/registration\/v1\/types$/));
    await calls.hold(page, 'loadForm', path(/^\/api\/web\/registration\/v1\/fields\//));
    await calls.hold(page, 'register', path(/^\/api\/web\/registration\/v1\/register$/), 'POST');
    await page.goto('/en/registration?type=full_reg&bonus=SPORT100');
  },
  async act(page, calls, event: Outcome) {
    switch (event.type) {
      case 'xstate.done.actor.0.registration.loading':
        return calls.answer('loadStart', async (route) =>
          json(route, {
            data: {
              type: 'registration-types',
              id: '1',
              attributes: { types: (event.output as RegistrationStart).types },
            },
          }),
        );
      case 'xstate.error.actor.0.registration.loading':
        return calls.answer('loadStart', (route) => fulfilError(route, event.error!));
      case 'xstate.done.actor.0.registration.ready.loadingForm':
        return calls.answer('loadForm', (route) =>
          answerForm(route, event.output as FormDefinition),
        );
      case 'xstate.error.actor.0.registration.ready.loadingForm':
        return calls.answer('loadForm', (route) => fulfilError(route, event.error!));
      case 'form.submit': {
        const values = (event as EventObject & { values: Record<string, string> }).values;
        for (const [name, value] of Object.entries(values))
          await page.getByLabel(LABELS[name] ?? name).fill(value);
        return page.getByRole('button', { name: 'Register' }).click();
      }
      case 'xstate.done.actor.captcha':
        if ('dismissed' in (event.output as object))
          return page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
        return solvePuzzle(page);
      case 'xstate.done.actor.0.registration.submitting.registering': {
        const { userId, password } = event.output as RegistrationResult;
        return calls.answer('register', (route) =>
          json(route, {
            data: {
              type: 'registration',
              id: String(userId),
              attributes: { userId, password: Buffer.from(password).toString('base64') },
            },
          }),
        );
      }
      case 'xstate.error.actor.0.registration.submitting.registering':
        return calls.answer('register', (route) => fulfilError(route, event.error!));
      case 'start.retry':
      case 'fields.retry':
        return page.getByRole('button', { name: 'Try again' }).click();
      case 'type.select':
        return page
          .getByRole('tab', {
            name:
              (event as EventObject & { registrationType: string }).registrationType === 'full_reg'
                ? 'Full'
                : 'By phone',
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
