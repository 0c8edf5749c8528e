import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { solveCaptcha } from '../testing/registration-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const BOLA = 'bola.localhost:8080';

describe.each(testDbKinds())('Bola’s CPF on registration, on %s', (kind) => {
  let app: FastifyInstance;
  let n = 0;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' }, kind);
  });
  afterAll(() => app.close());

  const fullReg = (cpf: string) => ({
    country_id: 32,
    currency_id: 27,
    name: 'João',
    surname: 'Silva',
    cpf,
    date_birthday: '1990-05-17',
    email: `cpf${++n}.${kind}@example.com`,
    phone: `+55 11 9${kind === 'pglite' ? 1 : 2}${String(n).padStart(3, '0')}-4321`,
    password: 'Secret-pass-9',
    password_again: 'Secret-pass-9',
    'agree-policy': true,
  });

  const register = async (fields: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/web/registration/v1/register',
      headers: { host: BOLA, 'x-captcha-token': await solveCaptcha(app) },
      payload: { type: 'full_reg', fields },
    });

  it('refuses a CPF whose check digits do not fit (the same rule the browser runs)', async () => {
    const res = await register(fullReg('123.456.789-00'));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      validation_errors: { cpf: ['validation_cpf_invalid'] },
    });
  });

  it('registers a valid CPF and stores its digits only', async () => {
    const res = await register(fullReg('529.982.247-25'));
    expect(res.statusCode, res.body).toBe(200);
    const { userId } = res.json<{ data: { attributes: { userId: number } } }>().data.attributes;
    const [player] = await app.db.query<{ fields: Record<string, unknown> }>(
      'SELECT fields FROM players WHERE id = $1',
      [userId],
    );
    expect(player?.fields.cpf).toBe('52998224725');
  });
});
