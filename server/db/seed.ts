import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { minorOf } from '../../src/lib/money/minor.ts';
import { hashPassword } from '../auth/password.ts';
import { deposit } from '../ledger/movements.ts';
import { type Db, one, type Queryable } from './db.ts';

const data = <T>(name: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'seed-data', name), 'utf8')) as T;

/** The demo player documented in the README. */
export const DEMO_PLAYER = {
  partner: 1,
  email: 'demo@betframe.test',
  phone: '+77010000001',
  password: 'Demo-pass-1',
  countryId: 1,
  currencyId: 7,
  balance: '25000.00',
} as const;

type Row = Record<string, unknown>;

/** INSERT … ON CONFLICT (key columns) DO UPDATE for a list of rows with the same columns. */
async function upsert(
  tx: Queryable,
  table: string,
  key: string | readonly string[],
  rows: readonly Row[],
) {
  const keys: readonly string[] = typeof key === 'string' ? [key] : key;
  for (const row of rows) {
    const columns = Object.keys(row);
    const placeholders = columns.map((_, i) => `$${i + 1}`).join(', ');
    const updates = columns
      .filter((c) => !keys.includes(c))
      .map((c) => `${c} = EXCLUDED.${c}`)
      .join(', ');
    await tx.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders}) ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${updates}`,
      columns.map((c) => row[c]),
    );
  }
}

/** catalogue-names.json (catalogue → language → item id → name) as table rows. */
function catalogueNames(): Row[] {
  const names =
    data<Record<string, Record<string, Record<string, string>>>>('catalogue-names.json');
  return Object.entries(names).flatMap(([catalogue, byLanguage]) =>
    Object.entries(byLanguage).flatMap(([language, byId]) =>
      Object.entries(byId).map(([id, name]) => ({
        catalogue,
        item_id: Number(id),
        language,
        name,
      })),
    ),
  );
}

/** Any fixed number (not the migrations' one). */
const SEED_LOCK = 720_552;

/** Loads the catalogues (kept up to date on every start) and creates the demo player once. */
export async function seed(db: Db): Promise<void> {
  const regions = data<{ regions: Row[]; cities: Row[] }>('regions.json');
  await db.transaction(async (tx) => {
    // Servers starting together seed one at a time: two concurrent upserts of one row can collide
    // on a unique column other than the conflict key (currencies.code) and fail the start.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    await upsert(tx, 'currencies', 'id', data<Row[]>('currencies.json'));
    await upsert(tx, 'countries', 'id', data<Row[]>('countries.json'));
    await upsert(tx, 'languages', 'code', data<Row[]>('languages.json'));
    await upsert(tx, 'regions', 'id', regions.regions);
    await upsert(tx, 'cities', 'id', regions.cities);
    await upsert(tx, 'sports', 'id', data<Row[]>('sports.json'));
    await upsert(tx, 'catalogue_names', ['catalogue', 'item_id', 'language'], catalogueNames());
  });
  const existing = await one(
    db,
    'SELECT id FROM players WHERE partner = $1 AND lower(email) = lower($2)',
    [DEMO_PLAYER.partner, DEMO_PLAYER.email],
  );
  if (existing) return;
  const hash = await hashPassword(DEMO_PLAYER.password);
  await db.transaction(async (tx) => {
    const [player] = await tx.query<{ id: number }>(
      `INSERT INTO players (partner, email, phone, password_hash, registration_type, country_id, currency_id, email_confirmed, phone_confirmed)
       VALUES ($1, $2, $3, $4, 'full_reg', $5, $6, true, true)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        DEMO_PLAYER.partner,
        DEMO_PLAYER.email,
        DEMO_PLAYER.phone,
        hash,
        DEMO_PLAYER.countryId,
        DEMO_PLAYER.currencyId,
      ],
    );
    if (player) {
      const [account] = await tx.query<{ id: number }>(
        'INSERT INTO accounts (player_id, currency_id) VALUES ($1, $2) RETURNING id',
        [player.id, DEMO_PLAYER.currencyId],
      );
      // What the demo player holds is a deposit like any other, through the ledger.
      if (account)
        await deposit(tx, {
          key: `seed:demo-player:${player.id}`,
          account: account.id,
          amount: minorOf(DEMO_PLAYER.balance),
          source: 'seed',
        });
    }
  });
}
