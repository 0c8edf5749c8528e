import pg from 'pg';

import type { Db, Queryable } from './db.ts';

/** A real PostgreSQL through a connection pool (DATABASE_URL). */
export function createPostgresDb(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const run = async <T>(
    client: pg.Pool | pg.PoolClient,
    sql: string,
    params?: readonly unknown[],
  ) => (await client.query(sql, params ? [...params] : undefined)).rows as T[];
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    exec: async (sql) => void (await pool.query(sql)),
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: (sql, params) => run(client, sql, params),
          exec: async (sql) => void (await client.query(sql)),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
