import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { SIGN_IN_LIMITS } from '../auth/sign-in-limits.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { solveCaptcha } from '../testing/registration-helpers.ts';
import { newPlayer, signInCall, withContacts } from '../testing/sign-in-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

describe.each(testDbKinds())('sign-in failures per account on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' }, kind);
  });
  afterAll(() => app.close());
  beforeEach(() => app.clock.setOffset(0));

  const expectCaptchaAsked = (res: { statusCode: number; json: <T>() => T }) => {
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'captcha_required',
      validation_errors: { captcha: ['captcha_required'] },
    });
  };
  const expectDelayed = (res: { statusCode: number; json: <T>() => T }, seconds: number) => {
    expect(res.statusCode).toBe(429);
    const body = res.json<{ message: string; retry_after: number; retry_at: string }>();
    expectContract('common', 'errorResponse', body);
    expect(body.message).toBe('error_sign_in_delayed');
    expect(body.retry_after).toBeGreaterThan(seconds - 5);
    expect(body.retry_after).toBeLessThanOrEqual(seconds);
    expect(Date.parse(body.retry_at)).toBeGreaterThan(app.clock.now().getTime());
  };

  it('counts the e-mail, phone and account-number logins of one account together: the third failure asks for a captcha', async () => {
    const player = await newPlayer(app);
    const { email, phone } = await withContacts(app, player.id);
    const logins = [
      { type: 'email', login: email.toUpperCase() },
      { type: 'phone_number', login: phone },
      { type: 'id', login: player.id },
    ];
    for (const [i, login] of logins.entries())
      expect((await signInCall(app, { ...login, password: `Wrong-${i}` })).statusCode).toBe(401);
    expect(SIGN_IN_LIMITS.captchaAfter).toBe(logins.length);
    for (const login of logins)
      expectCaptchaAsked(await signInCall(app, { ...login, password: player.password }));
    const solved = await signInCall(
      app,
      { type: 'email', login: email, password: player.password },
      { captchaToken: await solveCaptcha(app) },
    );
    expect(solved.statusCode, solved.body).toBe(200);
  });

  it('delays the guessing address with a growing delay; the owner elsewhere still gets in with a captcha', async () => {
    const player = await newPlayer(app);
    const { email, phone } = await withContacts(app, player.id);
    const guess = async (i: number, login = { type: 'phone_number', login: phone }) =>
      signInCall(
        app,
        { ...login, password: `Wrong-${i}` },
        { remoteAddress: '10.9.0.1', captchaToken: await solveCaptcha(app) },
      );
    for (let i = 0; i < SIGN_IN_LIMITS.delayAfter; i++)
      expect((await guess(i)).statusCode).toBe(401);
    // Another login of the same account from the same address waits as well.
    expectDelayed(await guess(10, { type: 'email', login: email }), 60);

    const owner = { type: 'email', login: email, password: player.password };
    expectCaptchaAsked(await signInCall(app, owner, { remoteAddress: '10.9.0.2' }));
    const ownerIn = await signInCall(app, owner, {
      remoteAddress: '10.9.0.2',
      captchaToken: await solveCaptcha(app),
    });
    expect(ownerIn.statusCode, ownerIn.body).toBe(200);
    // The owner's success does not forgive the guessing address.
    expectDelayed(await guess(11), 60);

    app.clock.setOffset(61_000);
    expect((await guess(12)).statusCode).toBe(401);
    expectDelayed(await guess(13), 300);
    app.clock.setOffset(362_000);
    expect((await guess(14)).statusCode).toBe(401);
    expectDelayed(await guess(15), 900);
  });

  it('treats a login no account has the same way, so the answers do not tell which exist', async () => {
    const login = { type: 'email', login: 'nobody-here@betframe.test', password: 'Wrong-1' };
    for (let i = 0; i < SIGN_IN_LIMITS.captchaAfter; i++)
      expect((await signInCall(app, login, { remoteAddress: '10.9.1.1' })).statusCode).toBe(401);
    expectCaptchaAsked(await signInCall(app, login, { remoteAddress: '10.9.1.2' }));
  });

  it('forgets failures after the window: no captcha once 15 minutes passed', async () => {
    const player = await newPlayer(app);
    for (let i = 0; i < SIGN_IN_LIMITS.captchaAfter; i++)
      await signInCall(app, { type: 'id', login: player.id, password: `Wrong-${i}` });
    const right = { type: 'id', login: player.id, password: player.password };
    expectCaptchaAsked(await signInCall(app, right));
    app.clock.setOffset((SIGN_IN_LIMITS.window + 1) * 1000);
    expect((await signInCall(app, right)).statusCode).toBe(200);
  });
});
