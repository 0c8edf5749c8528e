import type { Minor } from '../../src/lib/money/minor.ts';
import type { Queryable } from '../db/db.ts';
import { requestClosingKey } from './bet-movements.ts';
import { platformAccount, post, type Posted } from './ledger.ts';
import { accountRef } from './movements.ts';

/**
 * A bet request's money (server/bets/bet-requests.ts): the stake leaves the player's account when
 * the request is made and waits in `bet_requests` under `bet-request:<id>:held`; it then becomes
 * the bet's stake (betPlaced with `heldBy`) or goes back to the account it came from, both under
 * the one key `bet-request:<id>:closed` — so a request is placed or released, and once.
 */

export interface RequestMoney {
  readonly request: number;
  /** The player's account the stake came from (and goes back to). */
  readonly account: number;
  readonly amount: Minor;
}

async function requestMove(
  tx: Queryable,
  move: RequestMoney,
  way: 'held' | 'released',
): Promise<Posted> {
  if (move.amount <= 0n) throw new Error(`bet request ${move.request}: nothing to hold`);
  const account = await accountRef(tx, move.account);
  const hold = await platformAccount(tx, 'bet_requests', account.currencyId);
  const sign = way === 'held' ? 1n : -1n;
  return post(tx, {
    key: way === 'held' ? `bet-request:${move.request}:held` : requestClosingKey(move.request),
    kind: `bet_request_${way}`,
    playerId: account.playerId,
    entries: [
      { account: account.id, amount: -sign * move.amount },
      { account: hold, amount: sign * move.amount },
    ],
    meta: { request: move.request },
  });
}

/** A request's stake taken off the player's account and held (above the balance: a 409). */
export const betRequestHeld = (tx: Queryable, move: RequestMoney) => requestMove(tx, move, 'held');

/** A request's stake given back: declined, cancelled or expired. */
export const betRequestReleased = (tx: Queryable, move: RequestMoney) =>
  requestMove(tx, move, 'released');
