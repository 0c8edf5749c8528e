import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BONUS_TYPE } from '../../src/lib/money/bonus-types.ts';
import type { Minor } from '../../src/lib/money/minor.ts';
import { expireBonuses, grantBonus, recordTurnover } from '../bonuses/bonuses.ts';
import type { Db } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import { balanceOf, checkLedger, platformAccount } from '../ledger/ledger.ts';
import { createTestDb, testDbKinds } from '../testing/test-db.ts';
import { settle } from './settlement.ts';
import {
  placeSynthetic,
  recordSyntheticResult,
  syntheticPlayer,
  syntheticResolver,
} from './synthetic-bets.ts';

let nextGame = 950_000_000;
const game = () => (nextGame += 1);
const KZT = 7;

describe.each(testDbKinds())('bets staked from a bonus on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(kind);
  });
  afterAll(() => db.close());

  let sources = 0;
  /** A bonus of the player's of `type` holding `amount`, wagered `wager` times: its id and account. */
  async function bonusOf(playerId: number, type: number, amount: Minor, wager = 5) {
    sources += 1;
    const id = await db.transaction((tx) =>
      grantBonus(tx, {
        playerId,
        type,
        title: 'Test bonus',
        source: 'promo',
        sourceCode: `bet-bonus-${sources}`,
        currencyId: KZT,
        amount,
        wager,
        days: 30,
        now: new Date(),
      }),
    );
    const [account] = await db.query<{ id: number }>(
      'SELECT id FROM accounts WHERE bonus_id = $1',
      [id],
    );
    return { id: id!, account: account!.id };
  }
  const betRow = async (id: number) =>
    (
      await db.query<{
        status: string;
        payout: string;
        potential_payout: string;
        bonus_id: number;
      }>(
        `SELECT status, payout::text AS payout, potential_payout::text AS potential_payout, bonus_id
         FROM bets WHERE id = $1`,
        [id],
      )
    )[0]!;
  const wagered = async (bonusId: number) =>
    (
      await db.query<{ done: string }>(
        'SELECT wager_done::text AS done FROM bonuses WHERE id = $1',
        [bonusId],
      )
    )[0]!.done;
  const single = (gameId: number, stake: Minor, bonusId: number, price = 3) => ({
    kind: 'single' as const,
    stake,
    bonusId,
    selections: [{ gameId, price }],
  });

  it('stakes bonus money from the bonus, pays it back there and counts toward its wagering', async () => {
    const player = await syntheticPlayer(db, 50_000n);
    const bonus = await bonusOf(player.playerId, BONUS_TYPE.sport, 10_000n);
    const [won, lost] = [game(), game()];
    const wonBet = await placeSynthetic(db, player, single(won, 2_000n, bonus.id));
    await placeSynthetic(db, player, single(lost, 3_000n, bonus.id));
    // The main account is not touched; the bonus holds what is left of it.
    expect(await balanceOf(db, player.accountId)).toBe(50_000n);
    expect(await balanceOf(db, bonus.account)).toBe(5_000n);
    await recordSyntheticResult(db, won, 'won');
    await recordSyntheticResult(db, lost, 'lost');
    await settle(db, syntheticResolver);
    // 20.00 at 3: 60.00 back on the bonus, still bonus money to wager.
    expect(await balanceOf(db, bonus.account)).toBe(5_000n + 6_000n);
    expect(await balanceOf(db, player.accountId)).toBe(50_000n);
    expect(await betRow(wonBet)).toMatchObject({
      status: 'won',
      payout: '60.00',
      bonus_id: bonus.id,
    });
    expect(await wagered(bonus.id)).toBe('50.00');
    expect(await checkLedger(db)).toEqual({ unbalanced: [], overdrawn: [] });
  });

  it('pays a bonus bet to the main account once the bonus converted, to the pool once it ended', async () => {
    const player = await syntheticPlayer(db, 0n);
    const converting = await bonusOf(player.playerId, BONUS_TYPE.sport, 10_000n, 1);
    const ending = await bonusOf(player.playerId, BONUS_TYPE.promocode, 10_000n);
    const [g1, g2] = [game(), game()];
    await placeSynthetic(db, player, single(g1, 1_000n, converting.id, 2));
    await placeSynthetic(db, player, single(g2, 1_000n, ending.id, 2));
    // The first bonus's wagering is met by other play; the second one expires.
    await db.transaction((tx) =>
      recordTurnover(tx, {
        key: `elsewhere-${converting.id}`,
        playerId: player.playerId,
        currencyId: KZT,
        amount: 10_000n,
        source: 'casino',
      }),
    );
    const pool = await db.transaction((tx) => platformAccount(tx, 'bonus_pool', KZT));
    await db.transaction((tx) =>
      tx.query(`UPDATE bonuses SET expires_at = now() - interval '1 second' WHERE id = $1`, [
        ending.id,
      ]),
    );
    await db.transaction((tx) => expireBonuses(tx, new Date()));
    // Converted: the 90.00 left moved to main. Expired: its 90.00 went to the pool.
    expect(await balanceOf(db, player.accountId)).toBe(9_000n);
    const poolBefore = await balanceOf(db, pool);
    await recordSyntheticResult(db, g1, 'won');
    await recordSyntheticResult(db, g2, 'won');
    await settle(db, syntheticResolver);
    expect(await balanceOf(db, player.accountId)).toBe(9_000n + 2_000n);
    expect(await balanceOf(db, ending.account)).toBe(0n);
    expect((await balanceOf(db, pool)) - poolBefore).toBe(2_000n);
    expect(await checkLedger(db)).toEqual({ unbalanced: [], overdrawn: [] });
  });

  it('stakes a free bet whole on one bet and pays its winnings only; a void one comes back', async () => {
    const player = await syntheticPlayer(db, 0n);
    const free = await bonusOf(player.playerId, BONUS_TYPE.freebet, 1_000n);
    await expect(placeSynthetic(db, player, single(game(), 500n, free.id))).rejects.toSatisfy(
      (e) =>
        e instanceof ApiProblem &&
        e.messageKey === 'error_bet_free_bet_stake' &&
        e.extra?.free_bet === '10.00',
    );
    const won = game();
    const bet = await placeSynthetic(db, player, single(won, 1_000n, free.id));
    // At 3: it may win 20.00 (30.00 less the stake).
    expect(await betRow(bet)).toMatchObject({ status: 'open', potential_payout: '20.00' });
    expect(await balanceOf(db, free.account)).toBe(0n);
    await recordSyntheticResult(db, won, 'won');
    await settle(db, syntheticResolver);
    expect(await balanceOf(db, player.accountId)).toBe(2_000n);
    expect(await betRow(bet)).toMatchObject({ status: 'won', payout: '20.00' });
    // A free bet is not wagering.
    expect(await wagered(free.id)).toBe('0.00');

    const again = await bonusOf(player.playerId, BONUS_TYPE.freebet, 1_000n);
    const voided = game();
    await placeSynthetic(db, player, single(voided, 1_000n, again.id));
    await recordSyntheticResult(db, voided, 'void');
    await settle(db, syntheticResolver);
    expect(await balanceOf(db, again.account)).toBe(1_000n);
    expect(await balanceOf(db, player.accountId)).toBe(2_000n);
    expect(await checkLedger(db)).toEqual({ unbalanced: [], overdrawn: [] });
  });

  it('refuses another player’s bonus, a casino bonus and one that ended, naming userIdBonus', async () => {
    const player = await syntheticPlayer(db, 0n);
    const other = await syntheticPlayer(db, 0n);
    const theirs = await bonusOf(other.playerId, BONUS_TYPE.sport, 1_000n);
    const casino = await bonusOf(player.playerId, BONUS_TYPE.casino, 1_000n);
    const ended = await bonusOf(player.playerId, BONUS_TYPE.sport, 1_000n);
    await db.query(`UPDATE bonuses SET status = 'refused' WHERE id = $1`, [ended.id]);
    for (const [bonusId, key] of [
      [theirs.id, 'error_bet_bonus_unknown'],
      [casino.id, 'error_bet_bonus_casino'],
      [ended.id, 'error_bonus_closed'],
    ] as const)
      await expect(placeSynthetic(db, player, single(game(), 100n, bonusId))).rejects.toSatisfy(
        (e) =>
          e instanceof ApiProblem &&
          e.messageKey === key &&
          e.details.some((d) => d.includes('/userIdBonus')),
      );
  });
});
