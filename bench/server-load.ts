/**
 * Requests/s and p99 latency of the reference server under autocannon (50 connections, 10 s
 * each) for GET /frontend-api/site-settings and POST /api/web/registration/v1/register, on the
 * embedded database; then checks that every 2xx registration created exactly one player.
 *
 * A duration-bound run drops the answers still in flight when its clock stops (their players are
 * created but not counted), so the registration run is sized by a short warm-up to last about
 * 10 s and then waits for every answer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import autocannon from 'autocannon';

import { openDb } from '../server/db/open-db.ts';
import { spawnPlatform } from './platform-process.ts';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);

const line = (name: string, r: autocannon.Result) =>
  `server: ${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p99 ${String(r.latency.p99).padStart(5)} ms  2xx ${r['2xx']}  other ${r.non2xx + r.errors + r.timeouts}`;

export async function benchServer(): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'betframe-bench-'));
  const env = { ...process.env, BETFRAME_DATA_DIR: dir };
  // Captcha tokens are prepared up front: the bench measures registration, not puzzle solving.
  const setup = await openDb(env);
  await setup.query(
    `INSERT INTO captcha_challenges (seed, answer, piece_y, expires_at, token, token_expires_at)
     SELECT 1, 100, 10, now() + interval '1 hour', 'bench-token-' || g, now() + interval '1 hour' FROM generate_series(1, 50000) g`,
  );
  await setup.close();

  // Every request comes from this one address: its registration budget must not be the limit.
  const server = await spawnPlatform(
    { ...env, BETFRAME_REGISTRATIONS_PER_IP_HOUR: String(Number.MAX_SAFE_INTEGER) },
    '/frontend-api/site-settings',
  );
  const { base } = server;
  const lines: string[] = [];
  try {
    const settings = await autocannon({
      url: `${base}/frontend-api/site-settings?lang=en`,
      connections: CONNECTIONS,
      duration: DURATION,
    });
    lines.push(line('GET /frontend-api/site-settings', settings));
    let n = 0;
    const registration = (prefix: string) => [
      {
        method: 'POST' as const,
        path: '/api/web/registration/v1/register',
        setupRequest: (request: autocannon.Request) => {
          n += 1;
          return {
            ...request,
            headers: {
              ...request.headers,
              'content-type': 'application/json',
              'x-captcha-token': `bench-token-${n}`,
            },
            body: JSON.stringify({
              type: 'custom',
              fields: {
                email: `${prefix}${n}@example.com`,
                password: 'Bench-pass-1',
                'agree-policy': true,
              },
            }),
          };
        },
      },
    ];
    const warmUp = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: 3,
      requests: registration('bench-warm-'),
    });
    const amount = Math.max(CONNECTIONS, Math.round(warmUp.requests.average * DURATION));
    const register = await autocannon({
      url: base,
      connections: CONNECTIONS,
      amount,
      requests: registration('bench-main-'),
    });
    lines.push(
      `${line('POST /api/web/registration/v1/register', register)}  (${amount} requests in ${register.duration.toFixed(1)} s)`,
    );
    await server.stop();
    const check = await openDb(env);
    const created =
      (
        await check.query<{ count: number }>(
          "SELECT count(*)::int AS count FROM players WHERE email LIKE 'bench-main-%'",
        )
      )[0]?.count ?? 0;
    await check.close();
    lines.push(
      `server: players created ${created}, 2xx registrations ${register['2xx']} — ${created === register['2xx'] ? 'equal' : 'MISMATCH'}`,
    );
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return lines;
}
