import type { Minor } from '../../src/lib/money/minor.ts';
import type { Queryable } from '../db/db.ts';
import { type Entry, platformAccount, post, type Posted } from './ledger.ts';
import { type AccountRef, accountRef } from './movements.ts';

/**
 * A sports bet's money: the stake leaves the player when the bet is placed and waits in
 * `bets_open` (the stake tax, if any, goes to `bet_tax` at once); settlement empties the bet's
 * part of `bets_open` into the payout, the tax withheld from it and the book (`bets_book`), which
 * takes a lost stake and pays winnings above the stake. Keys name the bet, so a replay moves
 * nothing: `bet:<id>:placed`, `bet:<id>:settled` (a cash-out too: a bet is settled or sold). A bet
 * request's stake waits in `bet_requests` (request-movements.ts) until it is placed or released.
 */

/** Entries of zero are not entries: a movement lists only what changes. */
const moving = (entries: readonly Entry[]) => entries.filter((e) => e.amount !== 0n);

export interface BetPlacement {
  readonly bet: number;
  /** The player's main account the stake comes from. */
  readonly account: number;
  /** The gross stake debited. */
  readonly stake: Minor;
  /** The part of the stake withheld as stake tax (0 without one). */
  readonly stakeTax: Minor;
  /** An advance bet: the stake is lent by the platform (`advances`), not taken from the account. */
  readonly advance?: boolean;
  /**
   * A bet request placed (an auto-bet at its price, an approved VIP bid): the stake is the one the
   * request holds in `bet_requests`, and the movement closes the request (requestClosingKey).
   */
  readonly heldBy?: number;
}

/** The key of the one movement that closes a bet request: its bet placed, or its stake released. */
export const requestClosingKey = (request: number) => `bet-request:${request}:closed`;

/** Where a placement's stake comes from: the account, the platform's loan, or a request's hold. */
async function stakeSource(tx: Queryable, move: BetPlacement, account: AccountRef) {
  if (move.heldBy !== undefined) return platformAccount(tx, 'bet_requests', account.currencyId);
  if (move.advance) return platformAccount(tx, 'advances', account.currencyId);
  return account.id;
}

/**
 * The stake of a bet just placed: off the player's account (or what lends or holds it), into open
 * stakes and stake tax.
 */
export async function betPlaced(tx: Queryable, move: BetPlacement): Promise<Posted> {
  if (move.stake <= 0n || move.stakeTax < 0n || move.stakeTax > move.stake)
    throw new Error(`bet ${move.bet}: a stake of ${move.stake} with tax ${move.stakeTax}`);
  const account = await accountRef(tx, move.account);
  const open = await platformAccount(tx, 'bets_open', account.currencyId);
  const tax = await platformAccount(tx, 'bet_tax', account.currencyId);
  const from = await stakeSource(tx, move, account);
  const { heldBy } = move;
  const held = heldBy !== undefined;
  return post(tx, {
    // A request's bet shares the request's closing key: it cannot also be released.
    key: held ? requestClosingKey(heldBy) : `bet:${move.bet}:placed`,
    kind: held ? 'bet_placed_from_request' : move.advance ? 'bet_placed_advance' : 'bet_placed',
    playerId: account.playerId,
    entries: moving([
      { account: from, amount: -move.stake },
      { account: open, amount: move.stake - move.stakeTax },
      { account: tax, amount: move.stakeTax },
    ]),
    meta: held ? { bet: move.bet, request: heldBy } : { bet: move.bet },
  });
}

