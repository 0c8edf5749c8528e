import type { FastifyBaseLogger } from 'fastify';

import { minorOf } from '../../src/lib/money/minor.ts';
import type { Db, Queryable } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import { duelViews } from '../feed/duels-store.ts';
import type { FeedService } from '../feed/feed-service.ts';
import type { FeedSimulator } from '../feed/sim/simulator.ts';
import { checkPayout, MAX_PAYOUT, MAX_STAKE } from './bet-limits.ts';
import type { BetAsk } from './bet-request.ts';
import {
  type BetRequestRecord,
  type CloseReason,
  REQUEST_ROW,
  requestRecord,
  type RequestRow,
} from './bet-request-record.ts';
import { closeRequest, lockedRequest, notWaiting, requestStatusId } from './bet-requests.ts';
import { type Duels, quoteEvent, quoteEvents } from './feed-quote.ts';
import { taxedBet } from './make-bet.ts';
import { writeBet } from './place-bet.ts';
import { acceptedPrices } from './price-policy.ts';

/**
 * Bet requests placed or closed: an auto-bet is placed when the feed's price reaches the one
 * asked, a VIP bid when the operator approves it at the price then current (under the player's
 * policy); either expires when its game starts (a pre-match selection), finishes or its market
 * is gone. Each decision holds the request's row: a request is placed or released, once.
 */

/** What happened to a waiting request. */
export type Advanced = 'placed' | 'waiting' | 'declined' | 'expired';

/** Why a waiting request cannot go on now, if it cannot: its game started, or it is gone. */
function expiry(row: RequestRow, sim: FeedSimulator, now: number, duels: Duels) {
  for (const [index, s] of row.selections.entries()) {
    // A pre-match selection is asked at its pre-match price: once the game is on, that is over.
    if (!s.live && now >= s.start * 1000) return 'game_started' as const;
    const event = row.events[index]!;
    const found = quoteEvent(sim, now, event, row.language, index, duels);
    if (found.reason === 'game_unavailable' || found.reason === 'outcome_unavailable')
      return found.reason;
  }
  return undefined;
}

/** The reason an approval (or an auto-bet at its price) could not be placed, from the refusal. */
function refusalReason(error: unknown): CloseReason | undefined {
  if (!(error instanceof ApiProblem)) return undefined;
  switch (error.messageKey) {
    case 'error_bet_prices_changed':
      return 'prices_changed';
    case 'error_bet_selection_unavailable':
      return 'suspended';
    case 'error_bet_payout_too_large':
      return 'payout_too_large';
    default:
      return undefined;
  }
}

/**
 * The bet a request becomes at the feed's prices now, its stake the one the request holds: an
 * auto-bet takes any price from the one asked up (policy 1 against autoBetCf), a bid the changes
 * the player's policy takes from the prices seen. Refusals are thrown as placement's.
 */
async function placeHeld(
  tx: Queryable,
  row: RequestRow,
  sim: FeedSimulator,
  now: number,
  duels: Duels,
): Promise<number> {
  const auto = row.kind === 'auto';
  const events = auto ? row.events.map((e) => ({ ...e, c: Number(row.auto_price) })) : row.events;
  const ask: BetAsk = {
    guid: row.bet_guid,
    kind: row.bet_kind,
    ...(row.system_size === null ? {} : { systemSize: row.system_size }),
    stake: minorOf(row.stake),
    policy: auto ? 1 : row.policy,
    events,
    at: '',
    advance: false,
    // The bet keeps the request's: the guid asks the same thing whichever it answers.
    fingerprint: row.fingerprint,
  };
  const quotes = quoteEvents(sim, now, events, row.language, '', duels);
  const prices = acceptedPrices(quotes, ask.policy);
  const taxed = taxedBet(ask, prices, row.tax);
  // The platform's largest win, whatever the stake: a bid's is above the largest stake by design.
  checkPayout(taxed.payoutAfterTax, { min: 1n, max: MAX_STAKE, maxPayout: MAX_PAYOUT }, '/summ');
  const account = { id: row.account_id, currency_id: row.currency_id };
  const funding = { account, freeBet: false, advance: false, heldBy: row.id };
  const betId = await writeBet(tx, row.player_id, funding, { ask, quotes, taxed, tax: row.tax });
  await tx.query(
    `UPDATE bet_requests SET status = 'placed', status_id = $2, bet_id = $3, closed_at = now()
     WHERE id = $1`,
    [row.id, requestStatusId('placed', row.kind), betId],
  );
  return betId;
}

/** The request's full row, locked (the caller's transaction decides it). */
async function lockedRow(tx: Queryable, id: number): Promise<RequestRow> {
  await lockedRequest(tx, id);
  const [row] = await tx.query<RequestRow>(
    `SELECT ${REQUEST_ROW} FROM bet_requests WHERE id = $1`,
    [id],
  );
  return row!;
}

