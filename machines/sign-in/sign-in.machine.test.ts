import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise, waitFor } from 'xstate';

import { type CaptchaKind, captchaMachine } from '../captcha/captcha.machine';
import { machineError } from '../machine-error';
import { signInMachine } from './sign-in.machine';
import type { Credentials, PasswordOutcome, SignInInput } from './sign-in.types';

const credentials: Credentials = { loginType: 'id', login: '42', password: 'Secret-pass-1' };
const NO_CAPTCHA: SignInInput = { captchaRequired: false, captchaKind: 'puzzle' };

interface Calls {
  password?: (input: {
    credentials: Credentials;
    remember: boolean;
    captchaToken?: string;
  }) => Promise<PasswordOutcome>;
  code?: (input: { hash: string; code: string; remember: boolean }) => Promise<{ userId: number }>;
  send?: (input: { phone: string; captchaToken?: string }) => Promise<{ codeLength: number }>;
  smsCode?: (input: { phone: string; code: string; remember: boolean }) => Promise<PasswordOutcome>;
}

function start(calls: Calls, input: SignInInput = NO_CAPTCHA) {
  const spies = {
    checkPassword: vi.fn(({ input: i }: { input: Parameters<NonNullable<Calls['password']>>[0] }) =>
      (calls.password ?? (() => Promise.resolve({ twoFactor: false as const, userId: 42 })))(i),
    ),
    checkCode: vi.fn(({ input: i }: { input: Parameters<NonNullable<Calls['code']>>[0] }) =>
      (calls.code ?? (() => Promise.resolve({ userId: 42 })))(i),
    ),
    sendSmsCode: vi.fn(({ input: i }: { input: Parameters<NonNullable<Calls['send']>>[0] }) =>
      (calls.send ?? (() => Promise.resolve({ codeLength: 4 })))(i),
    ),
    checkSmsCode: vi.fn(({ input: i }: { input: Parameters<NonNullable<Calls['smsCode']>>[0] }) =>
      (calls.smsCode ?? (() => Promise.resolve({ twoFactor: false as const, userId: 42 })))(i),
    ),
  };
  const actor = createActor(
    signInMachine.provide({
      actors: {
        checkPassword: fromPromise(spies.checkPassword),
        checkCode: fromPromise(spies.checkCode),
        sendSmsCode: fromPromise(spies.sendSmsCode),
        checkSmsCode: fromPromise(spies.checkSmsCode),
        captcha: captchaMachine.provide({
          actors: {
            loadProvider: fromPromise<{ hidden: boolean }, { kind: CaptchaKind }>(() =>
              Promise.resolve({ hidden: false }),
            ),
          },
        }),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, spies };
}

describe('sign-in machine', () => {
  it('signs a player without two-factor in with the password, remembered or not as asked', async () => {
    const { actor, spies } = start({});
    actor.send({ type: 'credentials.submit', credentials, remember: false });
    expect(await toPromise(actor)).toEqual({ userId: 42 });
    expect(spies.checkPassword).toHaveBeenCalledWith(
      expect.objectContaining({ input: { credentials, remember: false, captchaToken: undefined } }),
    );
  });

  it('returns to the form with the platform’s error for a wrong password', async () => {
    const { actor } = start({
      password: () =>
        Promise.reject(machineError({ code: 'error_auth_credentials', message: 'HTTP 401' })),
    });
    actor.send({ type: 'credentials.submit', credentials, remember: true });
    const snapshot = await waitFor(
      actor,
      (s) => s.matches('editing') && s.context.error !== undefined,
    );
    expect(snapshot.context.error?.code).toBe('error_auth_credentials');
  });

  it('asks for the code with the challenge hash, keeps the step on a wrong code, and goes back when the challenge is gone', async () => {
    const codes = ['error_two_factor_code', 'error_two_factor_expired'];
    const { actor, spies } = start({
      password: () => Promise.resolve({ twoFactor: true, hash: 'h1' }),
      code: () => Promise.reject(machineError({ code: codes.shift()!, message: 'HTTP 401' })),
    });
    actor.send({ type: 'credentials.submit', credentials, remember: false });
    await waitFor(actor, (s) => s.matches({ secondStep: 'entering' }));
    actor.send({ type: 'code.submit', code: '111111' });
    let snapshot = await waitFor(
      actor,
      (s) => s.matches({ secondStep: 'entering' }) && s.context.error !== undefined,
    );
    expect(snapshot.context.error?.code).toBe('error_two_factor_code');
    expect(spies.checkCode).toHaveBeenLastCalledWith(
      expect.objectContaining({ input: { hash: 'h1', code: '111111', remember: false } }),
    );
    actor.send({ type: 'code.submit', code: '222222' });
    snapshot = await waitFor(actor, (s) => s.matches('editing'));
    expect(snapshot.context).toMatchObject({
      hash: undefined,
      error: { code: 'error_two_factor_expired' },
    });
  });

  it('starts at the second step with a challenge another first factor opened, and can go back to the form', async () => {
    const { actor, spies } = start({}, { ...NO_CAPTCHA, challenge: 'social-hash' });
    expect(actor.getSnapshot().matches({ secondStep: 'entering' })).toBe(true);
    actor.send({ type: 'code.submit', code: '123456' });
    expect(await toPromise(actor)).toEqual({ userId: 42 });
    expect(spies.checkCode).toHaveBeenCalledWith(
      expect.objectContaining({ input: { hash: 'social-hash', code: '123456', remember: true } }),
    );
    expect(spies.checkPassword).not.toHaveBeenCalled();

    const other = start({}, { ...NO_CAPTCHA, challenge: 'social-hash' }).actor;
    other.send({ type: 'twoFactor.back' });
    expect(other.getSnapshot().value).toBe('editing');
    expect(other.getSnapshot().context.hash).toBeUndefined();
  });

  it('signs in by a code sent to the phone: a wrong code stays on the code, a resend keeps it, then the second step', async () => {
    const answers = [
      Promise.reject(
        machineError({
          code: 'error_validation',
          message: 'HTTP 422',
          fields: { code: ['auth_incorrect_code'] },
          attemptsLeft: 4,
        }),
      ),
      Promise.resolve({ twoFactor: true as const, hash: 'h2' }),
    ];
    answers[0]?.catch(() => undefined);
    const sends = [
      Promise.resolve({ codeLength: 4 }),
      Promise.reject(
        machineError({ code: 'sms_code_resend_wait', message: 'HTTP 429', retryAfter: 40 }),
      ),
    ];
    sends[1]?.catch(() => undefined);
    const { actor, spies } = start({ smsCode: () => answers.shift()!, send: () => sends.shift()! });
    actor.send({ type: 'sms.request', phone: '+7 701 000 00 01', remember: true });
    let snapshot = await waitFor(actor, (s) => s.matches({ smsCode: 'entering' }));
    expect(snapshot.context.sms).toEqual({ phone: '+7 701 000 00 01', codeLength: 4 });
    actor.send({ type: 'sms.submit', code: '0000' });
    snapshot = await waitFor(
      actor,
      (s) => s.matches({ smsCode: 'entering' }) && s.context.error !== undefined,
    );
    expect(snapshot.context.error).toMatchObject({
      fields: { code: ['auth_incorrect_code'] },
      attemptsLeft: 4,
    });
    actor.send({ type: 'sms.resend' });
    snapshot = await waitFor(
      actor,
      (s) => s.matches({ smsCode: 'entering' }) && s.context.error?.code === 'sms_code_resend_wait',
    );
    expect(snapshot.context.sms?.phone).toBe('+7 701 000 00 01');
    actor.send({ type: 'sms.submit', code: '1234' });
    await waitFor(actor, (s) => s.matches({ secondStep: 'entering' }));
    expect(spies.checkSmsCode).toHaveBeenLastCalledWith(
      expect.objectContaining({
        input: { phone: '+7 701 000 00 01', code: '1234', remember: true },
      }),
    );
    actor.send({ type: 'code.submit', code: '123456' });
    expect(await toPromise(actor)).toEqual({ userId: 42 });
  });

  it('solves the captcha first where the variant asks, and sends its token with the attempt; a dismissed captcha returns to the form', async () => {
    const { actor, spies } = start({}, { captchaRequired: true, captchaKind: 'puzzle' });
    actor.send({ type: 'sms.request', phone: '+7 701 000 00 01', remember: true });
    const captcha = async () => {
      await waitFor(actor, (s) => s.matches('captcha'));
      const child = actor.getSnapshot().children.captcha!;
      await waitFor(child, (s) => s.value === 'shown');
      return child;
    };
    (await captcha()).send({ type: 'captcha.dismiss' });
    const snapshot = await waitFor(actor, (s) => s.matches('editing'));
    expect(snapshot.context.error).toEqual({
      code: 'captcha_dismissed',
      message: 'Dismissed captcha',
    });
    expect(spies.sendSmsCode).not.toHaveBeenCalled();
    actor.send({ type: 'credentials.submit', credentials, remember: true });
    (await captcha()).send({ type: 'captcha.solve', token: 'solved-token' });
    expect(await toPromise(actor)).toEqual({ userId: 42 });
    expect(spies.checkPassword).toHaveBeenCalledWith(
      expect.objectContaining({
        input: { credentials, remember: true, captchaToken: 'solved-token' },
      }),
    );
  });
  it('puts the password behind a captcha when the platform asks (an account that failed too often): the platform’s puzzle where the variant shows none', async () => {
    const asked = () =>
      Promise.reject(
        machineError({
          code: 'captcha_required',
          message: 'HTTP 422',
          fields: { captcha: ['captcha_required'] },
        }),
      );
    const answers: (() => Promise<PasswordOutcome>)[] = [
      asked,
      () => Promise.resolve({ twoFactor: false, userId: 42 }),
    ];
    const { actor, spies } = start(
      { password: () => answers.shift()!() },
      { captchaRequired: false, captchaKind: 'disabled' },
    );
    actor.send({ type: 'credentials.submit', credentials, remember: true });
    await waitFor(actor, (s) => s.matches('captcha') || s.context.error !== undefined, {
      timeout: 2_000,
    });
    expect(actor.getSnapshot().value).toBe('captcha');
    expect(actor.getSnapshot().context.captchaKind).toBe('puzzle');
    const child = actor.getSnapshot().children.captcha!;
    await waitFor(child, (s) => s.value === 'shown');
    child.send({ type: 'captcha.solve', token: 'solved-token' });
    expect(await toPromise(actor)).toEqual({ userId: 42 });
    expect(spies.checkPassword).toHaveBeenLastCalledWith(
      expect.objectContaining({
        input: { credentials, remember: true, captchaToken: 'solved-token' },
      }),
    );
  });

  it('shows a captcha refusal that came with a token instead of asking again', async () => {
    const { actor } = start(
      {
        password: () =>
          Promise.reject(machineError({ code: 'captcha_required', message: 'HTTP 422' })),
      },
      { captchaRequired: true, captchaKind: 'puzzle' },
    );
    actor.send({ type: 'credentials.submit', credentials, remember: true });
    await waitFor(actor, (s) => s.matches('captcha'));
    const child = actor.getSnapshot().children.captcha!;
    await waitFor(child, (s) => s.value === 'shown');
    child.send({ type: 'captcha.solve', token: 'spent-token' });
    const snapshot = await waitFor(actor, (s) => s.matches('editing') && !!s.context.error);
    expect(snapshot.context.error?.code).toBe('captcha_required');
  });

  it('keeps the platform’s until-when of a delay with the error', async () => {
    const { actor } = start({
      password: () =>
        Promise.reject(
          machineError({
            code: 'error_sign_in_delayed',
            message: 'HTTP 429',
            retryAfter: 60,
            retryAt: '2030-01-01T10:01:00.000Z',
          }),
        ),
    });
    actor.send({ type: 'credentials.submit', credentials, remember: true });
    const snapshot = await waitFor(actor, (s) => s.matches('editing') && !!s.context.error);
    expect(snapshot.context.error).toMatchObject({
      code: 'error_sign_in_delayed',
      retryAfter: 60,
      retryAt: '2030-01-01T10:01:00.000Z',
    });
  });
});
