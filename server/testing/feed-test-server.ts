import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';

import type { DbKind } from './test-db.ts';
import { buildTestServer } from './test-server.ts';

/**
 * Inside a `describe`: the reference server on a fresh `kind` database for the suite, its feed on
 * the seed the feed tests share and recording no results in the background, closed after the suite.
 * `get` asks it a GET (with headers), `put` a PUT with a JSON body (the dev clock).
 */
export function useFeedTestServer(kind: DbKind) {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildTestServer(
      { distDir: '/nonexistent', feed: { seed: 'x', recordEveryMs: 0 } },
      kind,
    );
  });
  afterAll(async () => {
    await app?.close();
  });
  const server = () => {
    if (!app) throw new Error('the feed test server is not up: use it inside a test');
    return app;
  };
  return {
    get: (url: string, headers: Record<string, string> = {}) =>
      server().inject({ method: 'GET', url, headers }),
    put: (url: string, payload: object) => server().inject({ method: 'PUT', url, payload }),
  };
}
