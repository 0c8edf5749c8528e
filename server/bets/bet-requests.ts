import { formatMinor, minorOf } from '../../src/lib/money/minor.ts';
import type { Db, Queryable } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import { duelViews } from '../feed/duels-store.ts';
import type { FeedSimulator } from '../feed/sim/simulator.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { betRequestHeld, betRequestReleased } from '../ledger/request-movements.ts';
import { checkPayout, type LimitSettings, limitsOnWire, stakeLimits } from './bet-limits.ts';
import {
  type BetRequestRecord,
  type CloseReason,
  type RequestKind,
  requestRecord,
  requestSelection,
  type RequestStatus,
} from './bet-request-record.ts';
import { REQUEST_STATUS_IDS } from './bet-status.ts';
import { quoteEvents } from './feed-quote.ts';
import { taxedBet } from './make-bet.ts';
import { activeAccount, guidReused } from './place-bet.ts';
import {
  checkedPrices,
  checkShape,
  fingerprintOf,
  type RequestAsk,
  stakeField,
} from './request-asks.ts';

/**
 * Bet requests: bets asked for now and placed later, their stake held in the ledger meanwhile.
 * An auto-bet (MakeBetWeb's isAutoBet, a single) waits for the feed to reach the price asked
 * (autoBetCf, above the price now); a VIP bid (MakeBetBidWeb, a stake above the platform's
 * largest) waits for the operator. Placement and expiry: request-placement.ts.
 */

/** Where requests are made: the database and the feed at its now. */
export interface RequestDeps {
  readonly db: Db;
  readonly sim: FeedSimulator;
  /** The feed's now, epoch milliseconds. */
  readonly now: number;
}

/** Who asks, under which variant's settings, naming games in which language. */
export interface RequestContext {
  readonly playerId: number;
  readonly settings: LimitSettings;
  readonly language: string;
}

/** What the request calls answer: the request, the account's balance after it, the limits. */
export interface RequestMade {
  readonly request: BetRequestRecord;
  readonly balance: string;
  readonly limits: ReturnType<typeof limitsOnWire>;
}

/** A status's id (bet-status.ts): a waiting request's says what it waits for. */
export function requestStatusId(status: RequestStatus, kind: RequestKind): number {
  if (status === 'waiting')
    return kind === 'auto' ? REQUEST_STATUS_IDS.autoWaiting : REQUEST_STATUS_IDS.vipWaiting;
  return REQUEST_STATUS_IDS[status];
}

/** The request already made under the guid, if any (another one under it is refused). */
async function requestUnder(db: Queryable, playerId: number, ask: RequestAsk, fingerprint: string) {
  const [row] = await db.query<{ id: number; fingerprint: string }>(
    'SELECT id, fingerprint FROM bet_requests WHERE player_id = $1 AND bet_guid = $2',
    [playerId, ask.bet.guid],
  );
  if (row && row.fingerprint !== fingerprint) throw guidReused(ask.bet);
  return row?.id;
}

/**
 * Makes a request: the bet's selections must be offered now (a 409 naming them otherwise), an
 * auto-bet's price above the current one, a bid's stake above the largest (and its prices
 * within the player's policy), the win within what the platform pays; the stake is held from the
 * active account in the transaction that writes the request. The same guid again answers the
 * request it made; a guid used by another request or a bet is refused.
 */
