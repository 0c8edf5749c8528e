import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SESSION_COOKIE } from '../auth/sessions.ts';
import { solveCaptcha } from '../testing/registration-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const HOST = 'localhost:8080';
const BACK = 'http://localhost:8080/en/registration?type=pay_and_play';

describe.each(testDbKinds())('pay-and-play through the reference bank on %s', (kind) => {
  let app: FastifyInstance;
  let n = 0;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' }, kind);
  });
  afterAll(() => app.close());

  const query = (params: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

  /** The round trip a browser makes: the bank's page, the payer's answers, back with a reference. */
  async function pay(
    options: {
      amount?: number;
      currency?: [number, string];
      birthday?: string;
      name?: string;
      host?: string;
    } = {},
  ) {
    const state = `state-${++n}-${kind}`;
    const base = {
      amount: options.amount ?? 50,
      currency_id: options.currency?.[0] ?? 7,
      redirect_uri: BACK,
      state,
      lang: 'en',
    };
    const page = await app.inject({
      method: 'GET',
      url: `/bank-standin/pay?${query(base)}`,
      headers: { host: options.host ?? HOST },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain(
      `Pay ${(options.amount ?? 50).toFixed(2)} ${options.currency?.[1] ?? 'KZT'} to Betframe`,
    );
    const confirm = await app.inject({
      method: 'GET',
      url: `/bank-standin/confirm?${query({ ...base, bank: 'north', name: options.name ?? 'Aigerim Bekova', birthday: options.birthday ?? '1990-05-17' })}`,
      headers: { host: options.host ?? HOST },
    });
    expect(confirm.statusCode, confirm.body).toBe(302);
    const back = new URL(String(confirm.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:8080/en/registration');
    expect(back.searchParams.get('type')).toBe('pay_and_play');
    expect(back.searchParams.get('state')).toBe(state);
    return back.searchParams.get('payment_reference') as string;
  }

  const register = async (fields: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/web/registration/v1/register',
      headers: { host: HOST, 'x-captcha-token': await solveCaptcha(app) },
      payload: {
        type: 'pay_and_play',
        fields: { country_id: 1, currency_id: 7, 'agree-policy': true, ...fields },
      },
    });

  it('opens an account funded by the payment, named by the bank, logged in; the reference is good once', async () => {
    const reference = await pay({ amount: 75.5 });
    const res = await register({ payment_reference: reference });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(true);
    const { userId, password } = res.json<{
      data: { attributes: { userId: number; password: string } };
    }>().data.attributes;
    expect(Buffer.from(password, 'base64').toString('utf8')).toMatch(/^[A-Za-z0-9]{10}$/);
    const [player] = await app.db.query<{
      fields: Record<string, unknown>;
      registration_type: string;
    }>('SELECT fields, registration_type FROM players WHERE id = $1', [userId]);
    expect(player?.registration_type).toBe('pay_and_play');
    expect(player?.fields).toMatchObject({
      name: 'Aigerim Bekova',
      date_birthday: '1990-05-17',
      payment_bank: 'north',
    });
    expect(player?.fields).not.toHaveProperty('payment_reference');
    const [account] = await app.db.query<{ balance: number; currency_id: number }>(
      'SELECT balance::float8 AS balance, currency_id FROM accounts WHERE player_id = $1',
      [userId],
    );
    expect(account).toEqual({ balance: 75.5, currency_id: 7 });

    const again = await register({ payment_reference: reference });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ message: 'error_payment_reference' });
  });

  it('refuses a registration without a payment, or with a made-up reference', async () => {
    for (const fields of [{}, { payment_reference: 'PNP-made-up' }]) {
      const res = await register(fields);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: 'error_payment_reference' });
    }
  });

  it('refuses a payment in another currency and an under-age payer, leaving the payment unused', async () => {
    const roubles = await pay({ currency: [1, 'RUB'] });
    const other = await register({ payment_reference: roubles });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ message: 'error_payment_currency' });
    const year = new Date().getUTCFullYear() - 17;
    const young = await pay({ birthday: `${year}-01-01` });
    const res = await register({ payment_reference: young });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'error_payment_underage' });
    const [row] = await app.db.query<{ used_at: unknown }>(
      'SELECT used_at FROM bank_payments WHERE reference = $1',
      [young],
    );
    expect(row?.used_at).toBeNull();
  });

  it('sends the payer only back to this site, for a variant offering pay-and-play, with a real date of birth', async () => {
    const base = { amount: 10, currency_id: 7, state: 'state-checks', lang: 'en' };
    const elsewhere = await app.inject({
      method: 'GET',
      url: `/bank-standin/pay?${query({ ...base, redirect_uri: 'https://evil.example/steal' })}`,
      headers: { host: HOST },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({
      errors: [{ detail: 'redirect_uri must lead back to this site' }],
    });
    const britannia = await app.inject({
      method: 'GET',
      url: `/bank-standin/pay?${query({ ...base, redirect_uri: 'http://britannia.localhost:8080/en/registration' })}`,
      headers: { host: 'britannia.localhost:8080' },
    });
    expect(britannia.statusCode).toBe(400);
    expect(britannia.json()).toMatchObject({ message: 'error_registration_type' });
    const badDay = await app.inject({
      method: 'GET',
      url: `/bank-standin/confirm?${query({ ...base, redirect_uri: BACK, bank: 'north', name: 'Ann Lee', birthday: '1990-02-30' })}`,
      headers: { host: HOST },
    });
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json()).toMatchObject({
      errors: [{ detail: 'birthday must be a past calendar date' }],
    });
    const noAmount = await app.inject({
      method: 'GET',
      url: `/bank-standin/pay?${query({ currency_id: 7, state: 'state-checks', redirect_uri: BACK })}`,
      headers: { host: HOST },
    });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.body).toContain('amount');
  });

  it('speaks the payer’s language, mirrored for Arabic, and cancels back to the site', async () => {
    const page = await app.inject({
      method: 'GET',
      url: `/bank-standin/pay?${query({ amount: 10, currency_id: 7, redirect_uri: BACK, state: 'state-lang', lang: 'ar' })}`,
      headers: { host: HOST },
    });
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('مصرفك');
    expect(page.body).toContain('error=access_denied&#38;state=state-lang');
    const css = await app.inject({ method: 'GET', url: '/standin/page.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });
});
