/**
 * The platform serving the production build (dist/) on an ephemeral port with a freshly seeded
 * embedded database: what the browser benches measure against.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';

import { buildServer, type ServerOptions } from '../server/app.ts';
import type { Db } from '../server/db/db.ts';
import { migrate } from '../server/db/migrate.ts';
import { createPgliteDb } from '../server/db/pglite-db.ts';
import { seed } from '../server/db/seed.ts';

export const DIST_DIR = join(import.meta.dirname, '../dist');

export const hasBuild = (): boolean => existsSync(join(DIST_DIR, 'index.html'));

export interface Platform {
  readonly server: FastifyInstance;
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Starts the platform; the options are buildServer's (the database and dist/ are the bench's);
 * `prepare` writes to the seeded database first (the feed's clock, say).
 */
export async function startPlatform(
  options: Omit<ServerOptions, 'db' | 'distDir'> = {},
  prepare?: (db: Db) => Promise<unknown>,
): Promise<Platform> {
  if (!hasBuild()) throw new Error(`no ${DIST_DIR}/index.html — run \`npm run build\` first`);
  const db = await createPgliteDb();
  await migrate(db);
  await seed(db);
  await prepare?.(db);
  const server = await buildServer({ ...options, distDir: DIST_DIR, db });
  server.addHook('onClose', () => db.close());
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, port, close: () => server.close() };
}
