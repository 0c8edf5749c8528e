/** What route code sees of the database: parameterised SQL ($1, $2 …) in the PostgreSQL dialect. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** The database: PGlite embedded by default, a real PostgreSQL with DATABASE_URL. Same SQL. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The first row, or undefined. */
export async function one<T>(
  db: Queryable,
  sql: string,
  params?: readonly unknown[],
): Promise<T | undefined> {
  const rows = await db.query<T>(sql, params);
  return rows[0];
}
