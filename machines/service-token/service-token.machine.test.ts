import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';

import { machineError } from '../machine-error';
import {
  FORBIDDEN,
  MAX_ATTEMPTS_PER_URL,
  REFRESH_MARGIN_MS,
  SERVICE_TOKEN_ERRORS,
  serviceTokenMachine,
  type TokenAnswer,
} from './service-token.machine';

const T0 = Date.UTC(2027, 0, 15, 8, 0, 0);
const LIFETIME = 900_000;
const SETTINGS = '/api/web/user/v1/settings';
const PASSWORD = '/api/web/user/v1/password';
const httpDate = (ms: number) => new Date(ms).toUTCString();
/** An answer issued at `serverNow` on the platform's clock and received at `receivedAt` on ours. */
const answer = (token: string, serverNow: number, receivedAt = serverNow): TokenAnswer => ({
  token,
  expireDate: new Date(serverNow + LIFETIME).toISOString(),
  date: httpDate(serverNow),
  receivedAt,
});
type Answer = () => Promise<TokenAnswer>;

function start(fetches: Answer[], refreshes: Answer[] = []) {
  const clock = new SimulatedClock();
  const next = (list: Answer[]) => () =>
    (list.shift() ?? (() => Promise.reject(new Error('no more answers'))))();
  const fetchToken = vi.fn(next(fetches));
  const refreshToken = vi.fn(next(refreshes));
  const actor = createActor(
    serviceTokenMachine.provide({
      actors: { fetchToken: fromPromise(fetchToken), refreshToken: fromPromise(refreshToken) },
    }),
    { clock },
  );
  actor.start();
  const settled = () => waitFor(actor, (s) => !s.matches('fetching') && !s.matches('refreshing'));
  return { actor, clock, fetchToken, refreshToken, settled };
}

