import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildServer } from '../app.ts';
import { migrationNames } from '../db/migrate.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { createTestDb, testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const samples = join(import.meta.dirname, '../../config-samples');
const tmpDirs: string[] = [];
const tmp = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tmpDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tmpDirs) rmSync(dir, { recursive: true, force: true });
});

describe.each(testDbKinds())('probes on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // A built frontend is there: the probes must not fall back to the app's page.
    const dist = tmp('betframe-dist-');
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    app = await buildTestServer({ distDir: dist }, kind);
  });
  afterAll(() => app.close());

  const probe = (url: string, server = app) =>
    server.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', host: 'unknown.example' },
    });

  it('GET /healthz: the process answers, whatever the host, as JSON', async () => {
    const res = await probe('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expectContract('health', 'healthResponse', res.json());
  });

  it('GET /readyz: the database answers, every migration is applied, the settings resolve', async () => {
    const res = await probe('/readyz');
    expect(res.statusCode, res.body).toBe(200);
    expectContract('health', 'readyResponse', res.json());
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', settings: 'ok' },
    });
  });

  it('GET /readyz: 503 naming the migration that is not applied', async () => {
    const last = migrationNames().at(-1)!;
    await app.db.query('DELETE FROM schema_migrations WHERE name = $1', [last]);
    try {
      const res = await probe('/readyz');
      expect(res.statusCode).toBe(503);
      expectContract('health', 'notReadyResponse', res.json());
      expectContract('common', 'errorResponse', res.json());
      expect(res.json()).toEqual({
        success: false,
        message: 'error_not_ready',
        errors: [{ detail: `migrations: not applied: ${last}` }],
        checks: { database: 'ok', migrations: 'failed', settings: 'ok' },
      });
    } finally {
      await app.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last]);
    }
    expect((await probe('/readyz')).statusCode).toBe(200);
  });

  it('GET /readyz: 503 when the database is gone; /healthz still answers', async () => {
    const db = await createTestDb(kind);
    const server = await buildServer({ db, distDir: '/nonexistent' });
    try {
      await db.close();
      const res = await probe('/readyz', server);
      expect(res.statusCode).toBe(503);
      expectContract('health', 'notReadyResponse', res.json());
      const body = res.json<{ errors: { detail: string }[]; checks: Record<string, string> }>();
      expect(body.checks).toEqual({ database: 'failed', migrations: 'failed', settings: 'ok' });
      expect(body.errors.map((e) => e.detail.split(':')[0])).toEqual(['database', 'migrations']);
      expect((await probe('/healthz', server)).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('GET /readyz: 503 when no partner has settings to serve', async () => {
    const config = tmp('betframe-config-');
    cpSync(join(samples, 'base.json'), join(config, 'base.json'));
    const server = await buildTestServer({ configDir: config, distDir: '/nonexistent' }, kind);
    try {
      const res = await probe('/readyz', server);
      expect(res.statusCode).toBe(503);
      expectContract('health', 'notReadyResponse', res.json());
      expect(res.json()).toMatchObject({
        errors: [{ detail: 'settings: no partner has a settings layer' }],
        checks: { database: 'ok', migrations: 'ok', settings: 'failed' },
      });
    } finally {
      await server.close();
    }
  });
});
