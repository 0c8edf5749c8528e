import { PGlite } from '@electric-sql/pglite';

import type { Db, Queryable } from './db.ts';

/** A FIFO lock: PGlite is one connection, so one statement or transaction at a time. */
function createLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
}

export interface PgliteOptions {
  /** Directory the database persists in; omitted = in memory. */
  readonly dataDir?: string;
  /** A dumped data directory to start from (fast fresh databases for tests). */
  readonly image?: Blob;
}

/**
 * The embedded database. Every statement and every transaction takes the same lock, so a query
 * from one request never runs inside another request's open transaction (and so is never lost to
 * its rollback).
 */
export async function createPgliteDb(
  options: PgliteOptions = {},
): Promise<Db & { dump(): Promise<Blob> }> {
  const pg = await PGlite.create(
    options.dataDir,
    options.image ? { loadDataDir: options.image } : {},
  );
  const locked = createLock();
  type Target = Pick<PGlite, 'query' | 'exec'>;
  const query = async <T>(target: Target, sql: string, params?: readonly unknown[]) =>
    (await target.query<T>(sql, params ? [...params] : undefined)).rows;
  const wrap = (target: Target): Queryable => ({
    query: (sql, params) => query(target, sql, params),
    exec: async (sql) => void (await target.exec(sql)),
  });
  return {
    kind: 'pglite',
    query: <T>(sql: string, params?: readonly unknown[]) => locked(() => query<T>(pg, sql, params)),
    exec: (sql: string) => locked(() => wrap(pg).exec(sql)),
    transaction: <T>(work: (tx: Queryable) => Promise<T>) =>
      locked(() => pg.transaction((tx) => work(wrap(tx)))),
    close: () => locked(() => pg.close()),
    dump: () => locked(() => pg.dumpDataDir('none')),
  };
}