describe('service-token machine', () => {
  it('fetches on the first request, goes stale 5 s before expiry, and refreshes on the next request', async () => {
    const { actor, clock, fetchToken, refreshToken, settled } = start(
      [() => Promise.resolve(answer('one', T0))],
      [() => Promise.resolve(answer('two', T0 + LIFETIME))],
    );
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'token.request' });
    expect((await settled()).context).toMatchObject({
      token: 'one',
      skewMs: 0,
      expiresAt: T0 + LIFETIME - REFRESH_MARGIN_MS,
    });
    clock.increment(LIFETIME - REFRESH_MARGIN_MS - 1);
    expect(actor.getSnapshot().value).toBe('valid');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('stale');
    actor.send({ type: 'token.request' });
    expect((await settled()).context.token).toBe('two');
    expect(refreshToken).toHaveBeenCalledWith(expect.objectContaining({ input: { token: 'one' } }));
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['ahead of ours', 600_000],
    ['behind ours', -600_000],
  ])('corrects the expiry by the skew when the platform clock is %s', async (_, skew) => {
    const { actor, clock, settled } = start([() => Promise.resolve(answer('one', T0 + skew, T0))]);
    actor.send({ type: 'token.request' });
    // Expiry on our clock: the platform's expireDate minus the skew minus the margin.
    expect((await settled()).context).toMatchObject({
      skewMs: skew,
      expiresAt: T0 + LIFETIME - REFRESH_MARGIN_MS,
    });
    clock.increment(LIFETIME - REFRESH_MARGIN_MS - 1);
    expect(actor.getSnapshot().value).toBe('valid');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('stale');
  });

  it('refetches on a 401, three attempts per URL, then refuses that URL (TOKEN_NOT_AUTHENTICATED) and starts it over', async () => {
    const { actor, fetchToken, settled } = start(
      ['one', 'two', 'three', 'four'].map((t) => () => Promise.resolve(answer(t, T0))),
    );
    actor.send({ type: 'token.request' });
    await settled();
    for (const [used, attempts] of [
      ['one', 1],
      ['two', 2],
    ] as const) {
      actor.send({ type: 'token.rejected', url: SETTINGS, token: used });
      expect(actor.getSnapshot().value).toBe('fetching');
      expect((await settled()).context.attempts).toEqual({ [SETTINGS]: attempts });
    }
    actor.send({ type: 'token.rejected', url: PASSWORD, token: 'three' });
    await settled();
    expect(actor.getSnapshot().context.attempts).toEqual({ [SETTINGS]: 2, [PASSWORD]: 1 });
    actor.send({ type: 'token.rejected', url: SETTINGS, token: 'four' });
    expect(MAX_ATTEMPTS_PER_URL).toBe(3);
    expect(actor.getSnapshot().context).toMatchObject({
      refusedUrl: SETTINGS,
      attempts: { [PASSWORD]: 1 },
    });
    expect(actor.getSnapshot().value).toBe('valid');
    actor.send({ type: 'token.accepted', url: PASSWORD });
    expect(actor.getSnapshot().context.attempts).toEqual({});
    expect(fetchToken).toHaveBeenCalledTimes(4);
  });

  it('makes 403 USER_NOT_AUTHENTICATED, on the fetch and on a refresh', async () => {
    const forbidden = () => Promise.reject(machineError({ code: FORBIDDEN, message: 'HTTP 403' }));
    const { actor, clock, settled } = start(
      [forbidden, () => Promise.resolve(answer('one', T0))],
      [forbidden],
    );
    actor.send({ type: 'token.request' });
    expect((await settled()).context.error).toEqual(SERVICE_TOKEN_ERRORS.userNotAuthenticated);
    actor.send({ type: 'token.request' });
    await settled();
    clock.increment(LIFETIME);
    actor.send({ type: 'token.request' });
    expect((await settled()).context).toMatchObject({
      token: '',
      error: SERVICE_TOKEN_ERRORS.userNotAuthenticated,
    });
  });

  it("fails with 'lost token' on an answer without a token and 'headers.date is undefined' on one without Date", async () => {
    const { actor, settled } = start([
      () => Promise.resolve({ ...answer('', T0) }),
      () => Promise.resolve({ ...answer('one', T0), date: null }),
    ]);
    actor.send({ type: 'token.request' });
    expect((await settled()).context.error).toEqual({ code: 'LOST_TOKEN', message: 'lost token' });
    actor.send({ type: 'token.request' });
    const failed = await settled();
    expect(failed.value).toBe('failed');
    expect(failed.context.error).toEqual({
      code: 'NO_DATE_HEADER',
      message: 'headers.date is undefined',
    });
  });

  it('lets concurrent requests share one refresh, and a 401 for a replaced token refetch nothing', async () => {
    let resolveRefresh: (a: TokenAnswer) => void = () => undefined;
    const { actor, clock, fetchToken, refreshToken, settled } = start(
      [() => Promise.resolve(answer('one', T0))],
      [() => new Promise((resolve) => (resolveRefresh = resolve))],
    );
    actor.send({ type: 'token.request' });
    await settled();
    clock.increment(LIFETIME);
    for (let i = 0; i < 5; i++) actor.send({ type: 'token.request' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    resolveRefresh(answer('two', T0 + LIFETIME));
    expect((await settled()).context.token).toBe('two');
    expect(refreshToken).toHaveBeenCalledTimes(1);
    actor.send({ type: 'token.rejected', url: SETTINGS, token: 'one' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'valid',
      context: { attempts: { [SETTINGS]: 1 } },
    });
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('drops the token and the counts when the session ends, and a refused refresh fetches anew', async () => {
    const { actor, clock, fetchToken, settled } = start(
      [
        () => Promise.resolve(answer('one', T0)),
        () => Promise.resolve(answer('three', T0 + LIFETIME)),
      ],
      [
        () =>
          Promise.reject(
            machineError({ code: 'error_token_not_authenticated', message: 'HTTP 401' }),
          ),
      ],
    );
    actor.send({ type: 'token.request' });
    await settled();
    clock.increment(LIFETIME);
    actor.send({ type: 'token.request' });
    expect((await settled()).context.token).toBe('three');
    expect(fetchToken).toHaveBeenCalledTimes(2);
    actor.send({ type: 'token.rejected', url: SETTINGS, token: 'old' });
    actor.send({ type: 'session.ended' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'idle',
      context: { token: '', attempts: {} },
    });
  });
});
