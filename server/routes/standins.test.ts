import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ConfigurationError } from '../app.ts';
import { STANDINS_IN_PRODUCTION_WARNING } from '../standin/standins-setting.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { solveCaptcha } from '../testing/registration-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const host = 'localhost:8080';
const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
/** Production serves its sites over https (behind a proxy that says so): the only callback it takes. */
const socialOf = (production: boolean) => ({
  provider: 'google',
  redirect_uri: `${production ? 'https' : 'http'}://${host}/en/social/callback`,
  state: 'state-1234',
});
const headersOf = (production: boolean) =>
  production ? { host, 'x-forwarded-proto': 'https' } : { host };
/** A started deposit's id: a real one where the bank takes payments, else one of the right shape. */
async function depositStart(
  app: FastifyInstance,
  on: boolean,
  production: boolean,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/web/registration/v1/pay-and-play/start',
    headers: { ...headersOf(production), 'x-captcha-token': await solveCaptcha(app) },
    payload: { amount: '50', currency_id: 7, state: 'state-1234', lang: 'en' },
  });
  if (!on) {
    // No bank takes payments: the platform says so instead of sending the payer nowhere.
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'error_payment_provider' });
    return `PNS-${'x'.repeat(24)}`;
  }
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json<{ data: { url: string } }>().data.url, `http://${host}`).searchParams.get(
    'start',
  )!;
}

/** One request to every stand-in: each mints nothing unless its route exists. */
const standinCalls = (start: string, production: boolean) => [
  { method: 'GET', url: '/captcha-standin/recaptcha.js' },
  { method: 'GET', url: '/standin/page.css' },
  { method: 'GET', url: '/microfrontend-demo/' },
  { method: 'GET', url: '/microfrontend-demo/demo.js' },
  { method: 'GET', url: '/seo-standin/counter.js' },
  { method: 'POST', url: '/seo-standin/counter/hit', payload: { counter: 'c-1', page: '/' } },
  { method: 'GET', url: '/__dev/counter-hits?counter=c-1' },
  { method: 'GET', url: `/oauth/auth?${query(socialOf(production))}` },
  {
    method: 'POST',
    url: '/oauth/approve',
    form: query({
      ...socialOf(production),
      name: 'Ann Lee',
      email: 'ann@example.com',
      password: 'p',
    }),
  },
  { method: 'GET', url: `/bank-standin/pay?${query({ start, lang: 'en' })}` },
  {
    method: 'GET',
    url: `/bank-standin/confirm?${query({ start, bank: 'north', name: 'Ann Lee', birthday: '1990-05-17' })}`,
  },
];

/** Builds a server with BETFRAME_STANDINS as given (unset when undefined) and its warnings. */
async function serverWith(
  value: string | undefined,
  production: boolean,
  kind: Parameters<typeof buildTestServer>[1],
  distDir = '/nonexistent',
) {
  const warnings: string[] = [];
  const before = process.env.BETFRAME_STANDINS;
  if (value === undefined) delete process.env.BETFRAME_STANDINS;
  else process.env.BETFRAME_STANDINS = value;
  try {
    const app = await buildTestServer(
      {
        distDir,
        production,
        trustProxy: 'loopback',
        logger: {
          level: 'warn',
          stream: { write: (line: string) => void warnings.push(line) },
        },
      },
      kind,
    );
    return { app, warnings };
  } finally {
    if (before === undefined) delete process.env.BETFRAME_STANDINS;
    else process.env.BETFRAME_STANDINS = before;
  }
}

describe.each(testDbKinds())('BETFRAME_STANDINS on %s', (kind) => {
  const matrix = [
    { name: 'unset outside production', value: undefined, production: false, on: true },
    { name: 'unset in production', value: undefined, production: true, on: false },
    { name: 'on in production', value: 'on', production: true, on: true },
    { name: 'off outside production', value: 'off', production: false, on: false },
  ];

  describe.each(matrix)('$name', ({ value, production, on }) => {
    let app: FastifyInstance;
    let warnings: string[];
    beforeAll(async () => {
      ({ app, warnings } = await serverWith(value, production, kind));
    });
    afterAll(() => app.close());

    it(on ? 'serves every stand-in' : 'has none of them: each is the JSON 404', async () => {
      for (const call of standinCalls(await depositStart(app, on, production), production)) {
        // The dev counter read-out exists outside production only, with the counter.
        if (call.url.startsWith('/__dev/') && production) continue;
        const res = await app.inject({
          method: call.method as 'GET' | 'POST',
          url: call.url,
          ...('payload' in call ? { payload: call.payload } : {}),
          ...('form' in call ? { payload: call.form } : {}),
          headers: {
            ...headersOf(production),
            ...('form' in call ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
        });
        if (on) {
          expect(res.statusCode, `${call.method} ${call.url}: ${res.body}`).not.toBe(404);
          expect(res.statusCode, `${call.method} ${call.url}: ${res.body}`).toBeLessThan(400);
        } else {
          expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
          expectContract('common', 'errorResponse', res.json());
          expect(res.json()).toMatchObject({ success: false, message: 'error_not_found' });
        }
      }
    });

    it(
      on
        ? 'exchanges provider codes at /socauth/auth'
        : 'refuses every /socauth/auth exchange: no provider runs',
      async () => {
        const res = await app.inject({
          method: 'POST',
          url: '/socauth/auth',
          headers: headersOf(production),
          payload: {
            provider: 'google',
            code: 'not-a-code',
            redirect_uri: socialOf(production).redirect_uri,
          },
        });
        expectContract('common', 'errorResponse', res.json());
        if (on) expect(res.json()).toMatchObject({ message: 'error_social_code' });
        else expect(res.json()).toMatchObject({ message: 'error_social_provider' });
      },
    );

    it(
      on && production
        ? 'warns at start that they hand out money and identities'
        : 'starts without the warning',
      () => {
        const warned = warnings.some((line) => line.includes(STANDINS_IN_PRODUCTION_WARNING));
        expect(warned).toBe(on && production);
      },
    );
  });

  it('off, a page navigation to a stand-in is the JSON 404 too, not the app', async () => {
    const distDir = mkdtempSync(join(tmpdir(), 'betframe-dist-'));
    writeFileSync(
      join(distDir, 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    const { app } = await serverWith('off', false, kind, distDir);
    try {
      const page = await app.inject({
        method: 'GET',
        url: `/oauth/auth?${query(socialOf(false))}`,
        headers: { host, accept: 'text/html' },
      });
      expect(page.statusCode).toBe(404);
      expectContract('common', 'errorResponse', page.json());
      const appPage = await app.inject({
        method: 'GET',
        url: '/en/no-such-page',
        headers: { host, accept: 'text/html' },
      });
      expect(appPage.headers['content-type']).toMatch(/^text\/html/);
    } finally {
      await app.close();
      rmSync(distDir, { recursive: true, force: true });
    }
  });

  it('refuses to start with a value that is neither on nor off', async () => {
    await expect(serverWith('maybe', false, kind)).rejects.toThrow(ConfigurationError);
  });
});
