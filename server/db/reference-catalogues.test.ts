import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SPORTS } from '../catalogues/sports.ts';
import { createTestDb, testDbKinds } from '../testing/test-db.ts';
import type { Db } from './db.ts';

class Rollback extends Error {}

describe.each(testDbKinds())('the reference catalogues in the database on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(kind);
  });
  afterAll(() => db.close());

  /** Runs statements and undoes them: what the database refuses, or nothing. */
  const tried = async (...statements: string[]): Promise<string | undefined> => {
    try {
      await db.transaction(async (tx) => {
        for (const sql of statements) await tx.query(sql);
        throw new Rollback();
      });
    } catch (error) {
      if (error instanceof Rollback) return undefined;
      return (error as Error).message;
    }
    return undefined;
  };

  it('has every sport of the seed data, with its kind', async () => {
    const rows = await db.query<{ id: number; name: string; kind: string }>(
      'SELECT id, name, kind FROM sports ORDER BY id',
    );
    expect(rows).toEqual(SPORTS);
    expect(await tried("INSERT INTO sports VALUES (9999, 'Quidditch', 'magic')")).toMatch(/check/);
  });

  it('has the world’s countries with ids 1–291 and a calling code each', async () => {
    const [row] = await db.query<{ count: number; max: number; codes: number }>(
      `SELECT count(*)::int AS count, max(id) AS max, count(DISTINCT alpha2)::int AS codes
       FROM countries WHERE phone_code ~ '^[0-9]{1,4}$'`,
    );
    expect(row).toEqual({ count: 250, max: expect.any(Number) as number, codes: 250 });
    expect(row?.max).toBeLessThanOrEqual(291);
  });

  it('keeps ids without a code, and each code to one currency', async () => {
    const blank = await db.query<{ id: number }>(
      "SELECT id FROM currencies WHERE code = '' ORDER BY id",
    );
    expect(blank.length).toBeGreaterThanOrEqual(1);
    const fixed = await db.query<{ id: number; code: string; is_crypto: boolean }>(
      'SELECT id, code, is_crypto FROM currencies WHERE id = ANY($1::int[]) ORDER BY id',
      [[1, 2, 7, 10, 12, 27, 270]],
    );
    expect(fixed.map((c) => `${c.id} ${c.code}`)).toEqual([
      '1 RUB',
      '2 GBP',
      '7 KZT',
      '10 USD',
      '12 EUR',
      '27 BRL',
      '270 USDT',
    ]);
    expect(fixed.find((c) => c.code === 'USDT')?.is_crypto).toBe(true);
    expect(
      await tried("INSERT INTO currencies (id, code, symbol, name) VALUES (9998, '', '', 'Spare')"),
    ).toBeUndefined();
    expect(
      await tried("INSERT INTO currencies (id, code, symbol, name) VALUES (9998, 'USD', '$', 'X')"),
    ).toMatch(/unique|duplicate/i);
  });
});
