import { MARKET_GROUP, OUTCOME, outcomeKey, type WireOutcome } from '@/lib/feed/bet-types';
import type { Selection } from '@/lib/selections/selections';

import { catalogueEntry } from '../../qa/catalogue-entry';
import { couponMachine } from './coupon.machine';
import type { AdvanceStanding, CouponContext, CouponInput, PlaceBetOutput } from './coupon.types';
import { canBid, canPlace } from './coupon-blockers';
import { advanceAvailable } from './coupon-content';

/** A selection of an outcome of game `gameId` at price `c` (the result market unless told). */
export function selection(
  gameId: number,
  c: number,
  outcome: Pick<WireOutcome, 'g' | 't' | 'p'> = { g: MARKET_GROUP.result, t: OUTCOME.win1 },
): Selection {
  return {
    key: outcomeKey(gameId, outcome),
    gameId,
    ...outcome,
    c,
    live: false,
    sportId: 1,
    champ: 'Premier League',
    team1: `Home ${gameId}`,
    team2: `Away ${gameId}`,
    start: 1_900_000_000,
  };
}

export const first = selection(1, 1.85);
export const second = selection(2, 2.1);
export const third = selection(3, 3.0);
/** Another market of the first game: it cannot combine with `first`. */
export const sameGame = selection(1, 1.9, { g: MARKET_GROUP.total, t: OUTCOME.over, p: 2.5 });

/** A stake tax of 5 % and a payout tax of 10 % on winnings: both show in the payout. */
export const taxes = {
  type: 3,
  stake_tax_percent: 5,
  payout_tax_percent: 10,
  win_threshold: 0,
  coef_threshold: 0,
  return_tax: false,
};

export const couponInput: CouponInput = {
  selections: [first],
  policy: 'higher',
  minStake: 0.5,
  maxStake: '1000',
  tax: taxes,
};

export const placedAnswer: PlaceBetOutput = {
  status: 'placed',
  bet: { betGuid: 'guid-1', betIds: ['B-1'], prices: { [first.key]: 1.85 } },
};
export const priceChangedAnswer: PlaceBetOutput = {
  status: 'refused',
  code: 'error_bet_prices_changed',
  message: 'HTTP 409',
  prices: { [first.key]: { price: 1.7, suspended: false } },
};
export const noFundsAnswer: PlaceBetOutput = {
  status: 'refused',
  code: 'error_insufficient_funds',
  message: 'HTTP 402',
};
/** 50.00 may be staked on advance; nothing is owed. */
export const advanceOpen: AdvanceStanding = {
  available: '50.00',
  outstanding: '0.00',
  blocked: false,
};
/** An advance of 30.00 was left unrepaid: no more. */
export const advanceBlocked: AdvanceStanding = {
  available: '0.00',
  outstanding: '30.00',
  blocked: true,
};
export const advanceAboveAnswer: PlaceBetOutput = {
  status: 'refused',
  code: 'error_bet_advance_above_available',
  message: 'HTTP 409',
  advance: { available: '5.00', outstanding: '45.00', blocked: false },
};
export const droppedAnswer = { code: 'error_network', message: 'Failed to fetch' };
export const requestedAnswer: PlaceBetOutput = {
  status: 'requested',
  request: { betGuid: 'guid-1', requestId: 'R-1', mode: 'auto', autoPrice: 2.5 },
};

/** The coupon as QA plays it: the list it follows, kinds, stakes, the feed's moves under each policy, placement and its answers. */
export const couponEntry = catalogueEntry({
  id: 'coupon',
  description:
    'Coupon: follows the selection list; single, express or system k of n; stake within limits; moved prices per the odds-change policy; stake from the main account, a bonus or an advance (while one is available); one bet guid per content, kept for a retry after a lost answer; an auto-bet at a price or a VIP bid above the limit, held as a request.',
  machine: couponMachine,
  inputs: [couponInput],
  fixtures: {
    events: {
      'selections.set': [
        { selections: [first, second] },
        { selections: [first, second, third] },
        { selections: [first, sameGame] },
        { selections: [] },
      ],
      'kind.choose': [{ kind: 'single' }, { kind: 'express' }, { kind: 'system' }],
      'system.size': [{ size: 2 }, { size: 3 }],
      'stake.type': [{ text: '10' }, { text: '0,4' }, { text: '1.234' }],
      'stake.quick': [{ amount: 25 }, { amount: 0 }],
      'policy.set': [{ policy: 'none' }, { policy: 'any' }],
      'funding.choose': [
        { funding: { bonusId: 7, fixedStake: '10.00' } },
        { funding: { advance: true } },
        { funding: undefined },
      ],
      'advance.update': [{ standing: advanceOpen }, { standing: advanceBlocked }],
      'prices.update': [
        { prices: { [first.key]: { price: 2.0, suspended: false } } },
        { prices: { [first.key]: { price: 1.6, suspended: false } } },
        { prices: { [first.key]: { price: 1.85, suspended: true } } },
      ],
      'limits.update': [{ maxStake: 5, vipBets: true }],
      'bet.place': [{ guid: 'guid-1' }],
      'bet.bid': [{ guid: 'guid-1' }],
      'autobet.set': [{ on: true }, { on: false }],
      'autobet.price': [{ text: '2.5' }, { text: '1.5' }, { text: '2.5.0' }],
      'lobby.set': [{ on: true }, { on: false }],
    },
    actors: {
      placeBet: {
        done: [
          placedAnswer,
          priceChangedAnswer,
          noFundsAnswer,
          advanceAboveAnswer,
          requestedAnswer,
        ],
        error: [droppedAnswer],
      },
    },
  },
  // Prices, stakes and guids take many values: the traversal tells states apart by what the
  // guards read (count, kind, moves, whether it can be placed) and what the views show (attempt, error, bet).
  serialize: (snapshot) => {
    const context = snapshot.context as CouponContext;
    return JSON.stringify([
      snapshot.value,
      context.selections.length,
      context.kind,
      context.selections.some((s) => s.price !== s.accepted),
      canPlace(context),
      context.attempt !== undefined,
      context.lastError?.code ?? null,
      context.placed !== undefined,
      context.funding?.bonusId ?? null,
      context.funding?.advance ?? false,
      advanceAvailable(context.advance) > 0n,
      context.autoBet,
      canBid(context),
      context.requested !== undefined,
    ]);
  },
});
