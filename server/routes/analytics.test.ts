import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildServer } from '../app.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { createTestDb } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const samples = join(import.meta.dirname, '../../config-samples');
const noDist = join(import.meta.dirname, 'no-dist');
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestServer({ configDir: samples, distDir: noDist, production: false });
});
afterAll(async () => {
  await app?.close();
});

const batch = (count: number, extra: Record<string, unknown> = {}) => ({
  w: 1,
  sw: 1280,
  sh: 800,
  u: '',
  ev: Array.from({ length: count }, (_, i) => ({
    code: 1091,
    ts: 1_700_000_000_000 + i,
    params: { name: 'LCP', value: i, pad: 'x'.repeat(200) },
  })),
  sids: ['s-1'],
  ts: 1_700_000_000_100,
  ...extra,
});

interface DevBatch {
  id: number;
  partner: number;
  contentEncoding: string;
  bodySize: number;
  decodedSize: number;
  eventCount: number;
  sids: string[];
  body: string;
  events: { code: number; ts: number; params: Record<string, unknown> }[];
}

async function stored(partner: number): Promise<DevBatch[]> {
  const res = await app.inject({ method: 'GET', url: `/__dev/analytics?partner=${partner}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: DevBatch[] }>().data;
}

describe('POST /analytics-api/event.json', () => {
  it('stores a plain batch and its events, with encoding and size; answers accepted and record', async () => {
    const payload = JSON.stringify(batch(3, { w: 4 }));
    const res = await app.inject({
      method: 'POST',
      url: '/analytics-api/event.json',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('analytics', 'eventResponse', res.json());
    expect(res.json()).toEqual({ success: true, data: { accepted: 3, record: true } });
    const [last] = await stored(4);
    expect(last).toMatchObject({
      partner: 4,
      contentEncoding: 'identity',
      bodySize: Buffer.byteLength(payload),
      eventCount: 3,
      sids: ['s-1'],
    });
    expect(last!.events.map((e) => e.ts)).toEqual([
      1_700_000_000_000, 1_700_000_000_001, 1_700_000_000_002,
    ]);
    expect(last!.events[0]!.params).toMatchObject({ name: 'LCP', value: 0 });
  });

  it('decompresses a gzip body and records that it came compressed, with the bytes on the wire', async () => {
    const text = JSON.stringify(batch(10, { w: 3 }));
    const zipped = gzipSync(text);
    const res = await app.inject({
      method: 'POST',
      url: '/analytics-api/event.json',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zipped,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { record: boolean } }>().data.record).toBe(false); // partner 3 records nothing
    const [last] = await stored(3);
    expect(last).toMatchObject({
      contentEncoding: 'gzip',
      bodySize: zipped.length,
      eventCount: 10,
    });
    expect(last!.decodedSize).toBeGreaterThan(zipped.length);
    expect(JSON.parse(last!.body)).toEqual(JSON.parse(text));
  });

  it('accepts a single event (ev not a list)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/analytics-api/event.json',
      payload: { w: 1, ev: { code: 11054, ts: 1 }, ts: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { accepted: number } }>().data.accepted).toBe(1);
  });

  it.each([
    ['a missing w', { ev: [{ code: 1, ts: 1 }], ts: 1 }, '/w'],
    ['a text event code', { w: 1, ev: [{ code: 'x', ts: 1 }], ts: 1 }, '/ev/0/code'],
    ['an unknown field', { w: 1, ev: [{ code: 1, ts: 1 }], ts: 1, password: 'x' }, '/password'],
    ['no events', { w: 1, ev: [], ts: 1 }, '/ev'],
  ])('rejects %s with a 400 naming the field', async (_, payload, pointer) => {
    const res = await app.inject({ method: 'POST', url: '/analytics-api/event.json', payload });
    expect(res.statusCode).toBe(400);
    const body = res.json<{
      message: string;
      errors: { detail: string; source: { pointer: string } }[];
    }>();
    expect(body.message).toBe('error_bad_request');
    expect(
      body.errors.some(
        (e) => e.source.pointer === pointer && e.detail.startsWith(`body ${pointer}`),
      ),
    ).toBe(true);
  });

  it('rejects broken gzip with a 400, another encoding with a 415, and a gzip bomb past the decoded cap with a 413', async () => {
    const headers = { 'content-type': 'application/json', 'content-encoding': 'gzip' };
    const broken = await app.inject({
      method: 'POST',
      url: '/analytics-api/event.json',
      headers,
      payload: Buffer.from('not gzip at all'),
    });
    expect(broken.statusCode).toBe(400);
    const br = await app.inject({
      method: 'POST',
      url: '/analytics-api/event.json',
      headers: { ...headers, 'content-encoding': 'br' },
      payload: Buffer.from('{}'),
    });
    expect(br.statusCode).toBe(415);
    const bomb = gzipSync(
      JSON.stringify({
        w: 1,
        ev: [{ code: 1, ts: 1, params: { pad: ' '.repeat(2_000_000) } }],
        ts: 1,
      }),
    );
    expect(bomb.length).toBeLessThan(64 * 1024);
    const res = await app.inject({
      method: 'POST',
      url: '/analytics-api/event.json',
      headers,
      payload: bomb,
    });
    expect(res.statusCode).toBe(413);
  });

  it('rejects more than 64 KB on the wire with a 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/analytics-api/event.json',
      payload: batch(1, { ev: [{ code: 1, ts: 1, params: { pad: 'y'.repeat(70_000) } }] }),
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('POST /analytics-api/ab.json', () => {
  it('gives partner 1 its tests with a sid, and the same variants again when the sid comes back as state', async () => {
    const first = await app.inject({
      method: 'POST',
      url: '/analytics-api/ab.json',
      payload: { w: 1, u: '', state: '' },
    });
    expect(first.statusCode, first.body).toBe(200);
    expectContract('analytics', 'abResponse', first.json());
    const data = first.json<{ data: { sid: string; tests: { name: string; variant: string }[] } }>()
      .data;
    expect(data.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.tests.map((t) => t.name)).toContain('home-hero');
    const again = await app.inject({
      method: 'POST',
      url: '/analytics-api/ab.json',
      payload: { w: 1, u: '5', state: data.sid },
    });
    expect(again.json<{ data: unknown }>().data).toEqual(data);
  });

  it('runs no tests for a partner without any, and 400s a bad body', async () => {
    const none = await app.inject({
      method: 'POST',
      url: '/analytics-api/ab.json',
      payload: { w: 3 },
    });
    expect(none.json<{ data: { tests: unknown[] } }>().data.tests).toEqual([]);
    const bad = await app.inject({
      method: 'POST',
      url: '/analytics-api/ab.json',
      payload: { w: 'one' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /__dev/analytics', () => {
  it('does not exist in production', async () => {
    const db = await createTestDb('pglite');
    const prod = await buildServer({ configDir: samples, distDir: noDist, production: true, db });
    try {
      const res = await prod.inject({ method: 'GET', url: '/__dev/analytics' });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
      await db.close();
    }
  });
});
