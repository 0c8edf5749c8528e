/**
 * Feed answers a second and p99 latency under autocannon (50 connections, 10 s each) for a page of
 * the football line and the whole live list: asked afresh, and revalidated as a browser does
 * (`If-None-Match` with the ETag of the answer it holds: a 304 while the data has not changed —
 * the line's page for seconds, the live list's for a second or so). Target: ≥ 5,000 revalidated
 * answers a second.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import autocannon from 'autocannon';

import { spawnPlatform } from './platform-process.ts';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const TARGET_REVALIDATED = 5_000;

const CALLS = [
  ['line: football, 50 games', '/service-api/LineFeed/Get1x2_VZip?lng=en&sports=1&count=50'],
  ['live: every game', '/service-api/LiveFeed/Get1x2_VZip?lng=en&count=5000'],
] as const;

async function load(base: string, path: string, revalidate: boolean) {
  // The tag a browser holds: the answer's now (a live list's changes every second or two).
  const etag = revalidate ? (await fetch(`${base}${path}`)).headers.get('etag') : null;
  let not = 0;
  const result = await autocannon({
    url: `${base}${path}`,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'accept-encoding': 'gzip, br', ...(etag ? { 'if-none-match': etag } : {}) },
  });
  not = result.statusCodeStats?.['304']?.count ?? 0;
  return { result, not };
}

export async function benchFeed(): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'betframe-feed-bench-'));
  const server = await spawnPlatform(
    { ...process.env, BETFRAME_DATA_DIR: dir, BETFRAME_FEED_SEED: 'bench' },
    '/service-api/LineFeed/GetSportsShortZip',
  );
  const { base } = server;
  const lines: string[] = [];
  try {
    for (const [name, path] of CALLS) {
      for (const revalidate of [false, true]) {
        const { result, not } = await load(base, path, revalidate);
        const rps = result.requests.average;
        const target = revalidate ? `  (target ≥ ${TARGET_REVALIDATED} req/s)` : '';
        lines.push(
          `feed: ${`${name}, ${revalidate ? 'revalidated' : 'asked afresh'}`.padEnd(42)} ${rps.toFixed(0).padStart(6)} req/s  p99 ${String(result.latency.p99).padStart(4)} ms  304 ${not}  other ${result.non2xx - not + result.errors + result.timeouts}${target}`,
        );
      }
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return lines;
}
