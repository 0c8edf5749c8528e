import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildServer, ConfigurationError } from '../app.ts';
import { SIGN_IN_LIMITS } from '../auth/sign-in.ts';
import type { Db } from '../db/db.ts';
import { DEMO_PLAYER } from '../db/seed.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';
import { CODE_LIMITS } from '../verification/codes.ts';
import { proxyTrustFrom } from './trusted-proxy.ts';

const host = 'localhost:8080';
const PROXY = '10.20.0.5';
const STRANGER = '203.0.113.50';

/** A start refused over its settings never reaches the database. */
const unreachable: Db = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('the database was reached')),
  exec: () => Promise.reject(new Error('the database was reached')),
  transaction: () => Promise.reject(new Error('the database was reached')),
  close: () => Promise.resolve(),
};

describe('BETFRAME_TRUST_PROXY', () => {
  it('trusts nobody unset, listed addresses and subnets, or the nearest hops', () => {
    for (const none of [undefined, '', 'false', '0']) expect(proxyTrustFrom(none)).toBeUndefined();
    const listed = proxyTrustFrom('10.20.0.5, 10.30.0.0/16, fd00::/8, loopback')!;
    for (const yes of [
      '10.20.0.5',
      '::ffff:10.20.0.5',
      '10.30.255.1',
      'fd00::7',
      '127.0.0.1',
      '::1',
    ])
      expect(listed(yes, 0), yes).toBe(true);
    for (const no of ['10.20.0.6', '10.31.0.1', '203.0.113.50', 'fe80::1', undefined, 'junk'])
      expect(listed(no, 0), String(no)).toBe(false);
    const twoHops = proxyTrustFrom(' 2 ')!;
    expect([0, 1, 2].map((hop) => twoHops('203.0.113.50', hop))).toEqual([true, true, false]);
  });

  it('refuses `true` and unreadable entries at start: "anyone" is never a proxy', async () => {
    const before = process.env.BETFRAME_TRUST_PROXY;
    try {
      for (const value of ['true', 'yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example']) {
        process.env.BETFRAME_TRUST_PROXY = value;
        await expect(
          buildServer({ distDir: '/nonexistent', db: unreachable }),
          value,
        ).rejects.toThrow(ConfigurationError);
      }
    } finally {
      if (before === undefined) delete process.env.BETFRAME_TRUST_PROXY;
      else process.env.BETFRAME_TRUST_PROXY = before;
    }
  });
});

describe.each(testDbKinds())('addresses and geo behind proxies on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer(
      { distDir: '/nonexistent', production: true, trustProxy: `${PROXY}, 10.30.0.0/16` },
      kind,
    );
  });
  afterAll(() => app.close());

  const signIn = (remoteAddress: string, forwardedFor: string, login: string, password = 'x') =>
    app.inject({
      method: 'POST',
      url: '/user/auth',
      headers: { host, 'x-forwarded-for': forwardedFor },
      payload: { type: 'email', login, password },
      remoteAddress,
    });

  it('counts a caller that forges X-Forwarded-For as its own address', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.failuresPerIp; i++)
      await signIn(STRANGER, `198.51.100.${i}`, `guess${i}@betframe.test`);
    const res = await signIn(STRANGER, '198.51.100.250', DEMO_PLAYER.email, DEMO_PLAYER.password);
    expect(res.statusCode).toBe(429);
  });

  it('counts the client a trusted proxy names, not the proxy', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.failuresPerIp; i++)
      await signIn(PROXY, `1.2.3.4, 192.0.2.7`, `miss${i}@betframe.test`);
    expect((await signIn('10.30.4.4', '192.0.2.7', DEMO_PLAYER.email, 'x')).statusCode).toBe(429);
    // Another client through the same proxies is not the one that failed.
    const other = await signIn(PROXY, '192.0.2.8', DEMO_PLAYER.email, DEMO_PLAYER.password);
    expect(other.statusCode, other.body).toBe(200);
  });

  it('caps one-time codes per caller whatever X-Forwarded-For it sends', async () => {
    const send = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/sms-auth/send-code',
        headers: { host, 'x-forwarded-for': `198.51.100.${i % 250}` },
        payload: { phone: `+7 701 5${String(i).padStart(6, '0')}`, purpose: 'login' },
        remoteAddress: '203.0.113.77',
      });
    for (let i = 0; i < CODE_LIMITS.maxSendsPerIpPerHour; i++)
      expect((await send(i)).statusCode).toBe(200);
    expect((await send(CODE_LIMITS.maxSendsPerIpPerHour)).statusCode).toBe(429);
  });

  const settings = (remoteAddress: string, geo: string) =>
    app
      .inject({
        method: 'GET',
        url: '/frontend-api/site-settings',
        headers: { host: 'bola.localhost:8080', 'x-geo-country': geo },
        remoteAddress,
      })
      .then((r) => r.json<{ meta: { variant: { partner: number; country?: string } } }>());

  it('takes x-geo-country in production only from a trusted proxy', async () => {
    expect((await settings(STRANGER, 'PT')).meta.variant).toMatchObject({
      partner: 4,
      country: 'BR',
    });
    expect((await settings(PROXY, 'PT')).meta.variant).toMatchObject({
      partner: 4,
      country: 'PT',
    });
  });
});

describe.each(testDbKinds())('a hop count on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer(
      { distDir: '/nonexistent', production: true, trustProxy: '1' },
      kind,
    );
  });
  afterAll(() => app.close());

  it('believes the one proxy in front about the client, and nothing the client added', async () => {
    const auth = (forwardedFor: string, login: string, password = 'x') =>
      app.inject({
        method: 'POST',
        url: '/user/auth',
        headers: { host, 'x-forwarded-for': forwardedFor },
        payload: { type: 'email', login, password },
        remoteAddress: '10.9.9.9',
      });
    // The client prepends forged entries; the proxy appends the address it saw.
    for (let i = 0; i < SIGN_IN_LIMITS.failuresPerIp; i++)
      await auth(`198.51.100.${i}, 192.0.2.44`, `hop${i}@betframe.test`);
    const forged = await auth(
      '198.51.100.200, 192.0.2.44',
      DEMO_PLAYER.email,
      DEMO_PLAYER.password,
    );
    expect(forged.statusCode).toBe(429);
    const other = await auth('192.0.2.45', DEMO_PLAYER.email, DEMO_PLAYER.password);
    expect(other.statusCode, other.body).toBe(200);
  });
});
