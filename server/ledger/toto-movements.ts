import type { Minor } from '../../src/lib/money/minor.ts';
import type { Queryable } from '../db/db.ts';
import { platformAccount, post, type Posted } from './ledger.ts';
import { accountRef } from './movements.ts';

/**
 * A toto coupon's money, on the sports bets' accounts: the total stake leaves the player when
 * the coupon is placed and waits in `bets_open`; settlement empties it into the prize and the
 * book (`bets_book` takes what is not paid, pays a prize above the stake). Keys name the coupon,
 * so a replay moves nothing: `toto:<id>:placed`, `toto:<id>:settled`.
 */

/** The total stake of a coupon just placed: off the player's account, into open stakes. */
export async function totoPlaced(
  tx: Queryable,
  move: { readonly coupon: number; readonly account: number; readonly total: Minor },
): Promise<Posted> {
  if (move.total <= 0n) throw new Error(`toto coupon ${move.coupon}: a stake of ${move.total}`);
  const account = await accountRef(tx, move.account);
  return post(tx, {
    key: `toto:${move.coupon}:placed`,
    kind: 'toto_placed',
    playerId: account.playerId,
    entries: [
      { account: account.id, amount: -move.total },
      { account: await platformAccount(tx, 'bets_open', account.currencyId), amount: move.total },
    ],
    meta: { toto_coupon: move.coupon },
  });
}

/** A settled coupon: its stake leaves `bets_open`, the prize goes to the player, the rest to the book. */
export async function totoSettled(
  tx: Queryable,
  move: {
    readonly coupon: number;
    readonly account: number;
    readonly total: Minor;
    readonly prize: Minor;
  },
): Promise<Posted> {
  if (move.total <= 0n || move.prize < 0n)
    throw new Error(`toto coupon ${move.coupon}: a settlement that does not add up`);
  const account = await accountRef(tx, move.account);
  const entries = [
    { account: account.id, amount: move.prize },
    { account: await platformAccount(tx, 'bets_open', account.currencyId), amount: -move.total },
    {
      account: await platformAccount(tx, 'bets_book', account.currencyId),
      amount: move.total - move.prize,
    },
  ].filter((e) => e.amount !== 0n);
  return post(tx, {
    key: `toto:${move.coupon}:settled`,
    kind: 'toto_settled',
    playerId: account.playerId,
    entries,
    meta: { toto_coupon: move.coupon },
  });
}
