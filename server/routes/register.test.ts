import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { verifyPassword } from '../auth/password.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { confirmPhone, solveCaptcha } from '../testing/registration-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

describe.each(testDbKinds())('POST /api/web/registration/v1/register on %s', (kind) => {
  let app: FastifyInstance;
  let n = 0;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' }, kind);
  });
  afterAll(() => app.close());

  const uniquePhone = () => `+7 702 ${kind === 'pglite' ? 1 : 2}${String(++n).padStart(6, '0')}`;
  const uniqueEmail = () => `player${++n}.${kind}@example.com`;

  async function fullReg(overrides: Record<string, unknown> = {}) {
    const phone = uniquePhone();
    return {
      country_id: 1,
      currency_id: 7,
      name: 'Aigerim',
      surname: "O'Neil",
      date_birthday: '1990-05-17',
      email: uniqueEmail(),
      phone,
      password: 'Secret-pass-9',
      password_again: 'Secret-pass-9',
      'agree-policy': true,
      receive_news: false,
      phone_confirmation: await confirmPhone(app, phone),
      ...overrides,
    };
  }

  async function register(
    type: string,
    fields: Record<string, unknown>,
    options: { captcha?: string | null; host?: string } = {},
  ) {
    const captcha = options.captcha === undefined ? await solveCaptcha(app) : options.captcha;
    return app.inject({
      method: 'POST',
      url: '/api/web/registration/v1/register',
      headers: {
        host: options.host ?? 'localhost:8080',
        ...(captcha ? { 'x-captcha-token': captcha } : {}),
      },
      payload: { type, fields },
    });
  }

  it('registers a player: hashed password, stored fields, an account in the chosen currency', async () => {
    const fields = await fullReg();
    const res = await register('full_reg', fields);
    expect(res.statusCode, res.body).toBe(200);
    expectContract('registration', 'registerResponse', res.json());
    const { userId, password } = res.json<{
      data: { attributes: { userId: number; password: string } };
    }>().data.attributes;
    expect(Buffer.from(password, 'base64').toString('utf8')).toBe('Secret-pass-9');
    const [player] = await app.db.query<{
      email: string;
      phone: string;
      password_hash: string;
      fields: Record<string, unknown>;
      phone_confirmed: boolean;
      registration_type: string;
    }>(
      'SELECT email, phone, password_hash, fields, phone_confirmed, registration_type FROM players WHERE id = $1',
      [userId],
    );
    expect(player).toMatchObject({
      email: fields.email,
      phone: `+${String(fields.phone).replace(/\D/g, '')}`,
      phone_confirmed: true,
      registration_type: 'full_reg',
    });
    expect(await verifyPassword('Secret-pass-9', player!.password_hash)).toBe(true);
    expect(player!.fields).toMatchObject({
      name: 'Aigerim',
      surname: "O'Neil",
      date_birthday: '1990-05-17',
    });
    expect(player!.fields).not.toHaveProperty('password');
    expect(player!.fields).not.toHaveProperty('phone_confirmation');
    const accounts = await app.db.query<{ currency_id: number }>(
      'SELECT currency_id FROM accounts WHERE player_id = $1',
      [userId],
    );
    expect(accounts).toEqual([{ currency_id: 7 }]);
  });

  it('generates a password for a type without one (one-click) and returns it once', async () => {
    const res = await register('fast_reg', {
      country_id: 1,
      currency_id: 10,
      'agree-policy': true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { userId, password } = res.json<{
      data: { attributes: { userId: number; password: string } };
    }>().data.attributes;
    const plain = Buffer.from(password, 'base64').toString('utf8');
    expect(plain).toMatch(/^[A-Za-z0-9]{10}$/);
    const [player] = await app.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM players WHERE id = $1',
      [userId],
    );
    expect(await verifyPassword(plain, player!.password_hash)).toBe(true);
  });

  it('names every failing rule, with the message keys of the field definitions', async () => {
    const res = await register(
      'full_reg',
      await fullReg({
        email: 'gmail.com',
        password_again: 'other',
        name: 'R2D2',
        'agree-policy': false,
        date_birthday: '2015-01-01',
        surname: '',
      }),
    );
    expect(res.statusCode).toBe(422);
    expectContract('common', 'errorResponse', res.json());
    expect(res.json<{ validation_errors: Record<string, string[]> }>().validation_errors).toEqual({
      email: ['validation_email_at_symbol'],
      password_again: ['validation_passwords_differ'],
      name: ['password_available_symbols'],
      'agree-policy': ['required'],
      date_birthday: ['validation_min_age'],
      surname: ['required'],
    });
  });

  it('refuses unknown fields, values of the wrong type and options not offered', async () => {
    const unknown = await register('full_reg', await fullReg({ favourite_team: 'Kairat' }));
    expect(unknown.json()).toMatchObject({
      validation_errors: { favourite_team: ['validation_unknown_field'] },
    });
    const wrongType = await register('full_reg', await fullReg({ email: 42, currency_id: 999 }));
    expect(wrongType.json()).toMatchObject({
      validation_errors: {
        email: ['validation_enter_correct_email'],
        currency_id: ['validation_unknown_option'],
      },
    });
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/web/registration/v1/register',
      payload: { type: 'full_reg', fields: 'all' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      errors: [{ detail: 'body /fields: must be object' }],
    });
    const noType = await app.inject({
      method: 'POST',
      url: '/api/web/registration/v1/register',
      payload: { fields: {} },
    });
    expect(noType.json()).toMatchObject({ errors: [{ detail: 'body /type: is required' }] });
  });

  it('refuses an e-mail or phone already registered with the partner, not with another partner', async () => {
    const first = await fullReg();
    expect((await register('full_reg', first)).statusCode).toBe(200);
    const sameEmail = await register(
      'full_reg',
      await fullReg({ email: String(first.email).toUpperCase() }),
    );
    expect(sameEmail.json()).toMatchObject({
      validation_errors: { email: ['validation_email_taken'] },
    });
    const demoPhone = await register(
      'full_reg',
      await fullReg({ phone: '+7 701 000 00 01', phone_confirmation: 'x' }),
    );
    expect(demoPhone.json()).toMatchObject({
      validation_errors: { phone: ['validation_phone_taken'] },
    });
    const otherPartner = await register(
      'fast_reg',
      { country_id: 1, currency_id: 10, 'agree-policy': true },
      { host: 'sahara.localhost:8080' },
    );
    expect(otherPartner.statusCode).toBe(200);
  });

  it('needs a solved captcha, once', async () => {
    const token = await solveCaptcha(app);
    expect(
      (
        await register(
          'fast_reg',
          { country_id: 1, currency_id: 7, 'agree-policy': true },
          { captcha: token },
        )
      ).statusCode,
    ).toBe(200);
    const reused = await register(
      'fast_reg',
      { country_id: 1, currency_id: 7, 'agree-policy': true },
      { captcha: token },
    );
    expect(reused.json()).toMatchObject({
      message: 'captcha_invalid',
      validation_errors: { captcha: ['captcha_invalid'] },
    });
    const missing = await register(
      'fast_reg',
      { country_id: 1, currency_id: 7, 'agree-policy': true },
      { captcha: null },
    );
    expect(missing.json()).toMatchObject({ message: 'captcha_required' });
  });

  it('needs the phone confirmed when the variant asks, with a proof for that very number', async () => {
    const unconfirmed = await register(
      'full_reg',
      await fullReg({ phone_confirmation: undefined }),
    );
    expect(unconfirmed.json()).toMatchObject({
      validation_errors: { phone: ['phone_not_confirmed'] },
    });
    const otherProof = await fullReg();
    const mismatched = await register(
      'full_reg',
      await fullReg({ phone_confirmation: otherProof.phone_confirmation }),
    );
    expect(mismatched.json()).toMatchObject({
      validation_errors: { phone: ['phone_not_confirmed'] },
    });
  });

  it('takes the captcha the phone’s code was sent behind: no second captcha, for that number only', async () => {
    // The SMS code's send spent the captcha; the proof it earned stands for it.
    const confirmed = await register('full_reg', await fullReg(), { captcha: null });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // A proof of another number stands for nothing here: the registration needs its own captcha.
    const otherProof = await fullReg();
    const mismatched = await register(
      'full_reg',
      await fullReg({ phone_confirmation: otherProof.phone_confirmation }),
      { captcha: null },
    );
    expect(mismatched.json()).toMatchObject({ message: 'captcha_required' });
    // A proof earned without a captcha (the variant asked for none then) does not stand for one.
    const fields = await fullReg();
    await app.db.query('UPDATE verification_codes SET captcha_challenge = NULL WHERE proof = $1', [
      fields.phone_confirmation,
    ]);
    const uncovered = await register('full_reg', fields, { captcha: null });
    expect(uncovered.json()).toMatchObject({ message: 'captcha_required' });
    expect((await register('full_reg', fields)).statusCode).toBe(200);
  });

  it('takes a region of the chosen country and a city of the chosen region only', async () => {
    const foreign = await register('full_reg', await fullReg({ region_id: 110, city_id: 1003 }));
    expect(foreign.statusCode, foreign.body).toBe(422);
    expect(foreign.json()).toMatchObject({
      validation_errors: {
        region_id: ['validation_unknown_option'],
        city_id: ['validation_unknown_option'],
      },
    });
    // full-v1's definitions declare nothing: the spec table gives them the same dependencies.
    const wrongCity = await register('full-v1', await fullReg({ region_id: 101, city_id: 1009 }));
    expect(wrongCity.statusCode, wrongCity.body).toBe(422);
    expect(wrongCity.json<{ validation_errors: unknown }>().validation_errors).toEqual({
      city_id: ['validation_unknown_option'],
    });
    const res = await register('full_reg', await fullReg({ region_id: 101, city_id: 1003 }));
    expect(res.statusCode, res.body).toBe(200);
    const { userId } = res.json<{ data: { attributes: { userId: number } } }>().data.attributes;
    const [player] = await app.db.query<{ fields: Record<string, unknown> }>(
      'SELECT fields FROM players WHERE id = $1',
      [userId],
    );
    expect(player!.fields).toMatchObject({ region_id: 101, city_id: 1003 });
  });

  it('neither checks nor stores the values of hidden fields', async () => {
    // city_id shows only once a region is chosen (a default-case child of region_id).
    const res = await register('full_reg', await fullReg({ city_id: 1001 }));
    expect(res.statusCode, res.body).toBe(200);
    const { userId } = res.json<{ data: { attributes: { userId: number } } }>().data.attributes;
    const [player] = await app.db.query<{ fields: Record<string, unknown> }>(
      'SELECT fields FROM players WHERE id = $1',
      [userId],
    );
    expect(player!.fields).not.toHaveProperty('city_id');
  });

  it('refuses a type the variant does not offer', async () => {
    const res = await register('soc_reg', {}, { host: 'kz.localhost:8080' });
    expect(res.json()).toMatchObject({ validation_errors: { type: ['error_registration_type'] } });
  });

  it('lets exactly one of several simultaneous registrations with one e-mail through', async () => {
    const email = uniqueEmail();
    const attempts = await Promise.all(
      Array.from({ length: 4 }, async () => register('full_reg', await fullReg({ email }))),
    );
    expect(attempts.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422]);
    const [{ count } = { count: 0 }] = await app.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM players WHERE email = $1',
      [email],
    );
    expect(count).toBe(1);
  });
});

describe('POST register: the welcome bonus choice', () => {
  it('accepts a welcome bonus code of the variant, stores it, and refuses an unknown one', async () => {
    const app = await buildTestServer({ distDir: '/nonexistent' });
    try {
      const fields = { country_id: 1, currency_id: 7, 'agree-policy': true };
      const send = async (bonus: string) =>
        app.inject({
          method: 'POST',
          url: '/api/web/registration/v1/register',
          headers: { 'x-captcha-token': await solveCaptcha(app) },
          payload: { type: 'fast_reg', fields: { ...fields, bonus_choice: bonus } },
        });
      const ok = await send('CASINO150');
      expect(ok.statusCode).toBe(200);
      const [player] = await app.db.query<{ fields: Record<string, unknown> }>(
        'SELECT fields FROM players WHERE id = $1',
        [ok.json<{ data: { attributes: { userId: number } } }>().data.attributes.userId],
      );
      expect(player?.fields.bonus_choice).toBe('CASINO150');
      expect((await send('FREEMONEY')).json()).toMatchObject({
        validation_errors: { bonus_choice: ['validation_unknown_option'] },
      });
    } finally {
      await app.close();
    }
  });
});
