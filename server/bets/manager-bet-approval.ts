import { minorOf } from '../../src/lib/money/minor.ts';
import type { Queryable } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import { duelViews } from '../feed/duels-store.ts';
import { type BetAsk, betAskOf, eventKey, type MakeBetBody } from './bet-request.ts';
import { type BetContext, type BetDeps, type BetsMade, makeBets } from './make-bet.ts';
import { expiryOf, type ManagerBetRow, managerBetRow } from './manager-bet-record.ts';
import { closeProposal, lockedProposal, notWaiting } from './manager-bets.ts';
import { activeAccount, guidReused } from './place-bet.ts';

/**
 * Approving a manager's proposal: MakeBetWeb with `approvedBet` (the proposal's id) and the
 * coupon the player saw (its selections at the prices shown, the proposal's stake). The body must
 * ask for the proposal's bet; the bet is then placed by the normal placement — the feed's prices
 * under the player's policy, the guid's idempotency, the ledger's one debit — and the proposal
 * marked placed in the same transaction, its row locked first: placed once, whatever the clicks.
 */

type ApprovalBody = MakeBetBody & { readonly approvedBet: number };

const VIDS = ['single', 'express', 'system'] as const;

const mismatch = (field: string, message: string) =>
  new ApiProblem(409, 'error_manager_bet_mismatch', [`body /${field}: ${message}`]);

/** The body asks for the proposal's bet: same kind, same selections, same stake (a 409 naming the field). */
function checkMatches(row: ManagerBetRow, body: ApprovalBody, ask: BetAsk) {
  if (VIDS[body.vid] !== row.bet_kind) throw mismatch('vid', `the proposal is a ${row.bet_kind}`);
  if (row.system_size !== null && body.expressNum !== row.system_size)
    throw mismatch('expressNum', `the proposal is a system of ${row.system_size}`);
  const proposed = new Set(row.events.map(eventKey));
  for (const [index, event] of body.couponEvents.entries())
    if (!proposed.has(eventKey(event)))
      throw mismatch(`couponEvents/${index}`, 'not one of the proposal’s selections');
  if (new Set(body.couponEvents.map(eventKey)).size !== proposed.size)
    throw mismatch('couponEvents', 'the proposal’s selections, each once');
  if (ask.stake !== minorOf(row.stake))
    throw mismatch('summ', `the proposal’s stake is ${row.stake}`);
}

/** What approving cannot be combined with: the proposal's bet is staked from the main account. */
function checkPlain(body: ApprovalBody) {
  for (const field of ['isAutoBet', 'autoBetCf', 'userIdBonus', 'avanceBet'] as const)
    if (body[field] !== undefined)
      throw new ApiProblem(400, 'error_bad_request', [
        `body /${field}: not with approvedBet (a proposal is placed from the main account)`,
      ]);
}

/** The placed proposal's bet guid (a replay of its approval answers the bet). */
async function placedGuid(db: Queryable, betId: number | null) {
  const [bet] = await db.query<{ guid: string }>(
    'SELECT bet_guid::text AS guid FROM bets WHERE id = $1',
    [betId],
  );
  return bet?.guid;
}

/** Thrown inside the transaction when another approval placed the proposal under this guid. */
class PlacedMeanwhile extends Error {}

/** Approves and places the player's proposal (see above); the answer is MakeBetWeb's. */
export async function approveManagerBet(deps: BetDeps, context: BetContext, sent: MakeBetBody) {
  const { bets, balance, limits } = await approve(deps, context, {
    ...sent,
    approvedBet: sent.approvedBet ?? 0,
  });
  return { bet: bets[0]!, balance, limits };
}

async function approve(deps: BetDeps, context: BetContext, body: ApprovalBody): Promise<BetsMade> {
  const { db, feed } = deps;
  const { playerId } = context;
  checkPlain(body);
  const ask = betAskOf(body, body.checkCf, context.settings);
  const id = body.approvedBet;
  const row = await managerBetRow(db, id, { playerId });
  if (!row) throw new ApiProblem(404, 'error_manager_bet_not_found', [`body /approvedBet: ${id}`]);
  checkMatches(row, body, ask);
  if (row.status === 'placed' && (await placedGuid(db, row.bet_id)) === ask.guid)
    return makeBets(deps, context, [ask]);
  if (row.status !== 'waiting') throw notWaiting(row);
  const account = await activeAccount(db, playerId);
  if (account.currency_id !== row.currency_id)
    throw mismatch('summ', `the proposal’s stake is in ${row.currency}, not the active account’s`);
  const sim = await feed.simulator();
  const now = feed.now();
  const duels = await duelViews(
    db,
    sim,
    row.events.map((e) => e.gameId),
    now,
  );
  const over = expiryOf(row, sim, now, duels);
  if (over) {
    await db.transaction(async (tx) => {
      await lockedProposal(tx, id, playerId);
      await closeProposal(tx, id, 'expired', now, over);
    });
    throw new ApiProblem(409, 'error_manager_bet_expired', [
      `body /approvedBet: ${id} expired (${over})`,
    ]);
  }
  const [taken] = await db.query('SELECT 1 FROM bets WHERE player_id = $1 AND bet_guid = $2', [
    playerId,
    ask.guid,
  ]);
  if (taken) throw guidReused(ask);
  try {
    return await makeBets(deps, context, [ask], {
      before: async (tx) => {
        const locked = await lockedProposal(tx, id, playerId);
        if (locked.status === 'waiting') return;
        if (locked.status === 'placed' && (await placedGuid(tx, locked.bet_id)) === ask.guid)
          throw new PlacedMeanwhile();
        throw notWaiting(locked);
      },
      after: async (tx, [betId]) => {
        await tx.query(
          `UPDATE manager_bets SET status = 'placed', bet_id = $2, decided_at = $3::timestamptz
           WHERE id = $1`,
          [id, betId, new Date(now).toISOString()],
        );
      },
    });
  } catch (error) {
    // The same approval at the same moment (a double click) placed it: answered as placed.
    if (error instanceof PlacedMeanwhile) return makeBets(deps, context, [ask]);
    throw error;
  }
}
