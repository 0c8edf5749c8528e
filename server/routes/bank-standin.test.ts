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

  /** The platform starts the deposit behind a solved captcha: the bank page's address. */
  async function start(
    options: { amount?: string; currency?: number; host?: string; lang?: string } = {},
  ) {
    const state = `state-${++n}-${kind}`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/web/registration/v1/pay-and-play/start',
      headers: { host: options.host ?? HOST, 'x-captcha-token': await solveCaptcha(app) },
      payload: {
        amount: options.amount ?? '50',
        currency_id: options.currency ?? 7,
        state,
        lang: options.lang ?? 'en',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { state, url: new URL(res.json<{ data: { url: string } }>().data.url, BACK) };
  }

  /** The round trip a browser makes: the bank's page, the payer's answers, back with a reference. */
  async function pay(
    options: {
      amount?: string;
      currency?: [number, string];
      birthday?: string;
      name?: string;
    } = {},
  ) {
    const { state, url } = await start({
      amount: options.amount,
      currency: options.currency?.[0],
    });
    const page = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { host: HOST },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain(
      `Pay ${Number(options.amount ?? 50).toFixed(2)} ${options.currency?.[1] ?? 'KZT'} to Betframe`,
    );
    const confirm = await app.inject({
      method: 'GET',
      url: `/bank-standin/confirm?${query({ start: url.searchParams.get('start')!, bank: 'north', name: options.name ?? 'Aigerim Bekova', birthday: options.birthday ?? '1990-05-17' })}`,
      headers: { host: HOST },
    });
    expect(confirm.statusCode, confirm.body).toBe(302);
    const back = new URL(String(confirm.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:8080/en/registration');
    expect(back.searchParams.get('type')).toBe('pay_and_play');
    expect(back.searchParams.get('state')).toBe(state);
    return back.searchParams.get('payment_reference') as string;
  }

  /** The registration after the bank: the payment's start spent the captcha, none is sent again. */
  const register = async (fields: Record<string, unknown>, captcha?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/web/registration/v1/register',
      headers: { host: HOST, ...(captcha ? { 'x-captcha-token': captcha } : {}) },
      payload: {
        type: 'pay_and_play',
        fields: { country_id: 1, currency_id: 7, 'agree-policy': true, ...fields },
      },
    });

  it('opens an account funded by the payment, named by the bank, logged in; the reference is good once', async () => {
    const reference = await pay({ amount: '75.5' });
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
      `SELECT (SELECT COALESCE(SUM(e.amount), 0) FROM ledger_entries e WHERE e.account_id = a.id)::float8 AS balance,
              a.currency_id FROM accounts a WHERE a.player_id = $1 AND a.kind = 'main'`,
      [userId],
    );
    expect(account).toEqual({ balance: 75.5, currency_id: 7 });
    // The registration's deposit is the first: it brings the welcome bonus (100 % in the base variant).
    const [bonus] = await app.db.query<{ amount: string; source: string }>(
      'SELECT amount::text AS amount, source FROM bonuses WHERE player_id = $1',
      [userId],
    );
    expect([Number(bonus?.amount), bonus?.source]).toEqual([75.5, 'welcome']);

    // Used up, the payment stands for no captcha; with one, it is still refused.
    const again = await register({ payment_reference: reference });
    expect(again.json()).toMatchObject({ message: 'captcha_required' });
    const withCaptcha = await register({ payment_reference: reference }, await solveCaptcha(app));
    expect(withCaptcha.statusCode).toBe(422);
    expect(withCaptcha.json()).toMatchObject({ message: 'error_payment_reference' });
  });

  it('refuses a registration without a payment, or with a made-up reference', async () => {
    for (const fields of [{}, { payment_reference: 'PNP-made-up' }]) {
      expect((await register(fields)).json()).toMatchObject({ message: 'captcha_required' });
      const res = await register(fields, await solveCaptcha(app));
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

  it('takes amount, currency and the way back from the start only, once, with a real date of birth', async () => {
    const { url } = await start({ amount: '10' });
    const id = url.searchParams.get('start')!;
    // Whatever else the address bar says, the bank pays the started amount back to this site.
    const tampered = await app.inject({
      method: 'GET',
      url: `/bank-standin/pay?${query({ start: id, amount: 1000000 })}`,
      headers: { host: HOST },
    });
    expect(tampered.statusCode).toBe(400);
    const badDay = await app.inject({
      method: 'GET',
      url: `/bank-standin/confirm?${query({ start: id, bank: 'north', name: 'Ann Lee', birthday: '1990-02-30' })}`,
      headers: { host: HOST },
    });
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json()).toMatchObject({
      errors: [{ detail: 'birthday must be a past calendar date' }],
    });
    const answers = { start: id, bank: 'south', name: 'Ann Lee', birthday: '1990-02-03' };
    const paid = await app.inject({
      method: 'GET',
      url: `/bank-standin/confirm?${query(answers)}`,
      headers: { host: HOST },
    });
    expect(paid.statusCode).toBe(302);
    const reference = new URL(String(paid.headers.location)).searchParams.get('payment_reference');
    const [payment] = await app.db.query<{ amount: string }>(
      'SELECT amount::text AS amount FROM bank_payments WHERE reference = $1',
      [reference],
    );
    expect(payment?.amount).toBe('10.00');
    // Paid once: a second confirmation (a double click at the bank) finds nothing to pay.
    const twice = await app.inject({
      method: 'GET',
      url: `/bank-standin/confirm?${query(answers)}`,
      headers: { host: HOST },
    });
    expect(twice.statusCode).toBe(404);
    // Another partner's site does not know this start.
    const elsewhere = await app.inject({
      method: 'GET',
      url: `/bank-standin/pay?${query({ start: id })}`,
      headers: { host: 'britannia.localhost:8080' },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('opens the account with what the platform started, whatever amount and currency the confirmation names', async () => {
    const { url } = await start({ amount: '50' });
    const id = url.searchParams.get('start')!;
    const payer = { bank: 'north', name: 'Ann Lee', birthday: '1990-02-03' };
    // The probe's address: an amount and a currency of its own, with and without the start.
    const forged = { amount: 1_000_000, currency_id: 10 };
    for (const params of [
      { ...payer, ...forged },
      { start: id, ...payer, ...forged },
    ]) {
      const res = await app.inject({
        method: 'GET',
        url: `/bank-standin/confirm?${query(params)}`,
        headers: { host: HOST },
      });
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
    }
    const paid = await app.inject({
      method: 'GET',
      url: `/bank-standin/confirm?${query({ start: id, ...payer })}`,
      headers: { host: HOST },
    });
    const reference = new URL(String(paid.headers.location)).searchParams.get('payment_reference');
    const dollars = await register({ payment_reference: reference, currency_id: 10 });
    expect(dollars.json()).toMatchObject({ message: 'error_payment_currency' });
    const res = await register({ payment_reference: reference });
    expect(res.statusCode, res.body).toBe(200);
    const { userId } = res.json<{ data: { attributes: { userId: number } } }>().data.attributes;
    const accounts = await app.db.query<{ balance: number; currency_id: number }>(
      `SELECT (SELECT COALESCE(SUM(e.amount), 0) FROM ledger_entries e WHERE e.account_id = a.id)::float8 AS balance,
              a.currency_id FROM accounts a WHERE a.player_id = $1 AND a.kind = 'main'`,
      [userId],
    );
    expect(accounts).toEqual([{ balance: 50, currency_id: 7 }]);
  });

  it('speaks the payer’s language, mirrored for Arabic, and cancels back to the site', async () => {
    const { url, state } = await start({ amount: '10', lang: 'ar' });
    const page = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { host: HOST },
    });
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('مصرفك');
    expect(page.body).toContain(
      `ar/registration?type=pay_and_play&#38;error=access_denied&#38;state=${state}`,
    );
    const css = await app.inject({ method: 'GET', url: '/standin/page.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });
});
