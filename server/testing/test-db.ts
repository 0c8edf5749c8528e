import { readFile } from 'node:fs/promises';

import pg from 'pg';
import { inject } from 'vitest';

import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { createPgliteDb } from '../db/pglite-db.ts';
import { createPostgresDb } from '../db/postgres-db.ts';
import { seed } from '../db/seed.ts';

export type DbKind = 'pglite' | 'postgres';

/** The databases integration tests run on: PGlite always; PostgreSQL when CI started one. */
export const testDbKinds = (): DbKind[] =>
  inject('postgresUrl') ? ['pglite', 'postgres'] : ['pglite'];

let image: Promise<Blob> | undefined;

/**
 * A fresh, migrated and seeded database for one test file: PGlite from the image the global setup
 * prepared (0.4 s instead of 4 s), or on the CI PostgreSQL server a copy of the template database
 * the global setup migrated and seeded.
 */
export async function createTestDb(kind: DbKind = 'pglite'): Promise<Db> {
  if (kind === 'pglite') {
    image ??= readFile(inject('pgliteImage')).then((bytes) => new Blob([bytes]));
    return createPgliteDb({ image: await image });
  }
  const adminUrl = inject('postgresUrl');
  if (!adminUrl) throw new Error('createTestDb: no PostgreSQL for this run');
  const name = `betframe_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createPostgresDb(url.toString());
  if (!template) {
    await migrate(db);
    await seed(db);
  }
  const close = db.close.bind(db);
  return {
    ...db,
    async close() {
      await close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
      await cleanup.end();
    },
  };
}
