import type { FastifyInstance } from 'fastify';

import { buildServer, type ServerOptions } from '../app.ts';
import { createTestDb, type DbKind } from './test-db.ts';

/** The reference server on a fresh test database, which closes with it. */
export async function buildTestServer(
  options: Omit<ServerOptions, 'db'> = {},
  kind: DbKind = 'pglite',
): Promise<FastifyInstance> {
  const db = await createTestDb(kind);
  try {
    const app = await buildServer({ ...options, db });
    app.addHook('onClose', () => db.close());
    return app;
  } catch (error) {
    await db.close();
    throw error;
  }
}
