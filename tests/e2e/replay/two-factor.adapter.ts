import type { EventObject } from 'xstate';

import type {
  RecoveryCodesOutput,
  RenewProof,
  TwoFactorQr,
} from '../../../machines/two-factor/two-factor.machine.ts';
import { DEMO_PLAYER } from '../../../server/db/seed.ts';
import { expect } from '../fixtures';
import type { BrowserAdapter } from './browser-paths.ts';
import { type FixtureError, fulfilError, json } from './held-calls.ts';
import { type Outcome, path } from './registration.adapter.ts';

const OFFICE = '/web-api/officeapi/';

/** A refused code as the platform answers it: 422 with error_code 2 for the SMS code, 1 for the app code. */
const refused = (error: FixtureError) => ({
  success: false,
  message: error.code,
  errors: [],
  error_code: error.code === 'error_two_factor_sms_code' ? 2 : 1,
});

/**
 * Two-factor settings in the office of the demo player; every office call is held and answered
 * from the machine's fixtures (the player's real settings never change).
 */
export const twoFactorAdapter: BrowserAdapter = {
  machine: 'twoFactor',
  input: undefined,
  unreachable: {},
  async start(page, calls) {
    await calls.hold(page, 'loadStatus', path(/^\/api\/web\/user\/v1\/settings$/));
    for (const [name, call] of [
      ['getQr', 'gettwofactorqrcodeurl'],
      ['sendSms', 'sendSmsForTwoFactorActivation'],
      ['enable', 'twofactorauthenable'],
      ['disable', 'twofactorauthdisable'],
      ['renew', 'twofactorrecoverycodes'],
    ]) {
      await calls.hold(page, name!, path(new RegExp(`^${OFFICE}${call}$`)), 'POST');
    }
    const signedIn = await page.request.post('/user/auth', {
      data: { type: 'email', login: DEMO_PLAYER.email, password: DEMO_PLAYER.password },
    });
    expect(signedIn.status()).toBe(200);
    await page.goto('/en/office/security');
  },
  async act(page, calls, event: Outcome) {
    const panel = page.getByRole('region', { name: 'Two-step verification' });
    switch (event.type) {
      case 'xstate.done.actor.loadStatus':
        return calls.answer('loadStatus', (route) =>
          json(route, {
            data: {
              type: 'user-settings',
              id: '1',
              attributes: {
                two_factor_enabled: (event.output as { enabled: boolean }).enabled,
                two_factor_recovery_codes_left: (event.output as { codesLeft: number }).codesLeft,
              },
            },
          }),
        );
      case 'xstate.done.actor.getQr': {
        const qr = event.output as TwoFactorQr;
        return calls.answer('getQr', (route) =>
          json(route, {
            success: true,
            data: { qr_code_url: qr.qrCodeUrl, qr_link: qr.qrLink, code: qr.secret },
          }),
        );
      }
      case 'xstate.done.actor.sendSms':
        return calls.answer('sendSms', (route) =>
          json(route, { success: true, data: { codeLength: 4, expiresIn: 300, resendIn: 60 } }),
        );
      case 'xstate.done.actor.enable':
      case 'xstate.done.actor.renew': {
        const name = event.type.slice('xstate.done.actor.'.length);
        const { recoveryCodes } = event.output as RecoveryCodesOutput;
        return calls.answer(name, (route) =>
          json(route, { success: true, data: { recovery_codes: recoveryCodes } }),
        );
      }
      case 'xstate.done.actor.disable':
        return calls.answer('disable', (route) => json(route, { success: true }));
      case 'xstate.error.actor.loadStatus':
        return calls.answer('loadStatus', (route) => fulfilError(route, event.error!));
      case 'xstate.error.actor.getQr':
        return calls.answer('getQr', (route) => fulfilError(route, event.error!));
      case 'xstate.error.actor.sendSms':
        return calls.answer('sendSms', (route) => fulfilError(route, event.error!));
      case 'xstate.error.actor.enable':
        return calls.answer('enable', (route) => json(route, refused(event.error!), 422));
      case 'xstate.error.actor.disable':
        return calls.answer('disable', (route) => json(route, refused(event.error!), 422));
      case 'xstate.error.actor.renew':
        return calls.answer('renew', (route) => json(route, refused(event.error!), 422));
      case 'codes.saved':
        return panel.getByRole('button', { name: 'I have saved them' }).click();
      case 'renew.start':
        return panel.getByRole('button', { name: 'New recovery codes' }).click();
      case 'renew.cancel':
        return panel.getByRole('button', { name: 'Cancel' }).click();
      case 'renew.submit': {
        const { proof } = event as EventObject & { proof: RenewProof };
        if ('password' in proof) {
          await panel.getByRole('radio', { name: 'Your password' }).check();
          await panel.getByLabel('Your password', { exact: true }).last().fill(proof.password);
        } else {
          await panel.getByRole('radio', { name: 'Code from the app' }).check();
          await panel.getByRole('textbox', { name: 'Code from the app' }).fill(proof.code);
        }
        return panel.getByRole('button', { name: 'New recovery codes' }).click();
      }
      case 'status.retry':
        return panel.getByRole('button', { name: 'Try again' }).click();
      case 'enable.start':
        return panel.getByRole('button', { name: 'Turn on' }).click();
      case 'sms.request':
        return panel.getByRole('button', { name: 'Also confirm by SMS' }).click();
      case 'codes.submit': {
        const { appCode, smsCode } = event as EventObject & { appCode: string; smsCode?: string };
        await panel.getByLabel('Code from the app').fill(appCode);
        const sms = panel.getByLabel('Code from the SMS');
        if (smsCode && (await sms.count()) > 0) await sms.fill(smsCode);
        return panel.getByRole('button', { name: 'Confirm', exact: true }).click();
      }
      case 'enable.cancel':
      case 'disable.cancel':
        return panel.getByRole('button', { name: 'Cancel' }).click();
      case 'disable.start':
        return panel.getByRole('button', { name: 'Turn off' }).click();
      case 'disable.submit':
        await panel
          .getByLabel('Code from the app, or a recovery code')
          .fill((event as EventObject & { code: string }).code);
        return panel.getByRole('button', { name: 'Turn off' }).click();
      default:
        throw new Error(`twoFactor: no browser action for ${event.type}`);
    }
  },
  async expectScreen(page, state) {
    const panel = page.getByRole('region', { name: 'Two-step verification' });
    switch (state) {
      case 'loadingStatus':
      case 'loadingQr':
        return expect(panel.getByRole('status')).toHaveText('Loading…');
      case 'statusFailed':
        await expect(panel.getByRole('alert')).toContainText(
          'The server could not complete the request.',
        );
        return expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
      case 'off':
        return expect(panel.getByRole('status')).toHaveText(
          'Off: signing in needs only your password.',
        );
      case 'showingQr':
        await expect(
          panel.getByRole('img', { name: 'QR code for the authenticator app' }),
        ).toBeVisible();
        return expect(panel.getByLabel('Code from the app')).toBeEditable();
      case 'sendingSms':
        return expect(panel.getByRole('button', { name: 'Also confirm by SMS' })).toBeDisabled();
      case 'enabling':
        return expect(panel.getByRole('button', { name: 'Confirm', exact: true })).toBeDisabled();
      case 'on':
        return expect(panel.getByRole('status')).toHaveText(
          'On: signing in asks for a code from your authenticator app.',
        );
      case 'showingCodes':
        await expect(panel.getByTestId('recovery-codes').getByRole('listitem')).not.toHaveCount(0);
        return expect(panel.getByRole('button', { name: 'I have saved them' })).toBeVisible();
      case 'confirmingRenew':
        await expect(panel.getByRole('radio', { name: 'Your password' })).toBeVisible();
        return expect(panel.getByRole('button', { name: 'Cancel' })).toBeVisible();
      case 'renewing':
        return expect(panel.getByRole('button', { name: 'New recovery codes' })).toBeDisabled();
      case 'confirmingDisable':
        await expect(panel.getByLabel('Code from the app, or a recovery code')).toBeEditable();
        return expect(panel.getByRole('button', { name: 'Cancel' })).toBeVisible();
      case 'disabling':
        return expect(panel.getByRole('button', { name: 'Turn off' })).toBeDisabled();
      default:
        throw new Error(`twoFactor: no screen check for ${state}`);
    }
  },
};
