import { connect } from 'node:net';

import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectContract } from '../testing/contract-assert.ts';
import { buildTestServer } from '../testing/test-server.ts';

const host = 'localhost:8080';
const post = (url: string, payload: string, type: string): InjectOptions => ({
  method: 'POST',
  url,
  headers: { host, 'content-type': type },
  payload,
});

/** Answers written by Fastify, by a route's own 404 and by the router: [case, request, status]. */
const CASES: [string, InjectOptions, number][] = [
  ['bad percent-encoding in a path parameter', { url: '/translation-api/by-lang/%E0%A4%A' }, 400],
  ['bad percent-encoding anywhere in the path', { url: '/%' }, 400],
  [
    'a path parameter past the router limit',
    { url: `/translation-api/by-lang/${'a'.repeat(200)}` },
    414,
  ],
  ['an unknown language', { url: '/translation-api/by-lang/xx' }, 404],
  ['an unknown generated dictionary', { url: '/genfiles/web-app-v2/en/nope.json' }, 404],
  ['an unknown route', { url: '/no/such/route' }, 404],
  ['malformed JSON', post('/user/auth', '{bad', 'application/json'), 400],
  ['an empty JSON body', post('/user/auth', '', 'application/json'), 400],
  ['a content type nobody parses', post('/user/auth', 'a', 'application/xml'), 415],
  [
    'a body over the limit',
    post('/user/auth', `"${'x'.repeat(1_100_000)}"`, 'application/json'),
    413,
  ],
];

/** A raw request on a real socket (Node's parser answers these before Fastify): status line and body. */
function raw(port: number, request: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), body });
    });
  });
}

describe('every error answer has the one shape { success: false, message, errors }', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => app.close());

  it.each(CASES)('%s', async (_name, request, status) => {
    const res = await app.inject({ headers: { host }, ...request });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expectContract('common', 'errorResponse', res.json());
  });

  it.each([
    [
      '431: headers over the size limit',
      `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
    [
      '431: a URL over the size limit',
      `GET /?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      431,
    ],
    ['400: not HTTP at all', 'HELLO\r\n\r\n', 400],
  ] as const)('%s', async (_name, request, status) => {
    const res = await raw(port, request);
    expect(res.status, res.body).toBe(status);
    expectContract('common', 'errorResponse', JSON.parse(res.body));
  });
});
