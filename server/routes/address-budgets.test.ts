import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectContract } from '../testing/contract-assert.ts';
import { solveCaptcha } from '../testing/registration-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const host = 'localhost:8080';
const WINDOW = 600;

/** A 429 in the error shape, with a message key and the same wait in the header and the body. */
function expectRateLimited(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(429);
  expectContract('common', 'errorResponse', res.json());
  const body = res.json<{ message: string; retry_after: number }>();
  expect(body).toMatchObject({ success: false, message: 'error_rate_limited' });
  expect(res.headers['retry-after']).toBe(String(body.retry_after));
  expect(body.retry_after).toBeGreaterThan(0);
  expect(body.retry_after).toBeLessThanOrEqual(WINDOW);
}

describe.each(testDbKinds())('per-address budgets of anonymous writes on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer(
      {
        distDir: '/nonexistent',
        budgets: {
          captcha_challenge: { limit: 3, windowSeconds: WINDOW },
          analytics_batch: { limit: 2, windowSeconds: WINDOW },
          registration: { limit: 1, windowSeconds: WINDOW },
        },
      },
      kind,
    );
  });
  afterAll(() => app.close());

  const challenge = (remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/puzzle-api/challenge', remoteAddress });
  const analytics = (remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/analytics-api/event.json',
      remoteAddress,
      payload: { w: 1, ev: [{ code: 1091, ts: 1 }], ts: 1 },
    });

  it('refuses a fourth captcha challenge from one address until the window has passed', async () => {
    for (let i = 0; i < 3; i++) expect((await challenge('10.20.0.1')).statusCode).toBe(200);
    const before = await app.db.query('SELECT id FROM captcha_challenges');
    expectRateLimited(await challenge('10.20.0.1'));
    // Nothing was stored for the refused call; another address has its own budget.
    expect(await app.db.query('SELECT id FROM captcha_challenges')).toHaveLength(before.length);
    expect((await challenge('10.20.0.2')).statusCode).toBe(200);
    app.clock.setOffset(WINDOW * 1000);
    try {
      expect((await challenge('10.20.0.1')).statusCode).toBe(200);
    } finally {
      app.clock.setOffset(0);
    }
  });

  it('refuses a third analytics batch from one address', async () => {
    for (let i = 0; i < 2; i++) expect((await analytics('10.20.1.1')).statusCode).toBe(200);
    const [before] = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM analytics_batches',
    );
    expectRateLimited(await analytics('10.20.1.1'));
    expect(
      (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM analytics_batches'))[0],
    ).toEqual(before);
    expect((await analytics('10.20.1.2')).statusCode).toBe(200);
  });

  it('counts registrations that opened an account; a refused one keeps its captcha unspent', async () => {
    const register = (token: string, fields: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/web/registration/v1/register',
        headers: { host, 'x-captcha-token': token },
        remoteAddress: '10.20.2.1',
        payload: { type: 'fast_reg', fields },
      });
    const fields = { country_id: 1, currency_id: 7, 'agree-policy': true };
    // A registration the rules refuse (no consent) costs nothing.
    const refused = await register(await solveCaptcha(app), { ...fields, 'agree-policy': false });
    expect(refused.statusCode).toBe(422);
    expect((await register(await solveCaptcha(app), fields)).statusCode).toBe(200);
    const token = await solveCaptcha(app);
    expectRateLimited(await register(token, fields));
    const [unspent] = await app.db.query<{ used: boolean }>(
      'SELECT token_used_at IS NOT NULL AS used FROM captcha_challenges WHERE token = $1',
      [token],
    );
    expect(unspent).toEqual({ used: false });
  });
});