/** A bet under the request's guid already (placed at the same moment by another call): refused. */
async function guidTaken(tx: Queryable, row: RequestRow) {
  const [bet] = await tx.query('SELECT 1 FROM bets WHERE player_id = $1 AND bet_guid = $2', [
    row.player_id,
    row.bet_guid,
  ]);
  return bet !== undefined;
}

/**
 * Places the request now, or closes it (declined, with the reason) when placement refuses it;
 * `quiet` refusals (an auto-bet whose price has not come yet, or is suspended) leave it waiting.
 */
async function placeOrClose(
  tx: Queryable,
  row: RequestRow,
  sim: FeedSimulator,
  now: number,
  duels: Duels,
  quiet: readonly CloseReason[],
): Promise<Advanced> {
  if (await guidTaken(tx, row)) {
    await closeRequest(tx, row, 'declined', 'guid_reused');
    return 'declined';
  }
  try {
    await placeHeld(tx, row, sim, now, duels);
    return 'placed';
  } catch (error) {
    const reason = refusalReason(error);
    if (reason === undefined) throw error;
    if (quiet.includes(reason)) return 'waiting';
    await closeRequest(tx, row, 'declined', reason);
    return 'declined';
  }
}

/** One waiting request at the feed's now: expired, placed at its price (auto-bets), or left. */
async function advanceRequest(
  db: Db,
  id: number,
  sim: FeedSimulator,
  now: number,
  duels: Duels,
): Promise<Advanced> {
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx, id);
    if (row.status !== 'waiting') return 'waiting';
    const over = expiry(row, sim, now, duels);
    if (over) {
      await closeRequest(tx, row, 'expired', over);
      return 'expired';
    }
    if (row.kind !== 'auto') return 'waiting';
    return placeOrClose(tx, row, sim, now, duels, ['prices_changed', 'suspended']);
  });
}

/** What one run did: how many requests were placed, declined and expired. */
export interface RequestsRun {
  readonly placed: number;
  readonly declined: number;
  readonly expired: number;
}

/**
 * Every waiting request at the feed's now, one transaction each: expired ones released, auto-bets
 * whose price has come placed. A request that fails is logged and left for the next run.
 */
export async function runBetRequests(
  db: Db,
  sim: FeedSimulator,
  now: number,
  log?: FastifyBaseLogger,
): Promise<RequestsRun> {
  const waiting = await db.query<{ id: number; games: number[] }>(
    `SELECT id, ARRAY(SELECT (e ->> 'gameId')::int FROM jsonb_array_elements(events) e) AS games
     FROM bet_requests WHERE status = 'waiting' ORDER BY id`,
  );
  const counts = { placed: 0, declined: 0, expired: 0, waiting: 0 };
  if (waiting.length === 0) return { placed: 0, declined: 0, expired: 0 };
  const duels = await duelViews(db, sim, [...new Set(waiting.flatMap((w) => w.games))], now);
  for (const { id } of waiting) {
    try {
      counts[await advanceRequest(db, id, sim, now, duels)] += 1;
    } catch (error) {
      log?.error({ err: error, request: id }, 'a bet request was not advanced');
    }
  }
  const { placed, declined, expired } = counts;
  if (placed + declined + expired > 0) log?.info({ placed, declined, expired }, 'bet requests');
  return { placed, declined, expired };
}

/**
 * The operator's decision on a VIP bid: declined (released), or approved — placed at the price
 * now under the player's policy, or declined with the reason when the price moved against it,
 * the market is suspended or the bet would win more than the platform pays. A bid whose game
 * has started expires instead.
 */
export async function decideBid(
  db: Db,
  sim: FeedSimulator,
  now: number,
  id: number,
  decision: 'approved' | 'declined',
): Promise<BetRequestRecord> {
  const [asked] = await db.query<{ games: number[] }>(
    `SELECT ARRAY(SELECT (e ->> 'gameId')::int FROM jsonb_array_elements(events) e) AS games
     FROM bet_requests WHERE id = $1`,
    [id],
  );
  const duels = await duelViews(db, sim, asked?.games ?? [], now);
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx, id);
    if (row.kind !== 'vip')
      throw new ApiProblem(409, 'error_bet_request_not_bid', [`request ${id} is an auto-bet`]);
    if (row.status !== 'waiting') throw notWaiting(id, row.status);
    const over = expiry(row, sim, now, duels);
    if (over) await closeRequest(tx, row, 'expired', over);
    else if (decision === 'declined') await closeRequest(tx, row, 'declined', 'operator');
    else await placeOrClose(tx, row, sim, now, duels, []);
    return requestRecord(tx, id);
  });
}

/** Requests advance where settlement runs: after each recording of the feed (and clock move). */
export function installBetRequests(db: Db, feed: FeedService, log: FastifyBaseLogger): void {
  feed.afterRecording((sim, now) => runBetRequests(db, sim, now, log));
}
