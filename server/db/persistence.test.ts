import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';

import { buildServer } from '../app.ts';
import { solveCaptcha } from '../testing/registration-helpers.ts';
import { migrate } from './migrate.ts';
import { openDb } from './open-db.ts';
import { createPostgresDb } from './postgres-db.ts';
import { seed } from './seed.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function registerOn(app: Awaited<ReturnType<typeof buildServer>>, email: string) {
  return app.inject({
    method: 'POST',
    url: '/api/web/registration/v1/register',
    headers: { 'x-captcha-token': await solveCaptcha(app) },
    payload: { type: 'custom', fields: { email, password: 'Secret-pass-9', 'agree-policy': true } },
  });
}

describe('the embedded database', () => {
  it('keeps registered players across a restart (BETFRAME_DATA_DIR)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'betframe-data-'));
    dirs.push(dir);
    const env = { BETFRAME_DATA_DIR: dir };
    const first = await buildServer({ distDir: '/nonexistent', db: await openDb(env) });
    expect((await registerOn(first, 'kept@example.com')).statusCode).toBe(200);
    await first.db.close();
    await first.close();

    const second = await buildServer({ distDir: '/nonexistent', db: await openDb(env) });
    const rows = await second.db.query('SELECT email FROM players WHERE email = $1', [
      'kept@example.com',
    ]);
    expect(rows).toHaveLength(1);
    expect((await registerOn(second, 'kept@example.com')).json()).toMatchObject({
      validation_errors: { email: ['validation_email_taken'] },
    });
    await second.db.close();
    await second.close();
  }, 60_000);
});

describe.runIf(inject('postgresUrl'))('two servers on one PostgreSQL', () => {
  it('migrate together, share players and accept each other’s user tokens', async () => {
    const admin = new pg.Client({ connectionString: inject('postgresUrl') });
    await admin.connect();
    const name = `betframe_two_${process.pid}`;
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(inject('postgresUrl'));
    url.pathname = `/${name}`;
    const [dbA, dbB] = [createPostgresDb(url.toString()), createPostgresDb(url.toString())];
    // Both start at once: the advisory lock lets one migrate, the other then finds nothing to do.
    const applied = await Promise.all([migrate(dbA), migrate(dbB)]);
    const all = readdirSync(join(import.meta.dirname, 'migrations')).filter((f) =>
      f.endsWith('.sql'),
    ).length;
    expect(applied.map((a) => a.length).sort((x, y) => x - y)).toEqual([0, all]);
    await Promise.all([seed(dbA), seed(dbB)]);
    const [a, b] = await Promise.all([
      buildServer({ distDir: '/nonexistent', db: dbA }),
      buildServer({ distDir: '/nonexistent', db: dbB }),
    ]);
    try {
      const res = await registerOn(a, 'shared@example.com');
      expect(res.statusCode).toBe(200);
      expect((await registerOn(b, 'shared@example.com')).json()).toMatchObject({
        validation_errors: { email: ['validation_email_taken'] },
      });
      const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const token = (
        await a.inject({ method: 'GET', url: '/web-api/user/gettoken', headers: { cookie } })
      ).json<{ data: { data: { token: string } } }>().data.data.token;
      const balance = await b.inject({
        method: 'GET',
        url: '/account-api/user/balance',
        headers: { 'x-auth': `Bearer ${token}` },
      });
      expect(balance.statusCode).toBe(200);
      const [{ count } = { count: 0 }] = await dbA.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM players WHERE email = $1',
        ['demo@betframe.test'],
      );
      expect(count).toBe(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await Promise.all([dbA.close(), dbB.close()]);
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    }
  }, 60_000);
});

describe('graceful shutdown', () => {
  it('lets an in-flight request finish before closing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'betframe-data-'));
    dirs.push(dir);
    const db = await openDb({ BETFRAME_DATA_DIR: dir });
    const app = await buildServer({ distDir: '/nonexistent', db });
    let reached = () => {};
    const registering = new Promise<void>((resolve) => (reached = resolve));
    app.addHook('onRequest', async (req) => {
      if (req.url.endsWith('/register')) reached();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const captcha = await solveCaptcha(app);
    const inFlight = fetch(`http://127.0.0.1:${port}/api/web/registration/v1/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-captcha-token': captcha },
      body: JSON.stringify({
        type: 'custom',
        fields: { email: 'late@example.com', password: 'Secret-pass-9', 'agree-policy': true },
      }),
    });
    await registering;
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(res.headers.get('connection')).toBe('close');
    await closing;
    expect(closed).toBe(true);
    expect(
      (await db.query('SELECT 1 FROM players WHERE email = $1', ['late@example.com'])).length,
    ).toBe(1);
    await db.close();
  }, 60_000);
});
