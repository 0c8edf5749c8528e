import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectContract } from '../testing/contract-assert.ts';
import { solveCaptcha } from '../testing/registration-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const URL_PATH = '/api/web/registration/v1/pay-and-play/start';

describe.each(testDbKinds())('starting a pay-and-play deposit on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' }, kind);
  });
  afterAll(() => app.close());

  const start = (payload: unknown, captcha?: string, host = 'localhost:8080') =>
    app.inject({
      method: 'POST',
      url: URL_PATH,
      headers: { host, ...(captcha ? { 'x-captcha-token': captcha } : {}) },
      payload: payload as Record<string, unknown>,
    });
  const body = (amount: string) => ({ amount, currency_id: 7, state: 'state-start-1', lang: 'en' });

  it('starts the deposit behind a solved captcha, which it spends, and names the bank page', async () => {
    const token = await solveCaptcha(app);
    const res = await start(body('125.5'), token);
    expect(res.statusCode, res.body).toBe(200);
    expectContract('pay-and-play', 'payAndPlayStartResponse', res.json());
    const url = new URL(res.json<{ data: { url: string } }>().data.url, 'http://localhost:8080');
    expect(url.pathname).toBe('/bank-standin/pay');
    const [row] = await app.db.query<{
      amount: string;
      redirect_uri: string;
      captcha_challenge: string | null;
    }>(
      'SELECT amount::text AS amount, redirect_uri, captcha_challenge FROM bank_payment_starts WHERE id = $1',
      [url.searchParams.get('start')],
    );
    // Exact money; the way back is this site's registration, built by the platform.
    expect(row).toMatchObject({
      amount: '125.50',
      redirect_uri: 'http://localhost:8080/en/registration?type=pay_and_play',
    });
    expect(row?.captcha_challenge).toEqual(expect.any(String));
    const reused = await start(body('10'), token);
    expect(reused.json()).toMatchObject({ message: 'captcha_invalid' });
  });

  it('needs the captcha where the variant asks, and refuses it when the amount is wrong', async () => {
    expect((await start(body('10'))).json()).toMatchObject({ message: 'captcha_required' });
    for (const amount of ['0.99', '1000000.01']) {
      const token = await solveCaptcha(app);
      const res = await start(body(amount), token);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        validation_errors: { amount: ['reg_pnp_amount_invalid'] },
      });
      // Refused before the captcha was spent.
      expect((await start(body('10'), token)).statusCode).toBe(200);
    }
  });

  it('names a malformed field, an unknown currency and a variant without pay-and-play', async () => {
    const threeDecimals = await start(body('12.345'), await solveCaptcha(app));
    expect(threeDecimals.statusCode).toBe(400);
    expect(threeDecimals.json<{ errors: { detail: string }[] }>().errors[0]?.detail).toContain(
      'body /amount',
    );
    const number = await start({ ...body('1'), amount: 12 }, await solveCaptcha(app));
    expect(number.statusCode).toBe(400);
    const unknown = await start({ ...body('10'), currency_id: 99999 }, await solveCaptcha(app));
    expect(unknown.json()).toMatchObject({
      validation_errors: { currency_id: ['validation_unknown_option'] },
    });
    const britannia = await start(body('10'), await solveCaptcha(app), 'britannia.localhost:8080');
    expect(britannia.json()).toMatchObject({ message: 'error_registration_type' });
  });
});
