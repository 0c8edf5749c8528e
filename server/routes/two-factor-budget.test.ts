import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { SECOND_FACTOR_BUDGET } from '../auth/second-factor-budget.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { oathtool } from '../testing/oathtool.ts';
import {
  bearerOf,
  cookieOf,
  newPlayer,
  outboxOf,
  signInCall,
  withContacts,
  withTwoFactor,
} from '../testing/sign-in-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const host = 'localhost:8080';

/** A six-digit code the authenticator does not show around `at` (none of the steps drift allows). */
function wrongCode(secret: string, at: Date, salt: number): string {
  const near = new Set(
    [-30_000, 0, 30_000].map((d) => oathtool(secret, new Date(at.getTime() + d))),
  );
  for (let n = salt; ; n++) {
    const code = String((n * 7919) % 1e6).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

describe.each(testDbKinds())('the second factor’s budget on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' }, kind);
  });
  afterAll(() => app.close());
  beforeEach(() => app.clock.setOffset(0));

  const twoAuth = (hash: string, code: string) =>
    app.inject({
      method: 'POST',
      url: '/user/twoauth/',
      headers: { host },
      payload: { hash, code },
    });
  const challengeOf = async (player: { id: string; password: string }) => {
    const res = await signInCall(app, { type: 'id', login: player.id, password: player.password });
    expect(res.json()).toMatchObject({ twoFactor: true });
    return res.json<{ hash: string }>().hash;
  };
  const now = () => app.clock.now();
  const expectPaused = (
    res: { statusCode: number; json: <T>() => T },
    seconds: number,
    message = 'error_two_factor_locked',
  ) => {
    expect(res.statusCode).toBe(429);
    const body = res.json<{ message: string; retry_after: number; retry_at: string }>();
    expectContract('common', 'errorResponse', body);
    expect(body.message).toBe(message);
    expect(body.retry_after).toBeGreaterThan(seconds - 5);
    expect(body.retry_after).toBeLessThanOrEqual(seconds);
    const until = Date.parse(body.retry_at);
    expect(until).toBeGreaterThan(now().getTime() + (seconds - 5) * 1000);
    expect(until).toBeLessThanOrEqual(now().getTime() + seconds * 1000 + 1000);
  };

  it('counts wrong codes across challenges: the fifth pauses the second factor for a minute, a right code too, and the player is warned', async () => {
    const player = await newPlayer(app);
    const { email } = await withContacts(app, player.id);
    const secret = await withTwoFactor(app, player.id);
    const first = await challengeOf(player);
    for (let i = 0; i < 3; i++)
      expect((await twoAuth(first, wrongCode(secret, now(), i))).statusCode).toBe(401);
    // Signing in again with the password opens a new challenge, but not a new budget.
    const second = await challengeOf(player);
    expect((await twoAuth(second, wrongCode(secret, now(), 10))).statusCode).toBe(401);
    expectPaused(await twoAuth(second, wrongCode(secret, now(), 20)), 60);
    const third = await challengeOf(player);
    expectPaused(await twoAuth(third, oathtool(secret, now())), 60);

    const [warning, ...more] = await outboxOf(app, email);
    expect(more).toEqual([]);
    expect(warning).toMatchObject({ channel: 'email' });
    expect(warning?.subject).toBeTruthy();
    expect(warning?.body).toMatch(/\d{1,2}:\d{2}/);

    app.clock.setOffset(61_000);
    const signedIn = await twoAuth(third, oathtool(secret, now()));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    // A success starts the budget over.
    const next = await challengeOf(player);
    for (let i = 0; i < SECOND_FACTOR_BUDGET.failures - 1; i++)
      expect((await twoAuth(next, wrongCode(secret, now(), 30 + i))).statusCode).toBe(401);
  });

  it('pauses longer each time: 1, 5, 15 and then 60 minutes', async () => {
    const player = await newPlayer(app);
    const secret = await withTwoFactor(app, player.id);
    let hash = await challengeOf(player);
    for (let i = 0; i < SECOND_FACTOR_BUDGET.failures - 1; i++)
      await twoAuth(hash, wrongCode(secret, now(), i));
    let offset = 0;
    for (const [i, seconds] of [60, 300, 900, 3600, 3600].entries()) {
      hash = await challengeOf(player);
      expectPaused(await twoAuth(hash, wrongCode(secret, now(), 100 + i)), seconds);
      offset += (seconds + 1) * 1000;
      app.clock.setOffset(offset);
    }
    expect(SECOND_FACTOR_BUDGET.pauses).toEqual([60, 300, 900, 3600]);
  });

  it('disabling two-factor spends the same budget: its fifth wrong code pauses sign-in too', async () => {
    const player = await newPlayer(app);
    const session = await signInCall(app, {
      type: 'id',
      login: player.id,
      password: player.password,
    });
    const bearer = await bearerOf(app, cookieOf(session));
    const secret = await withTwoFactor(app, player.id);
    const disable = (code: string) =>
      app.inject({
        method: 'POST',
        url: '/web-api/officeapi/twofactorauthdisable',
        headers: { host, 'x-auth': `Bearer ${bearer}` },
        payload: { hash: code },
      });
    for (let i = 0; i < SECOND_FACTOR_BUDGET.failures - 1; i++)
      expect((await disable(wrongCode(secret, now(), i))).json()).toMatchObject({
        message: 'error_two_factor_app_code',
      });
    expectPaused(await disable(wrongCode(secret, now(), 50)), 60);
    expectPaused(await disable(oathtool(secret, now())), 60);
    expectPaused(await twoAuth(await challengeOf(player), oathtool(secret, now())), 60);

    app.clock.setOffset(61_000);
    expect((await disable(oathtool(secret, now()))).json()).toEqual({ success: true });
  });
});
