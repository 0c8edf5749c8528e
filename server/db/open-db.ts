import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

import type { Db } from './db.ts';
import { migrate } from './migrate.ts';
import { createPgliteDb } from './pglite-db.ts';
import { createPostgresDb } from './postgres-db.ts';
import { seed } from './seed.ts';

/** Where the embedded database lives: BETFRAME_DATA_DIR, else .data/ in the repository. */
export const dataDir = (env: NodeJS.ProcessEnv = process.env) =>
  resolve(env.BETFRAME_DATA_DIR ?? join(import.meta.dirname, '../../.data'));

/**
 * The server's database, migrated and seeded: PostgreSQL when DATABASE_URL is set, otherwise the
 * embedded PGlite persisted under the data directory.
 */
export async function openDb(env: NodeJS.ProcessEnv = process.env): Promise<Db> {
  let db: Db;
  if (env.DATABASE_URL) {
    db = createPostgresDb(env.DATABASE_URL);
  } else {
    const dir = join(dataDir(env), 'pglite');
    mkdirSync(dir, { recursive: true });
    db = await createPgliteDb({ dataDir: dir });
  }
  await migrate(db);
  await seed(db);
  return db;
}