export async function requestBet(
  deps: RequestDeps,
  context: RequestContext,
  ask: RequestAsk,
): Promise<RequestMade> {
  const { db, sim, now } = deps;
  const { playerId, settings } = context;
  const { bet } = ask;
  checkShape(ask);
  const fingerprint = fingerprintOf(ask);
  const account = await activeAccount(db, playerId);
  const limits = stakeLimits(settings, account.currency_id);
  let id = await requestUnder(db, playerId, ask, fingerprint);
  if (id === undefined) {
    const duels = await duelViews(
      db,
      sim,
      bet.events.map((e) => e.gameId),
      now,
    );
    const quotes = quoteEvents(sim, now, bet.events, context.language, bet.at, duels);
    const prices = checkedPrices(ask, quotes, limits);
    const tax = settings.bettingConfig.tax;
    const taxed = taxedBet(bet, prices, tax);
    checkPayout(taxed.payoutAfterTax, limits, stakeField(ask));
    id = await db.transaction(async (tx) => {
      // The account first, as a bet locks it: the request's row then refers to it (a share lock).
      await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [account.id]);
      const [placed] = await tx.query('SELECT 1 FROM bets WHERE player_id = $1 AND bet_guid = $2', [
        playerId,
        bet.guid,
      ]);
      if (placed) throw guidReused(bet);
      const [made] = await tx.query<{ id: number }>(
        `INSERT INTO bet_requests (player_id, bet_guid, fingerprint, kind, bet_kind, system_size,
           events, selections, policy, auto_price, auto_price_view, stake, currency_id, account_id,
           tax, language, status_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
         ON CONFLICT (player_id, bet_guid) DO NOTHING RETURNING id`,
        [
          playerId,
          bet.guid,
          fingerprint,
          ask.kind,
          bet.kind,
          bet.systemSize ?? null,
          JSON.stringify(bet.events),
          JSON.stringify(quotes.map(requestSelection)),
          bet.policy,
          ask.kind === 'auto' ? ask.price : null,
          ask.kind === 'auto' ? (ask.view ?? null) : null,
          formatMinor(bet.stake),
          account.currency_id,
          account.id,
          JSON.stringify(tax),
          context.language,
          requestStatusId('waiting', ask.kind),
        ],
      );
      // The same guid at the same moment: the other request made it.
      if (!made) return (await requestUnder(tx, playerId, ask, fingerprint))!;
      await hold(tx, made.id, account.id, ask);
      return made.id;
    });
  }
  const request = await requestRecord(db, id);
  return {
    request,
    balance: formatMinor(await balanceOf(db, request.accountId)),
    limits: limitsOnWire(limits),
  };
}

async function hold(tx: Queryable, request: number, account: number, ask: RequestAsk) {
  try {
    await betRequestHeld(tx, { request, account, amount: ask.bet.stake });
  } catch (error) {
    if (error instanceof ApiProblem && error.messageKey === 'error_insufficient_funds')
      throw new ApiProblem(
        409,
        error.messageKey,
        [`body ${stakeField(ask)}: more than the account holds`],
        error.extra,
      );
    throw error;
  }
}

/**
 * Closes a waiting request (the caller holds its row) without a bet: its status and reason
 * written and its stake released, in the caller's transaction.
 */
export async function closeRequest(
  tx: Queryable,
  row: { id: number; kind: RequestKind; account_id: number; stake: string },
  status: 'declined' | 'cancelled' | 'expired',
  reason: CloseReason,
): Promise<void> {
  await tx.query(
    `UPDATE bet_requests SET status = $2, status_id = $3, reason = $4, closed_at = now()
     WHERE id = $1`,
    [row.id, status, requestStatusId(status, row.kind), reason],
  );
  await betRequestReleased(tx, {
    request: row.id,
    account: row.account_id,
    amount: minorOf(row.stake),
  });
}

/** The request's row locked for a decision: 404 when it is none (of this player's). */
export async function lockedRequest(tx: Queryable, id: number, playerId?: number) {
  const [row] = await tx.query<{
    id: number;
    kind: RequestKind;
    account_id: number;
    stake: string;
    status: RequestStatus;
  }>(
    `SELECT id, kind, account_id, stake::text AS stake, status FROM bet_requests
     WHERE id = $1 AND ($2::int IS NULL OR player_id = $2) FOR UPDATE`,
    [id, playerId ?? null],
  );
  if (!row) throw new ApiProblem(404, 'error_bet_request_not_found', [`request ${id}`]);
  return row;
}

/** 409: the request was placed or closed already. */
export const notWaiting = (id: number, status: RequestStatus) =>
  new ApiProblem(409, 'error_bet_request_not_waiting', [`request ${id} is ${status}`]);

/** The player takes back a waiting request: its stake returns to the account it came from. */
export async function cancelRequest(db: Db, playerId: number, id: number) {
  return db.transaction(async (tx) => {
    const row = await lockedRequest(tx, id, playerId);
    if (row.status !== 'waiting') throw notWaiting(id, row.status);
    await closeRequest(tx, row, 'cancelled', 'player');
    const request = await requestRecord(tx, id);
    return { request, balance: formatMinor(await balanceOf(tx, request.accountId)) };
  });
}
