import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';

import { buildTestServer } from '../../../server/testing/test-server.ts';

/**
 * One reference server for a route-test file (its first start — database image, dictionaries — is
 * slow on a busy machine, as the hook's timeout allows); the getter gives it to the tests.
 */
export function sharedServer(): () => FastifyInstance {
  let server: FastifyInstance | undefined;
  beforeAll(async () => {
    server = await buildTestServer({ distDir: '/nonexistent' });
  }, 30_000);
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('sharedServer: used outside a test');
    return server;
  };
}
