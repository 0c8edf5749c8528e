import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectContract } from '../testing/contract-assert.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const host = 'localhost:8080';
const json = (url: string, body: string): InjectOptions => ({
  method: 'POST',
  url,
  headers: { host, 'content-type': 'application/json' },
  // Written by hand: JSON.stringify would not send 2^63 as written, nor a lone surrogate escape.
  payload: body,
});
const get = (url: string): InjectOptions => ({ method: 'GET', url, headers: { host } });
const ACTIVATE = '/web-api/api/internal/v1/user/activate';
const TOKEN = 'x'.repeat(24);
const DASHES = '-'.repeat(36);

/** What the probe sent (issue 13, finding 6) and the field its 400 must name. */
const CASES: [string, InjectOptions, string][] = [
  [
    'int4 overflow in a query',
    get('/web-api/getRegions?country_id=2147483648'),
    'query /country_id',
  ],
  [
    'int4 overflow in a query (cities)',
    get('/web-api/getCitiesByRegion?region_id=2147483648'),
    'query /region_id',
  ],
  [
    'user_id 2^63',
    json(ACTIVATE, `{"data":{"attributes":{"token":"${TOKEN}","user_id":9223372036854775808}}}`),
    'body /data/attributes/user_id',
  ],
  [
    'analytics w 2^63',
    json('/analytics-api/event.json', '{"w":9223372036854775808,"ev":{"code":1,"ts":1},"ts":1}'),
    'body /w',
  ],
  [
    'analytics ts 1e308',
    json('/analytics-api/event.json', '{"w":1,"ev":{"code":1,"ts":1},"ts":1e308}'),
    'body /ts',
  ],
  ['ab w 2^63', json('/analytics-api/ab.json', '{"w":9223372036854775808}'), 'body /w'],
  [
    'NUL in the login',
    json('/user/auth', '{"login":"ab\\u0000cd","password":"secret-1","type":"email"}'),
    'body /login',
  ],
  [
    'lone surrogate in the login',
    json('/user/auth', '{"login":"ab\\ud800cd","password":"secret-1","type":"email"}'),
    'body /login',
  ],
  [
    'lone low surrogate',
    json('/user/auth', '{"login":"ab\\udc00","password":"secret-1","type":"id"}'),
    'body /login',
  ],
  [
    'NUL in the registration ref_code',
    json(
      '/api/web/registration/v1/register',
      '{"type":"fast_reg","fields":{"country_id":1,"ref_code":"r\\u0000"}}',
    ),
    'body /fields/ref_code',
  ],
  [
    'NUL in analytics params',
    json(
      '/analytics-api/event.json',
      '{"w":1,"ev":[{"code":1,"ts":1,"params":{"page":"a\\u0000"}}],"ts":1}',
    ),
    'body /ev/0/params/page',
  ],
  [
    'lone surrogate in an analytics params key',
    json(
      '/analytics-api/event.json',
      '{"w":1,"ev":{"code":1,"ts":1,"params":{"k\\ud83d":1}},"ts":1}',
    ),
    'body /ev/params/k\ufffd',
  ],
  [
    'NUL in the OAuth name',
    get(
      '/oauth/approve?provider=google&redirect_uri=http%3A%2F%2Flocalhost%3A8080%2Fen%2F&state=state-123&name=a%00b',
    ),
    'query /name',
  ],
  [
    'NUL in the password reset login',
    get('/web-api/api/internal/v1/user/passwordreset?by=email&login=a%00b@x.io'),
    'query /login',
  ],
  [
    'lone surrogate in the password reset body',
    json(
      '/web-api/api/internal/v1/user/passwordreset',
      '{"by":"email","login":"a@x.io","code":"1234","password":"\\ud800abcdefg1","password_confirmation":"x"}',
    ),
    'body /password',
  ],
  ['NUL in a path parameter', get('/translation-api/by-lang/e%00n'), 'path /lang'],
  ['36 dashes as a puzzle id', json('/puzzle-api/verify', `{"id":"${DASHES}","x":10}`), 'body /id'],
  ['36 dashes in the image route', get(`/puzzle-api/challenge/${DASHES}/piece.png`), 'path /id'],
];

describe.each(testDbKinds())('hostile input gets a 400 naming the field on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent', standins: true }, kind);
  });
  afterAll(() => app.close());

  it.each(CASES)('%s', async (_name, request, field) => {
    const res = await app.inject({ ...request, remoteAddress: '10.6.0.1' });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ errors: { detail: string }[] }>();
    expectContract('common', 'errorResponse', body);
    expect(body.errors.map((e) => e.detail).join('\n')).toContain(`${field}:`);
  });
});

/** Query parameters named after Object.prototype's own properties (checked by route code). */
const PROTOTYPE_NAMES: [string, string][] = [
  ['pagedata', '/seo-module-api/api/v2/pagedata?language=en&domain=localhost&__proto__=1'],
  ['visual', '/seo-module-api/api/v1/visual?language=en&domain=localhost&constructor=x'],
  ['footer questions', '/web-api/external-api/seo/questions/footer?language=en&constructor=x'],
  ['information links', '/web-api/external-api/seo/information/links?language=en&hasOwnProperty=1'],
  [
    'analytics counters',
    '/seo-module-api/api/public/v1/analytics-counters?projectId=1&domain=x&toString=1',
  ],
];

describe('a query parameter named __proto__ or constructor is refused like any unknown one', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' });
  });
  afterAll(() => app.close());

  it.each(PROTOTYPE_NAMES)('%s', async (_name, url) => {
    const res = await app.inject({ method: 'GET', url, headers: { host } });
    expect(res.statusCode, res.body).toBe(422);
    expectContract('common', 'errorResponse', res.json());
    const name = [...new URL(url, 'http://x').searchParams.keys()].at(-1)!;
    expect(Object.keys(res.json<{ validation_errors: object }>().validation_errors)).toContain(
      name,
    );
  });
});
