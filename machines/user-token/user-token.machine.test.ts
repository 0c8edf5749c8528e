import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';

import { machineError } from '../machine-error';
import {
  expiryOf,
  type FetchedToken,
  INVALID_TOKEN,
  REFRESH_MARGIN_MS,
  userTokenMachine,
} from './user-token.machine';

const jwt = (exp: number) => `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ sub: '7', exp }))}.sig`;
const T0 = 1_800_000_000_000;

function start(answers: (() => Promise<FetchedToken>)[]) {
  const clock = new SimulatedClock();
  const fetchToken = vi.fn(() =>
    (answers.shift() ?? (() => Promise.reject(new Error('no more answers'))))(),
  );
  const reportFailure = vi.fn();
  const actor = createActor(
    userTokenMachine.provide({
      actors: { fetchToken: fromPromise(fetchToken) },
      actions: { reportFailure },
    }),
    { clock },
  );
  actor.start();
  return { actor, clock, fetchToken, reportFailure };
}

describe('user-token machine', () => {
  it('takes the token and its expiry from the exp claim, and refreshes a minute before it', async () => {
    const { actor, clock, fetchToken } = start([
      () => Promise.resolve({ token: jwt(T0 / 1000 + 900), receivedAt: T0 }),
      () => Promise.resolve({ token: jwt(T0 / 1000 + 1800), receivedAt: T0 + 840_000 }),
    ]);
    const first = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(first.context).toMatchObject({ expiresAt: T0 + 900_000, receivedAt: T0 });
    clock.increment(900_000 - REFRESH_MARGIN_MS - 1);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches('signedIn') && s.context.expiresAt === T0 + 1_800_000);
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('is a guest without a session, and fetches again after sign-in; sign-out drops the token', async () => {
    const { actor } = start([
      () => Promise.reject(machineError({ code: 'error_unauthorized', message: 'HTTP 401' })),
      () => Promise.resolve({ token: jwt(T0 / 1000 + 900), receivedAt: T0 }),
    ]);
    await waitFor(actor, (s) => s.matches('guest'));
    actor.send({ type: 'session.started' });
    expect((await waitFor(actor, (s) => s.matches('signedIn'))).context.token).toMatch(/^ey/);
    actor.send({ type: 'session.ended' });
    expect(actor.getSnapshot().context).toMatchObject({ token: '', expiresAt: 0 });
  });

  it("a value that is not a token is 'Invalid token specified'; a failed fetch leaves an empty token and is reported", async () => {
    const { actor, reportFailure } = start([
      () => Promise.resolve({ token: { not: 'a string' }, receivedAt: T0 }),
      () => Promise.reject(new Error('offline')),
    ]);
    const invalid = await waitFor(actor, (s) => s.matches('failed'));
    expect(invalid.context).toMatchObject({ token: '', error: { message: INVALID_TOKEN } });
    actor.send({ type: 'token.refresh' });
    const failed = await waitFor(
      actor,
      (s) => s.matches('failed') && s.context.error?.message === 'offline',
    );
    expect(failed.context.token).toBe('');
    expect(reportFailure).toHaveBeenCalledTimes(2);
  });

  it('reads exp from a JWT and nothing else', () => {
    expect(expiryOf(jwt(1000))).toBe(1_000_000);
    expect(expiryOf('abc')).toBeUndefined();
    expect(expiryOf('a.b.c')).toBeUndefined();
    expect(expiryOf(42)).toBeUndefined();
  });
});