export interface BetSettlement {
  readonly bet: number;
  /** The player's account paid (the bet's own, or where a bonus bet's winnings go). */
  readonly account: number;
  /** What the bet holds in `bets_open`: the stake less its stake tax. */
  readonly netStake: Minor;
  /** The payout before payout tax (0 for a lost bet). */
  readonly payout: Minor;
  readonly payoutTax: Minor;
  /** The stake tax paid back (a bet void as a whole under return_tax), else 0. */
  readonly stakeTaxReturned: Minor;
  /** Of what the bet pays, the part the book keeps (a free bet's stake), else 0. */
  readonly kept?: Minor;
  /** What the player would be paid goes to the bonus pool instead (a bonus that ended meanwhile). */
  readonly forfeited?: boolean;
}

/** What the bet pays after tax: payout − payout tax + stake tax returned. */
export const paidOut = (s: BetSettlement): Minor => s.payout - s.payoutTax + s.stakeTaxReturned;

/** What reaches the player (or the pool): what the bet pays less what the book keeps. */
export const paidToPlayer = (s: BetSettlement): Minor => paidOut(s) - (s.kept ?? 0n);

/**
 * A settled bet: its open stake leaves `bets_open`; the player gets what the bet pays after tax
 * (less a free bet's stake, which the book keeps; to the bonus pool if the bonus it was staked
 * from has ended), `bet_tax` the payout tax (less a stake tax paid back), the book the rest of
 * the stake or pays the winnings above it. Nothing to move (a bet that staked nothing net and
 * pays nothing) posts nothing.
 */
export async function betSettled(tx: Queryable, move: BetSettlement): Promise<Posted | undefined> {
  return betClosed(tx, move, 'bet_settled');
}

/**
 * A bet sold back before its result (cash-out): moved as a settlement paying the cash-out value,
 * under the settlement's own key, so a bet is either settled or sold, and paid once.
 */
export async function betCashedOut(
  tx: Queryable,
  move: Omit<BetSettlement, 'stakeTaxReturned'>,
): Promise<Posted | undefined> {
  return betClosed(tx, { ...move, stakeTaxReturned: 0n }, 'bet_cashed_out');
}

async function betClosed(
  tx: Queryable,
  move: BetSettlement,
  kind: 'bet_settled' | 'bet_cashed_out',
): Promise<Posted | undefined> {
  const paid = paidOut(move);
  const kept = move.kept ?? 0n;
  if (
    move.netStake < 0n ||
    move.payout < 0n ||
    move.payoutTax < 0n ||
    paid < 0n ||
    kept < 0n ||
    kept > paid
  )
    throw new Error(`bet ${move.bet}: a settlement that does not add up`);
  const account = await accountRef(tx, move.account);
  const paidTo = move.forfeited
    ? await platformAccount(tx, 'bonus_pool', account.currencyId)
    : account.id;
  const entries = moving([
    { account: paidTo, amount: paid - kept },
    {
      account: await platformAccount(tx, 'bets_open', account.currencyId),
      amount: -move.netStake,
    },
    {
      account: await platformAccount(tx, 'bet_tax', account.currencyId),
      amount: move.payoutTax - move.stakeTaxReturned,
    },
    {
      account: await platformAccount(tx, 'bets_book', account.currencyId),
      amount: move.netStake - move.payout + kept,
    },
  ]);
  if (entries.length === 0) return undefined;
  return post(tx, {
    key: `bet:${move.bet}:settled`,
    kind,
    playerId: account.playerId,
    entries,
    meta: { bet: move.bet },
  });
}

/** Part of an advance paid back out of what the player was paid: main → `advances`. */
export async function advanceRepaid(
  tx: Queryable,
  move: { key: string; account: number; amount: Minor; advanceBet: number },
): Promise<Posted> {
  if (move.amount <= 0n) throw new Error(`advance ${move.advanceBet}: nothing to repay`);
  const account = await accountRef(tx, move.account);
  return post(tx, {
    key: move.key,
    kind: 'advance_repaid',
    playerId: account.playerId,
    entries: [
      { account: account.id, amount: -move.amount },
      { account: await platformAccount(tx, 'advances', account.currencyId), amount: move.amount },
    ],
    meta: { bet: move.advanceBet },
  });
}
