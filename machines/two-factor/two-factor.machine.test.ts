import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';

import { machineError } from '../machine-error';
import { type RenewProof, twoFactorMachine } from './two-factor.machine';

const qr = {
  qrCodeUrl: 'data:image/svg+xml;base64,x',
  qrLink: 'otpauth://totp/x',
  secret: 'JBSWY3DPEHPK3PXP',
};

const CODES: readonly string[] = ['AAAA-BBBB-CCCC', 'DDDD-EEEE-FFFF'];

function start(
  enabled: boolean,
  enable: (input: { appCode: string; smsCode?: string }) => Promise<void>,
) {
  const enableSpy = vi.fn(async ({ input }: { input: { appCode: string; smsCode?: string } }) => {
    await enable(input);
    return { recoveryCodes: CODES };
  });
  const actor = createActor(
    twoFactorMachine.provide({
      actors: {
        loadStatus: fromPromise(async () => ({ enabled, codesLeft: enabled ? 7 : 0 })),
        getQr: fromPromise(async () => qr),
        sendSms: fromPromise<void>(async () => undefined),
        enable: fromPromise(enableSpy),
        disable: fromPromise(async ({ input }: { input: { code: string } }) => {
          if (input.code !== '654321')
            throw machineError({ code: 'error_two_factor_app_code', message: 'HTTP 422' });
        }),
        renew: fromPromise(async ({ input }: { input: RenewProof }) => {
          if ('password' in input && input.password !== 'secret')
            throw machineError({ code: 'error_validation', message: 'HTTP 422' });
          const renewed: readonly string[] = [...CODES].reverse();
          return { recoveryCodes: renewed };
        }),
      },
    }),
  );
  actor.start();
  return { actor, enableSpy };
}

describe('two-factor machine', () => {
  it('enables with the QR code, the SMS code and the app code; a wrong SMS code and a wrong app code stay apart', async () => {
    const answers = ['error_two_factor_sms_code', 'error_two_factor_app_code'];
    const { actor, enableSpy } = start(false, async () => {
      const code = answers.shift();
      if (code) throw machineError({ code, message: 'HTTP 422' });
    });
    await waitFor(actor, (s) => s.matches('off'));
    actor.send({ type: 'enable.start' });
    expect((await waitFor(actor, (s) => s.matches('showingQr'))).context.qr).toEqual(qr);
    actor.send({ type: 'sms.request' });
    expect(
      (await waitFor(actor, (s) => s.matches('showingQr') && s.context.smsSent)).context.smsSent,
    ).toBe(true);
    actor.send({ type: 'codes.submit', appCode: '111111', smsCode: '9999' });
    expect(
      (await waitFor(actor, (s) => s.matches('showingQr') && s.context.error !== undefined)).context
        .error?.code,
    ).toBe('error_two_factor_sms_code');
    actor.send({ type: 'codes.submit', appCode: '222222', smsCode: '1234' });
    expect(
      (await waitFor(actor, (s) => s.context.error?.code === 'error_two_factor_app_code')).value,
    ).toBe('showingQr');
    actor.send({ type: 'codes.submit', appCode: '333333', smsCode: '1234' });
    // The recovery codes are shown once, before the panel says two-factor is on.
    expect((await waitFor(actor, (s) => s.matches('showingCodes'))).context.recoveryCodes).toEqual(
      CODES,
    );
    actor.send({ type: 'codes.saved' });
    expect(actor.getSnapshot().value).toBe('on');
    expect(actor.getSnapshot().context).toMatchObject({ recoveryCodes: undefined, codesLeft: 2 });
    expect(enableSpy).toHaveBeenLastCalledWith(
      expect.objectContaining({ input: { appCode: '333333', smsCode: '1234' } }),
    );
  });

  it('disables with the app’s current code, and says when it is wrong', async () => {
    const { actor } = start(true, async () => undefined);
    await waitFor(actor, (s) => s.matches('on'));
    actor.send({ type: 'disable.start' });
    actor.send({ type: 'disable.submit', code: '000000' });
    expect(
      (await waitFor(actor, (s) => s.matches('confirmingDisable') && s.context.error !== undefined))
        .context.error?.code,
    ).toBe('error_two_factor_app_code');
    actor.send({ type: 'disable.submit', code: '654321' });
    await waitFor(actor, (s) => s.matches('off'));
  });

  it('renews the recovery codes with the password or an app code, and shows the new set once', async () => {
    const { actor } = start(true, async () => undefined);
    expect((await waitFor(actor, (s) => s.matches('on'))).context.codesLeft).toBe(7);
    actor.send({ type: 'renew.start' });
    actor.send({ type: 'renew.submit', proof: { password: 'guess' } });
    expect(
      (await waitFor(actor, (s) => s.matches('confirmingRenew') && s.context.error !== undefined))
        .context.error?.code,
    ).toBe('error_validation');
    actor.send({ type: 'renew.cancel' });
    expect(actor.getSnapshot().matches('on')).toBe(true);
    actor.send({ type: 'renew.start' });
    actor.send({ type: 'renew.submit', proof: { password: 'secret' } });
    const shown = await waitFor(actor, (s) => s.matches('showingCodes'));
    expect(shown.context.recoveryCodes).toEqual([...CODES].reverse());
    actor.send({ type: 'codes.saved' });
    expect(actor.getSnapshot().context).toMatchObject({ recoveryCodes: undefined, codesLeft: 2 });
  });
});
