import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../db/db.ts';
import { migrationNames } from '../db/migrate.ts';
import { createPgliteDb } from '../db/pglite-db.ts';
import { balanceOf, checkLedger } from './ledger.ts';

const MIGRATIONS = join(import.meta.dirname, '..', 'db', 'migrations');
const apply = (db: Db, names: readonly string[]) =>
  names.reduce(
    (done, name) => done.then(() => db.exec(readFileSync(join(MIGRATIONS, name), 'utf8'))),
    Promise.resolve(),
  );

/** The database as it was before the ledger, with money in its balance columns, then migrated. */
describe('moving the balance columns into the ledger', () => {
  let db: Db;
  const before = migrationNames().filter((name) => name < '018');
  beforeAll(async () => {
    db = await createPgliteDb();
    await apply(db, before);
  }, 60_000);
  afterAll(() => db.close());

  it('loses no cent: every holding becomes entries, balanced against the platform', async () => {
    await db.exec(`
      INSERT INTO currencies (id, code, symbol, name) VALUES (1, 'USD', '$', 'US dollar'), (7, 'KZT', '₸', 'Tenge');
      INSERT INTO players (id, partner, email, password_hash, registration_type, currency_id) VALUES
        (901, 1, 'a@betframe.test', 'x', 'full_reg', 7), (902, 1, 'b@betframe.test', 'x', 'full_reg', 1),
        (903, 1, 'c@betframe.test', 'x', 'full_reg', 7);
      INSERT INTO accounts (id, player_id, currency_id, balance, bonus_balance, points, is_active) VALUES
        (801, 901, 7, 25000.00, 1500.50, 120, true),
        (802, 902, 1, 0.01, 0, 0, true),
        (803, 902, 7, 19.99, 0, 7, false),
        (804, 903, 7, 0, 0, 0, true);
    `);
    await apply(
      db,
      migrationNames().filter((name) => name >= '018'),
    );
    const owned = await db.query<{
      id: number;
      player_id: number;
      kind: string;
      currency_id: number;
    }>(
      'SELECT id, player_id, kind, currency_id FROM accounts WHERE player_id IS NOT NULL ORDER BY player_id, kind, id',
    );
    const balances = await Promise.all(
      owned.map(async (a) => [a.player_id, a.kind, a.currency_id, await balanceOf(db, a.id)]),
    );
    expect(balances).toEqual([
      [901, 'bonus', 7, 150_050n],
      [901, 'main', 7, 2_500_000n],
      [901, 'points', 7, 12_000n],
      [902, 'main', 1, 1n],
      [902, 'main', 7, 1_999n],
      [902, 'points', 7, 700n],
      [903, 'main', 7, 0n],
    ]);
    // The accounts keep their ids (the spec's account ids) and which one is active.
    const mains = await db.query('SELECT id, is_active FROM accounts WHERE kind = $1 ORDER BY id', [
      'main',
    ]);
    expect(mains).toEqual([
      { id: 801, is_active: true },
      { id: 802, is_active: true },
      { id: 803, is_active: false },
      { id: 804, is_active: true },
    ]);
    expect(await checkLedger(db)).toEqual({ unbalanced: [], overdrawn: [] });
    const columns = await db.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'accounts'
       AND column_name IN ('balance', 'bonus_balance', 'points')`,
    );
    expect(columns).toEqual([]);
  });
});
