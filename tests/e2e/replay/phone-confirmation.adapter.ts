import type { EventObject } from 'xstate';

import type { SentCode } from '../../../machines/phone-confirmation/phone-confirmation.machine.ts';
import { findMachine } from '../../../qa/catalogue.ts';
import { expect } from '../fixtures';
import { freshDigits, solvePuzzle } from '../registration-helpers';
import type { BrowserAdapter } from './browser-paths.ts';
import { fulfilError, json } from './held-calls.ts';
import { type Outcome, path } from './registration.adapter.ts';

const port = Number(process.env.E2E_PORT ?? 8181);
const sent = findMachine('phoneConfirmation')!.fixtures.actors!.sendCode!.done![0] as SentCode;
const AFTER: Readonly<Record<string, number>> = {
  resendDelay: sent.resendIn,
  expiryDelay: sent.expiresIn,
  retryDelay: 30,
};

/**
 * Phone confirmation in Britannia's phone registration, after its captcha: the code is sent and
 * checked through held calls answered from the fixtures; delays pass on the page's clock.
 */
export const phoneConfirmationAdapter: BrowserAdapter = {
  machine: 'phoneConfirmation',
  input: { phone: '+447700900123' },
  unreachable: {},
  async start(page, calls) {
    await page.clock.install();
    await calls.hold(page, 'sendCode', path(/^\/sms-auth\/send-code$/), 'POST');
    await calls.hold(page, 'checkCode', path(/^\/sms-auth\/check-code$/), 'POST');
    // The registration call after a confirmed phone is not this machine's: it stays pending.
    await calls.hold(page, 'register', path(/^\/api\/web\/registration\/v1\/register$/), 'POST');
    await page.goto(`http://britannia.localhost:${port}/en/registration?type=phone_reg`);
    await page.getByLabel('Phone number').fill(`7700 9${freshDigits().slice(-5)}`);
    await page.getByRole('checkbox', { name: /legal age/ }).check();
    await page.getByRole('button', { name: 'Register' }).click();
    // The captcha comes first: the code's send spends it.
    await page
      .getByRole('dialog', { name: 'Confirm that you are not a robot' })
      .getByRole('button', { name: "I'm not a robot" })
      .click();
    await solvePuzzle(page);
  },
  async act(page, calls, event: Outcome) {
    const dialog = page.getByRole('dialog', { name: 'Confirm your phone' });
    const delay = /^xstate\.after\.(\w+)\./.exec(event.type)?.[1];
    if (delay) return page.clock.fastForward((AFTER[delay] ?? 0) * 1000 + 100);
    switch (event.type) {
      case 'xstate.done.actor.sendCode':
        return calls.answer('sendCode', (route) =>
          json(route, { success: true, data: event.output }),
        );
      case 'xstate.error.actor.sendCode':
        return calls.answer('sendCode', (route) => fulfilError(route, event.error!));
      case 'code.submit':
        await dialog
          .getByLabel('Code from the SMS')
          .fill((event as EventObject & { code: string }).code);
        return dialog.getByRole('button', { name: 'Confirm' }).click();
      case 'xstate.done.actor.checkCode':
        return calls.answer('checkCode', (route) =>
          json(route, { success: true, data: event.output }),
        );
      case 'xstate.error.actor.checkCode':
        return calls.answer('checkCode', (route) => fulfilError(route, event.error!));
      case 'code.resend':
        return dialog.getByRole('button', { name: 'Send a new code' }).click();
      case 'phone.cancel':
        return dialog.getByRole('button', { name: 'Close' }).click();
      default:
        throw new Error(`phoneConfirmation: no browser action for ${event.type}`);
    }
  },
  async expectScreen(page, state) {
    const dialog = page.getByRole('dialog', { name: 'Confirm your phone' });
    const code = dialog.getByLabel('Code from the SMS');
    const resend = dialog.getByRole('button', { name: 'Send a new code' });
    switch (state) {
      case 'sending':
        return expect(dialog.getByRole('status')).toHaveText('Sending a code…');
      case 'sendFailed':
        await expect(dialog.getByRole('alert')).toHaveText(
          'Too many attempts. Try again in 30 seconds.',
        );
        return expect(resend).toBeDisabled();
      case 'codeSent.entering':
        await expect(code).toBeEditable();
        return expect(resend).toBeDisabled();
      case 'codeSent.checking':
        return expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
      case 'confirmed':
        // No second captcha: the registration goes at once with the phone's proof.
        await expect(page.getByRole('dialog')).toHaveCount(0);
        return expect(page.getByRole('button', { name: 'Registering…' })).toBeDisabled();
      case 'locked':
        await expect(dialog.getByRole('alert')).toHaveText(
          'Too many wrong attempts. Ask for a new code.',
        );
        await expect(code).toHaveCount(0);
        return expect(resend).toBeEnabled();
      case 'expired':
        await expect(dialog.getByRole('alert')).toHaveText(
          'The code has expired. Ask for a new one.',
        );
        await expect(code).toHaveCount(0);
        return expect(resend).toBeEnabled();
      case 'cancelled':
        await expect(dialog).toHaveCount(0);
        return expect(page.getByRole('button', { name: 'Register' })).toBeEnabled();
      default:
        throw new Error(`phoneConfirmation: no screen check for ${state}`);
    }
  },
};
