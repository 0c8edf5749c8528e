import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { TestProject } from 'vitest/node';

import { migrate } from '../server/db/migrate.ts';
import { createPgliteDb } from '../server/db/pglite-db.ts';
import { seed } from '../server/db/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data directory image, loaded by server/testing/test-db.ts. */
    pgliteImage: string;
    /** Admin URL of a real PostgreSQL (CI), or '' when there is none. */
    postgresUrl: string;
  }
}

/** Builds the seeded database image once per run (initdb + migrations take seconds). */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'betframe-db-image-'));
  const db = await createPgliteDb();
  await migrate(db);
  await seed(db);
  const path = join(dir, 'seeded.tar');
  await writeFile(path, Buffer.from(await (await db.dump()).arrayBuffer()));
  await db.close();
  project.provide('pgliteImage', path);
  project.provide('postgresUrl', process.env.TEST_DATABASE_URL ?? '');
  return () => rm(dir, { recursive: true, force: true });
}
