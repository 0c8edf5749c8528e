/**
 * Ledger postings per second and their latency with 50 concurrent clients, on PGlite (always)
 * and on PostgreSQL (when BENCH_DATABASE_URL names one: `scripts/with-postgres.sh` sets
 * TEST_DATABASE_URL, which is used too). Each client is a player moving money on their own
 * account — deposits and withdrawal reservations, each with its own key — and one in ten postings
 * is a key sent again (answered from the ledger, nothing moved). Then the ledger's invariants are
 * checked: every transaction sums to zero, no player account below zero.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Db } from '../server/db/db.ts';
import { migrate } from '../server/db/migrate.ts';
import { createPgliteDb } from '../server/db/pglite-db.ts';
import { createPostgresDb } from '../server/db/postgres-db.ts';
import { seed } from '../server/db/seed.ts';
import { checkLedger, playerAccount } from '../server/ledger/ledger.ts';
import { deposit, reserveWithdrawal } from '../server/ledger/movements.ts';

const CLIENTS = 50;
const POSTINGS_PER_CLIENT = Number(process.env.BENCH_LEDGER_POSTINGS ?? 40);
const KZT = 7;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function players(db: Db, run: string): Promise<number[]> {
  const accounts: number[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const [player] = await db.query<{ id: number }>(
      `INSERT INTO players (partner, email, password_hash, registration_type, currency_id)
       VALUES (1, $1, 'x', 'full_reg', $2) RETURNING id`,
      [`bench-${run}-${i}@betframe.test`, KZT],
    );
    accounts.push(await db.transaction((tx) => playerAccount(tx, player!.id, 'main', KZT)));
  }
  return accounts;
}

/** One client's postings: deposit, reserve part of it, now and then the same key again. */
async function client(db: Db, account: number, run: string, latencies: number[]) {
  for (let i = 0; i < POSTINGS_PER_CLIENT; i++) {
    const again = i % 10 === 9;
    const n = again ? i - 1 : i;
    const key = `bench-${run}-${account}-${n}`;
    const started = performance.now();
    await db.transaction((tx) =>
      n % 2 === 0
        ? deposit(tx, { key, account, amount: 10_000n, source: 'bench' })
        : reserveWithdrawal(tx, { key, account, amount: 2_500n, request: key }),
    );
    latencies.push(performance.now() - started);
  }
}

async function benchOn(name: string, db: Db): Promise<string> {
  const run = Math.random().toString(36).slice(2, 8);
  const accounts = await players(db, run);
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(accounts.map((account) => client(db, account, run, latencies)));
  const seconds = (performance.now() - started) / 1000;
  const check = await checkLedger(db);
  const sorted = [...latencies].sort((a, b) => a - b);
  const ok = check.unbalanced.length === 0 && check.overdrawn.length === 0;
  return (
    `ledger: ${name.padEnd(10)} ${(latencies.length / seconds).toFixed(0).padStart(6)} postings/s` +
    `  p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(sorted, 99).toFixed(1).padStart(6)} ms` +
    `  (${CLIENTS} clients, ${latencies.length} postings)  invariants ${ok ? 'hold' : `BROKEN ${JSON.stringify(check)}`}`
  );
}

export async function benchLedger(): Promise<string[]> {
  const lines: string[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'betframe-ledger-bench-'));
  const pglite = await createPgliteDb({ dataDir: dir });
  try {
    await migrate(pglite);
    await seed(pglite);
    lines.push(await benchOn('PGlite', pglite));
  } finally {
    await pglite.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    lines.push('ledger: PostgreSQL not measured (run under scripts/with-postgres.sh)');
    return lines;
  }
  const postgres = createPostgresDb(url);
  try {
    await migrate(postgres);
    await seed(postgres);
    lines.push(await benchOn('PostgreSQL', postgres));
  } finally {
    await postgres.close();
  }
  return lines;
}
