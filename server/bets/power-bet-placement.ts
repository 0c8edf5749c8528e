import { createHash } from 'node:crypto';

import { formatMinor, minorOf } from '../../src/lib/money/minor.ts';
import type { Queryable } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import { stakeLimits } from './bet-limits.ts';
import { betRecord } from './bet-record.ts';
import { type BetAsk, betAskOf, eventKey, type MakeBetBody } from './bet-request.ts';
import { pricesFor } from './cash-out.ts';
import { type BetContext, type BetDeps, type BetsMade, makeBets } from './make-bet.ts';
import { activeAccount, placedUnder } from './place-bet.ts';
import { quotePowerBet } from './power-bet.ts';

const bad = (field: string, message: string) =>
  new ApiProblem(400, 'error_bad_request', [`body /${field}: ${message}`]);

/**
 * Whether MakeBetWeb's body asks for a PowerBet top-up: isPowerBet with saleBetId (the bet
 * powered), neither without the other, and none of what a top-up cannot be (an auto-bet, a bonus
 * stake, an advance): a 400 naming the field.
 */
export function isPowerBetBody(body: MakeBetBody): body is MakeBetBody & { saleBetId: number } {
  const { isPowerBet, saleBetId } = body;
  if (isPowerBet !== true && saleBetId === undefined) return false;
  if (isPowerBet !== true) throw bad('isPowerBet', 'saleBetId names the bet of a PowerBet only');
  if (saleBetId === undefined) throw bad('saleBetId', 'a PowerBet names the bet it powers');
  if (body.isAutoBet === true) throw bad('isAutoBet', 'a PowerBet is placed now');
  if (body.userIdBonus !== undefined)
    throw bad('userIdBonus', 'a PowerBet is staked from the main balance');
  if (body.avanceBet === true) throw bad('avanceBet', 'a PowerBet is staked from the main balance');
  return true;
}

/** The player's own bet: a 404 when there is none, a 403 when it is another player's. */
async function ownBet(db: Queryable, playerId: number, betId: number) {
  const [row] = await db.query<{ player_id: number }>('SELECT player_id FROM bets WHERE id = $1', [
    betId,
  ]);
  if (!row) throw new ApiProblem(404, 'error_bet_not_found', [`body /saleBetId: no bet ${betId}`]);
  if (row.player_id !== playerId)
    throw new ApiProblem(403, 'error_bet_not_yours', [
      `body /saleBetId: bet ${betId} is another player's`,
    ]);
}

/**
 * MakeBetWeb with isPowerBet: tops up the player's bet `saleBetId` with a bet of its own on the
 * same selections at the feed's prices now (placed as any bet: the player's price policy, the
 * stake limits, the ledger's debit in the bet's transaction), linked to it. Refused (409 naming
 * the field, with the offer as it stands) when the offer does not hold; the same guid again is
 * answered the top-up it placed, whatever the offer says now.
 */
export async function makePowerBet(
  deps: BetDeps,
  context: BetContext,
  body: MakeBetBody & { saleBetId: number },
): Promise<BetsMade> {
  const { db, feed } = deps;
  const { playerId, settings } = context;
  const asked = betAskOf(body, body.checkCf, settings);
  const ask: BetAsk = {
    ...asked,
    poweredBetId: body.saleBetId,
    // Another bet than the same coupon placed plainly (or powering another bet) under the guid.
    fingerprint: createHash('sha256')
      .update(`${asked.fingerprint}|power:${body.saleBetId}`)
      .digest('hex'),
  };
  if ((await placedUnder(db, playerId, ask)) !== undefined) return makeBets(deps, context, [ask]);
  await ownBet(db, playerId, body.saleBetId);
  const bet = await betRecord(db, body.saleBetId);
  if (bet.kind !== ask.kind)
    throw bad('vid', `bet ${bet.id} is a${bet.kind === 'express' ? 'n' : ''} ${bet.kind}`);
  const keys = bet.selections.map((s) => s.key).sort();
  const sent = ask.events.map(eventKey).sort();
  if (keys.join() !== sent.join())
    throw bad('couponEvents', `a PowerBet has the selections of bet ${bet.id}, no other`);
  const account = await activeAccount(db, playerId);
  if (account.id !== bet.accountId)
    throw new ApiProblem(409, 'error_powerbet_unavailable', [
      `body /saleBetId: bet ${bet.id} was staked from another account than the active one`,
    ]);
  const limits = stakeLimits(settings, account.currency_id);
  const priceOf = await pricesFor(db, feed, [bet]);
  const offer = quotePowerBet(bet, settings.bettingConfig.tax, priceOf, limits);
  if (offer.status !== 'available')
    throw new ApiProblem(409, 'error_powerbet_unavailable', [`body /saleBetId: ${offer.detail}`], {
      powerBet: offer,
    });
  if (ask.stake > minorOf(offer.maxStake))
    throw new ApiProblem(
      409,
      'error_powerbet_stake_above_max',
      [`body /summ: a top-up of bet ${bet.id} is at most its stake, ${offer.maxStake}`],
      { powerBet: offer, maxStake: offer.maxStake, minStake: formatMinor(limits.min) },
    );
  return makeBets(deps, context, [ask]);
}
