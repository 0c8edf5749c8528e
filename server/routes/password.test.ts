import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SESSION_COOKIE } from '../auth/sessions.ts';
import { serviceTokenOf } from '../testing/service-token-helpers.ts';
import { newPlayer } from '../testing/sign-in-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const host = 'localhost:8080';
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe.each(testDbKinds())('password change on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' }, kind);
  });
  afterAll(() => app.close());

  async function device(id: string, password: string) {
    const res = await app.inject({
      method: 'POST',
      url: '/user/auth',
      headers: { host },
      payload: { type: 'id', login: id, password },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
    return { host, authorization: `Bearer ${await serviceTokenOf(app, cookie)}` };
  }
  const change = (headers: Record<string, string>, body: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: '/api/web/user/v1/password', headers, payload: body });

  it('changes the password with the old one, and can end every other session', async () => {
    const { id, password } = await newPlayer(app);
    const here = await device(id, password);
    const elsewhere = await device(id, password);
    const res = await change(here, {
      old_password: b64(password),
      password: b64('Nouveau-mot-2'),
      password_confirmation: b64('Nouveau-mot-2'),
      end_other_sessions: true,
    });
    expect(res.json()).toEqual({ success: true });
    expect(
      (await app.inject({ method: 'GET', url: '/api/web/user/v1/settings', headers: elsewhere }))
        .statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/web/user/v1/settings', headers: here }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/user/auth',
          headers: { host },
          payload: { type: 'id', login: id, password },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/user/auth',
          headers: { host },
          payload: { type: 'id', login: id, password: 'Nouveau-mot-2' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('names what is wrong: old password, a weak one, a mismatch, the same one, not base64', async () => {
    const { id, password } = await newPlayer(app);
    const headers = await device(id, password);
    const cases: [Record<string, unknown>, number, Record<string, string[]> | string][] = [
      [
        {
          old_password: b64('wrong-1234'),
          password: b64('Good-pass-1'),
          password_confirmation: b64('Good-pass-1'),
        },
        422,
        { old_password: ['password_old_wrong'] },
      ],
      [
        {
          old_password: b64(password),
          password: b64('short1'),
          password_confirmation: b64('short1'),
        },
        422,
        { password: ['password_too_short'] },
      ],
      [
        {
          old_password: b64(password),
          password: b64('onlyletters'),
          password_confirmation: b64('onlyletters'),
        },
        422,
        { password: ['password_letters_digits'] },
      ],
      [
        {
          old_password: b64(password),
          password: b64('Good-pass-1'),
          password_confirmation: b64('Good-pass-2'),
        },
        422,
        { password_confirmation: ['password_mismatch'] },
      ],
      [
        {
          old_password: b64(password),
          password: b64(password),
          password_confirmation: b64(password),
        },
        422,
        { password: ['password_same'] },
      ],
      [
        {
          old_password: '***',
          password: b64('Good-pass-1'),
          password_confirmation: b64('Good-pass-1'),
        },
        400,
        'body /old_password: must be base64',
      ],
    ];
    for (const [body, status, expected] of cases) {
      const res = await change(headers, body);
      expect(res.statusCode, res.body).toBe(status);
      if (typeof expected === 'string')
        expect(res.json<{ errors: { detail: string }[] }>().errors[0]?.detail).toBe(expected);
      else expect(res.json()).toMatchObject({ validation_errors: expected });
      expect(res.body).not.toContain(password);
    }
  });

  it('stops guessing the old password after five wrong tries', async () => {
    const { id, password } = await newPlayer(app);
    const headers = await device(id, password);
    const wrong = {
      old_password: b64('wrong-1234'),
      password: b64('Good-pass-1'),
      password_confirmation: b64('Good-pass-1'),
    };
    for (let i = 0; i < 5; i++) expect((await change(headers, wrong)).statusCode).toBe(422);
    expect((await change(headers, { ...wrong, old_password: b64(password) })).statusCode).toBe(429);
  });
});
