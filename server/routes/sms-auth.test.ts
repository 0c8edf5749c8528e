import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectContract } from '../testing/contract-assert.ts';
import { lastCode, solveCaptcha } from '../testing/registration-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';
import { CODE_LIMITS } from '../verification/codes.ts';

describe.each(testDbKinds())('phone confirmation codes on %s', (kind) => {
  let app: FastifyInstance;
  let n = 0;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' }, kind);
  });
  afterAll(() => app.close());
  // A fresh Kazakh mobile number per test (10 national digits, starting with 7).
  const newPhone = () => `+7 701 ${kind === 'pglite' ? 1 : 2}${String(++n).padStart(6, '0')}`;
  /** A registration code's send, behind a solved captcha (the base variant asks for one). */
  const send = async (phone: string, host = 'localhost:8080', captcha: string | null = '') =>
    app.inject({
      method: 'POST',
      url: '/sms-auth/send-code',
      headers: {
        host,
        ...(captcha === null ? {} : { 'x-captcha-token': captcha || (await solveCaptcha(app)) }),
      },
      payload: { phone },
    });
  /** The recipient's latest code as if sent `seconds` ago (the cool-down passes without waiting). */
  const age = (phone: string, seconds: number) =>
    app.db.query(
      'UPDATE verification_codes SET sent_at = sent_at - make_interval(secs => $2) WHERE recipient = $1',
      [`+${phone.replace(/\D/g, '')}`, seconds],
    );
  const check = (phone: string, code: string) =>
    app.inject({ method: 'POST', url: '/sms-auth/check-code', payload: { phone, code } });

  it("sends a code of the variant's length (6 digits unless it says otherwise) to the outbox, in the visitor's language", async () => {
    const phone = newPhone();
    const res = await send(phone);
    expect(res.statusCode).toBe(200);
    expectContract('sms-auth', 'sendCodeResponse', res.json());
    expect(res.json()).toEqual({
      success: true,
      data: { codeLength: 6, expiresIn: 300, resendIn: 60 },
    });
    const outbox = await app.inject({
      method: 'GET',
      url: `/__dev/outbox?to=${encodeURIComponent(phone)}`,
    });
    expectContract('dev', 'outboxResponse', outbox.json());
    expect(outbox.json<{ data: { body: string; channel: string }[] }>().data[0]).toMatchObject({
      channel: 'sms',
      body: expect.stringMatching(/^\d{6} — ваш код Betframe/) as string,
    });
    const british = '+44 7700 900' + String(100 + n);
    await send(british, 'britannia.localhost:8080');
    expect(await lastCode(app, british)).toMatch(/^\d{6}$/);
    const kazakh = newPhone();
    await send(kazakh, 'kz.localhost:8080');
    expect(await lastCode(app, kazakh)).toMatch(/^\d{6}$/);
  });

  it('confirms the right code with a proof token', async () => {
    const phone = newPhone();
    await send(phone);
    const res = await check(phone, await lastCode(app, phone));
    expect(res.statusCode).toBe(200);
    expectContract('sms-auth', 'checkCodeResponse', res.json());
    // The same code cannot be used twice.
    expect((await check(phone, await lastCode(app, phone))).json()).toMatchObject({
      validation_errors: { code: ['auth_code_expired'] },
    });
  });

  it('refuses a resend within the cool-down with 429 and the seconds to wait', async () => {
    const phone = newPhone();
    await send(phone);
    const again = await send(phone);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
    expect(again.json()).toMatchObject({ success: false, message: 'sms_code_resend_wait' });
  });

  it('sends a registration code only behind a solved captcha, which the send spends; its resend needs none', async () => {
    const phone = newPhone();
    const bare = await send(phone, 'localhost:8080', null);
    expect(bare.statusCode).toBe(422);
    expect(bare.json()).toMatchObject({ message: 'captcha_required' });
    const token = await solveCaptcha(app);
    expect((await send(phone, 'localhost:8080', token)).statusCode).toBe(200);
    // Spent by that send: it cannot open a code to another number.
    const reused = await send(newPhone(), 'localhost:8080', token);
    expect(reused.json()).toMatchObject({ message: 'captcha_invalid' });
    // The resend of that code, past the cool-down, stands behind the same captcha.
    await age(phone, CODE_LIMITS.resendAfter + 1);
    expect((await send(phone, 'localhost:8080', null)).statusCode).toBe(200);
  });

  it('leaves the captcha unspent when the limits refuse the send', async () => {
    const phone = newPhone();
    await send(phone);
    const token = await solveCaptcha(app);
    const early = await send(phone, 'localhost:8080', token);
    expect(early.statusCode).toBe(429);
    expect((await send(newPhone(), 'localhost:8080', token)).statusCode).toBe(200);
  });

  it('counts wrong codes and locks the code after five', async () => {
    const phone = newPhone();
    await send(phone);
    const right = await lastCode(app, phone);
    const wrong = right === '0000' ? '1111' : '0000';
    for (let i = 4; i >= 1; i--) {
      const res = await check(phone, wrong);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        validation_errors: { code: ['auth_incorrect_code'] },
        attempts_left: i,
      });
    }
    expect((await check(phone, wrong)).statusCode).toBe(429);
    expect((await check(phone, right)).statusCode).toBe(429);
  });

  it('limits the codes one address asks for in an hour, whatever the phones, and no other address', async () => {
    const from = async (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/sms-auth/send-code',
        headers: { host: 'localhost:8080', 'x-captcha-token': await solveCaptcha(app) },
        payload: { phone: newPhone() },
        remoteAddress,
      });
    for (let i = 0; i < CODE_LIMITS.maxSendsPerIpPerHour; i++)
      expect((await from('10.9.0.1')).statusCode).toBe(200);
    const limited = await from('10.9.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ retry_after: number }>().retry_after).toBeGreaterThan(3500);
    expect((await from('10.9.0.2')).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const phone = newPhone();
    await send(phone);
    await app.db.query(
      "UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE recipient = $1",
      [`+${phone.replace(/\D/g, '')}`],
    );
    expect((await check(phone, await lastCode(app, phone))).json()).toMatchObject({
      validation_errors: { code: ['auth_code_expired'] },
    });
  });

  it('refuses a number that is not a phone of a known country, and a malformed body', async () => {
    const bad = await send('+7 123');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ validation_errors: { phone: ['phone_min_length'] } });
    const wrongStart = await send('+7 801 555 0000');
    expect(wrongStart.json()).toMatchObject({
      validation_errors: { phone: ['phone_wrong_start'] },
    });
    const missing = await app.inject({ method: 'POST', url: '/sms-auth/send-code', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: [{ detail: 'body /phone: is required' }] });
  });
});

describe('the dev outbox in production', () => {
  it('does not exist', async () => {
    const app = await buildTestServer({ distDir: '/nonexistent', production: true });
    const res = await app.inject({ method: 'GET', url: '/__dev/outbox?to=%2B77010000001' });
    expect(res.statusCode).toBe(404);
    await app.close();
  });
});
