import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PLAYER } from '../db/seed.ts';
import { lastCode } from '../testing/registration-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const host = 'localhost:8080';
/** The demo player's phone as a Kazakh visitor types it: national, no country code. */
const NATIONAL = '701 000 00 01';

describe.each(testDbKinds())('a phone in the national format on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' }, kind);
  });
  afterAll(() => app.close());

  const post = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, headers: { host }, payload });

  it('gets a sign-in code and signs in, as the visitor’s country writes it', async () => {
    const sent = await post('/sms-auth/send-code', { phone: NATIONAL, purpose: 'login' });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await lastCode(app, DEMO_PLAYER.phone);
    const checked = await post('/sms-auth/check-code', {
      phone: NATIONAL,
      code,
      purpose: 'login',
    });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toMatchObject({ success: true, userId: 1 });
  });

  it('signs in by phone and password', async () => {
    const res = await post('/user/auth', {
      type: 'phone_number',
      login: '7010000001',
      password: DEMO_PLAYER.password,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('still names the rule a number breaks, with its own length', async () => {
    const res = await post('/sms-auth/send-code', { phone: '701 000', purpose: 'login' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ validation_errors: { phone: ['phone_min_length'] } });
  });
});
