import { createActor, fromPromise, toPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { machineError } from '../machine-error';
import { signInMachine, type Credentials, type PasswordOutcome } from './sign-in.machine';

const credentials: Credentials = { loginType: 'id', login: '42', password: 'Secret-pass-1' };

function start(password: (c: Credentials) => Promise<PasswordOutcome>, code: (input: { hash: string; code: string }) => Promise<{ userId: number }> = () => Promise.resolve({ userId: 42 })) {
  const checkCode = vi.fn(({ input }: { input: { hash: string; code: string } }) => code(input));
  const actor = createActor(signInMachine.provide({ actors: { checkPassword: fromPromise(({ input }) => password(input)), checkCode: fromPromise(checkCode) } }));
  actor.start();
  return { actor, checkCode };
}

describe('sign-in machine', () => {
  it('signs a player without two-factor in with the password', async () => {
    const { actor } = start(() => Promise.resolve({ twoFactor: false, userId: 42 }));
    actor.send({ type: 'credentials.submit', credentials });
    expect(await toPromise(actor)).toEqual({ userId: 42 });
  });

  it('returns to the form with the platform’s error for a wrong password', async () => {
    const { actor } = start(() => Promise.reject(machineError({ code: 'error_auth_credentials', message: 'HTTP 401' })));
    actor.send({ type: 'credentials.submit', credentials });
    const snapshot = await waitFor(actor, (s) => s.matches('editing') && s.context.error !== undefined);
    expect(snapshot.context.error?.code).toBe('error_auth_credentials');
  });

  it('asks for the code with the challenge hash, keeps the step on a wrong code, and goes back when the challenge is gone', async () => {
    const codes = ['error_two_factor_code', 'error_two_factor_expired'];
    const { actor, checkCode } = start(
      () => Promise.resolve({ twoFactor: true, hash: 'h1' }),
      () => Promise.reject(machineError({ code: codes.shift()!, message: 'HTTP 401' })),
    );
    actor.send({ type: 'credentials.submit', credentials });
    await waitFor(actor, (s) => s.matches({ secondStep: 'entering' }));
    actor.send({ type: 'code.submit', code: '111111' });
    let snapshot = await waitFor(actor, (s) => s.matches({ secondStep: 'entering' }) && s.context.error !== undefined);
    expect(snapshot.context.error?.code).toBe('error_two_factor_code');
    expect(checkCode).toHaveBeenLastCalledWith(expect.objectContaining({ input: { hash: 'h1', code: '111111' } }));
    actor.send({ type: 'code.submit', code: '222222' });
    snapshot = await waitFor(actor, (s) => s.matches('editing'));
    expect(snapshot.context).toMatchObject({ hash: undefined, error: { code: 'error_two_factor_expired' } });
  });
});
