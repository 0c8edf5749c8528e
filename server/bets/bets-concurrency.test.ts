import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../db/db.ts';
import { balanceOf, checkLedger } from '../ledger/ledger.ts';
import { createTestDb, testDbKinds } from '../testing/test-db.ts';
import { settle } from './settlement.ts';
import {
  placeSynthetic,
  recordSyntheticResult,
  syntheticPlayer,
  syntheticResolver,
} from './synthetic-bets.ts';

/** Placements and settlements of one player's bets at once: no deadlock, no cent twice. */
describe.each(testDbKinds())('bets placed and settled at once on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(kind);
  });
  afterAll(() => db.close());

  it('settles some of a player’s bets while others are placed on the same account', async () => {
    const player = await syntheticPlayer(db, 20_000n);
    const ready = Array.from({ length: 10 }, (_, i) => 930_000_000 + i);
    for (const gameId of ready)
      await placeSynthetic(db, player, {
        kind: 'single',
        stake: 1_000n,
        selections: [{ gameId, price: 2 }],
      });
    for (const gameId of ready) await recordSyntheticResult(db, gameId, 'won');
    const more = Array.from({ length: 15 }, (_, i) =>
      placeSynthetic(db, player, {
        kind: 'single',
        stake: 1_000n,
        selections: [{ gameId: 931_000_000 + i, price: 3 }],
      }).then(
        () => 'placed',
        (error: Error & { messageKey?: string }) => error.messageKey ?? error.message,
      ),
    );
    const [runs, placed] = await Promise.all([
      Promise.all([settle(db, syntheticResolver), settle(db, syntheticResolver)]),
      Promise.all(more),
    ]);
    expect(runs[0].bets + runs[1].bets).toBe(10);
    // 100.00 left after the first ten, 200.00 back as they win: each new bet either fits or is refused.
    expect(placed.every((p) => p === 'placed' || p === 'error_insufficient_funds')).toBe(true);
    const count = placed.filter((p) => p === 'placed').length;
    expect(count).toBeGreaterThanOrEqual(10);
    expect(await balanceOf(db, player.accountId)).toBe(
      20_000n - 10_000n + 20_000n - BigInt(count) * 1_000n,
    );
    expect(await checkLedger(db)).toEqual({ unbalanced: [], overdrawn: [] });
  });
});
