import type { Minor } from '../../src/lib/money/minor.ts';
import type { Db } from '../db/db.ts';
import { settle } from './settlement.ts';
import { placeSynthetic, recordSyntheticResult, syntheticResolver } from './synthetic-bets.ts';

/**
 * Advance bets set up for tests on made-up games (synthetic bets), settled by hand: a server
 * built with `feed: { recordEveryMs: 0 }` settles nothing else meanwhile.
 */

let nextGame = 980_000_000;
const game = () => (nextGame += 1);

/** A player by e-mail (the demo player of route tests) with their active main account. */
export async function playerByEmail(db: Db, email: string) {
  const [row] = await db.query<{ player_id: number; account_id: number }>(
    `SELECT p.id AS player_id, a.id AS account_id FROM players p
     JOIN accounts a ON a.player_id = p.id AND a.kind = 'main' AND a.is_active
     WHERE p.email = $1`,
    [email],
  );
  if (!row) throw new Error(`no player ${email}`);
  return { playerId: row.player_id, accountId: row.account_id };
}

type Player = Awaited<ReturnType<typeof playerByEmail>>;

/** An open single of the player's own money at 2.00: `winnings` backing advances (half lendable). */
export const backAdvances = (db: Db, player: Player, winnings: Minor) =>
  placeSynthetic(db, player, {
    kind: 'single',
    stake: winnings,
    selections: [{ gameId: game(), price: 2 }],
  });

/** An advance of `amount` its bets could not repay: backed, staked, both bets lost. */
export async function unrepaidAdvance(db: Db, player: Player, amount: Minor): Promise<void> {
  const [backing, advanced] = [game(), game()];
  await placeSynthetic(db, player, {
    kind: 'single',
    stake: amount * 2n,
    selections: [{ gameId: backing, price: 2 }],
  });
  await placeSynthetic(db, player, {
    kind: 'single',
    stake: amount,
    advance: true,
    selections: [{ gameId: advanced, price: 2 }],
  });
  for (const id of [backing, advanced]) await recordSyntheticResult(db, id, 'lost');
  await settle(db, syntheticResolver);
}
