import type { TaxSettings } from '../../src/lib/bets/tax-rules.ts';
import { formatMinor, type Minor, minorOf } from '../../src/lib/money/minor.ts';
import type { Db, Queryable } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import { betCashedOut } from '../ledger/bet-movements.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { markUnrepaid, repayAdvances } from './advances.ts';
import { payoutTarget } from './bet-funding.ts';
import { type BetRecord, betRecord } from './bet-record.ts';
import { STATUS_IDS } from './bet-status.ts';
import {
  type CashOut,
  cashOutOf,
  type PriceOf,
  pricesFor,
  quoteCashOut,
  SETTLED,
} from './cash-out.ts';
import type { BetDeps } from './make-bet.ts';

/** A bet with its cash-out (the history's and the sale's answers). */
export type BetWithCashOut = BetRecord & { readonly cashOut?: CashOut };

interface Locked {
  player_id: number;
  status: BetRecord['status'];
  tax: TaxSettings;
  currency_id: number;
}

/**
 * The player's own bet, its row locked (FOR UPDATE) in the caller's transaction when `lock`:
 * a 404 when there is no such bet, a 403 when it is another player's.
 */
async function ownBet(db: Queryable, playerId: number, betId: number, lock: boolean) {
  const [row] = await db.query<Locked>(
    `SELECT player_id, status, tax, currency_id FROM bets WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [betId],
  );
  if (!row) throw new ApiProblem(404, 'error_bet_not_found', [`body /saleBetId: no bet ${betId}`]);
  if (row.player_id !== playerId)
    throw new ApiProblem(403, 'error_bet_not_yours', [
      `body /saleBetId: bet ${betId} is another player's`,
    ]);
  return row;
}

/** getsalebetsum: the player's bet with what it sells for now at the feed's prices (or why not). */
export async function saleValue(
  deps: BetDeps,
  playerId: number,
  betId: number,
): Promise<BetWithCashOut> {
  const row = await ownBet(deps.db, playerId, betId, false);
  const bet = await betRecord(deps.db, betId);
  const priceOf = await pricesFor(deps.db, deps.feed, [bet]);
  return { ...bet, cashOut: cashOutOf(bet, row.tax, priceOf) ?? SETTLED };
}

/** What salebet answers: the sold bet, what it paid and the account's balance after it. */
export interface BetSold {
  readonly bet: BetWithCashOut;
  readonly amount: string;
  readonly balance: string;
}

/**
 * salebet: sells the player's open bet back for `summ`, which must be its value at the feed's
 * prices now (else a 409 with the new value, as MakeBetWeb refuses a changed price). In one
 * transaction with the bet's row locked: the bet is cashed out and the value credited through the
 * ledger under the settlement's key (`bet:<id>:settled`), so a bet is sold or settled, once; two
 * sales at once find it open once.
 */
export async function sellBet(
  deps: BetDeps,
  playerId: number,
  betId: number,
  summ: Minor,
): Promise<BetSold> {
  // Theirs and there (404, 403) before its selections are read for their prices now.
  await ownBet(deps.db, playerId, betId, false);
  const priceOf: PriceOf = await pricesFor(deps.db, deps.feed, [await betRecord(deps.db, betId)]);
  const amount = await sellAt(deps.db, playerId, betId, summ, priceOf);
  const bet = await betRecord(deps.db, betId);
  return {
    bet: { ...bet, cashOut: { status: 'sold', amount: formatMinor(amount) } },
    amount: formatMinor(amount),
    balance: formatMinor(await balanceOf(deps.db, bet.accountId)),
  };
}

/** sellBet's transaction at the prices `priceOf` gives (the ledger's property test gives its own). */
export async function sellAt(
  db: Db,
  playerId: number,
  betId: number,
  summ: Minor,
  priceOf: PriceOf,
): Promise<Minor> {
  return db.transaction(async (tx) => {
    const row = await ownBet(tx, playerId, betId, true);
    if (row.status !== 'open')
      throw new ApiProblem(
        409,
        'error_bet_not_open',
        [`body /saleBetId: the bet is ${row.status}`],
        {
          status: row.status,
        },
      );
    const bet = await betRecord(tx, betId);
    const quote = quoteCashOut(bet, row.tax, priceOf);
    if (!quote.ok)
      throw new ApiProblem(
        409,
        'error_cashout_unavailable',
        [`body /saleBetId: ${quote.refusal.detail}`],
        { cashOut: quote.refusal },
      );
    const { price } = quote;
    if (price.value !== summ)
      throw new ApiProblem(
        409,
        'error_cashout_value_changed',
        [`body /summ: the bet sells for ${formatMinor(price.value)} now`],
        { value: formatMinor(price.value) },
      );
    // Paid where a settlement would pay (a bonus bet back to its bonus, a free bet's winnings to
    // main), and what reaches main money repays advances first, as a settlement's payout does.
    const owner = { playerId, currencyId: row.currency_id };
    const to = await payoutTarget(
      tx,
      { ...owner, accountId: bet.accountId, bonusId: bet.bonusId, freeBet: bet.freeBet },
      price.value + price.kept,
      minorOf(bet.stake),
      false,
    );
    await betCashedOut(tx, {
      bet: betId,
      account: to.account,
      netStake: price.netStake,
      payout: price.payout,
      payoutTax: price.payoutTax,
      kept: price.kept,
      forfeited: to.forfeited,
    });
    await tx.query(
      `UPDATE bets SET status = 'cashed_out', status_id = $2, payout = $3, settled_at = now()
       WHERE id = $1`,
      [betId, STATUS_IDS.cashedOut, formatMinor(price.value)],
    );
    const [paidTo] = await tx.query<{ kind: string }>('SELECT kind FROM accounts WHERE id = $1', [
      to.account,
    ]);
    if (!to.forfeited && paidTo?.kind === 'main')
      await repayAdvances(tx, { ...owner, betId, account: to.account, paid: price.value });
    else await markUnrepaid(tx, playerId, row.currency_id);
    return price.value;
  });
}
