import { describe, expect, it } from 'vitest';

import { NO_TAX } from '../../src/lib/bets/tax-rules.ts';
import type { BetRecord, SelectionRecord } from './bet-record.ts';
import type { PriceOf } from './cash-out.ts';
import { quotePowerBet } from './power-bet.ts';

const LIMITS = { min: 100n, max: 100_000_000n, maxPayout: 10_000_000_000n };

const selection = (gameId: number, c: number): SelectionRecord => ({
  key: `${gameId}:1:1`,
  gameId,
  g: 1,
  t: 1,
  c,
  cSeen: c,
  live: false,
  sportId: 1,
  champId: 1,
  sport: 'Football',
  champ: 'League',
  team1: 'Home',
  team2: 'Away',
  start: 0,
  result: null,
  settledAt: null,
});

/** An open express of 20.00 at 1.5 × 2 = 3. */
const bet = (more: Partial<BetRecord> = {}): BetRecord => ({
  id: 7,
  betGuid: '00000000-0000-4000-8000-000000000000',
  kind: 'express',
  vid: 1,
  expressNum: null,
  stake: '20.00',
  stakeTax: '0.00',
  currency: 'KZT',
  accountId: 1,
  bonusId: null,
  freeBet: false,
  advance: false,
  proposedByManager: false,
  inLobby: false,
  coefficient: 3,
  potentialPayout: '60.00',
  status: 'open',
  statusId: 3,
  payout: null,
  placedAt: '2026-01-01T00:00:00Z',
  settledAt: null,
  selections: [selection(1, 1.5), selection(2, 2)],
  ...more,
});

/** The feed's prices now by game. */
const prices =
  (now: Record<number, number | 'suspended'>): PriceOf =>
  (s) => {
    const c = now[s.gameId];
    return c === 'suspended' || c === undefined ? { reason: 'suspended' } : { c };
  };

const quote = (b: BetRecord, now: Record<number, number | 'suspended'>) =>
  quotePowerBet(b, NO_TAX, prices(now), LIMITS);

describe('a PowerBet offer', () => {
  it('holds at the combined price now when it is higher, up to the bet’s own stake', () => {
    expect(quote(bet(), { 1: 1.6, 2: 2 })).toEqual({
      status: 'available',
      price: 3.2,
      prices: [1.6, 2],
      minStake: '1.00',
      maxStake: '20.00',
      possibleWinAtMax: '64.00',
    });
  });

  it.each([
    ['the same price', bet(), { 1: 1.5, 2: 2 }, 'price_not_higher', undefined],
    ['a lower one, one selection up', bet(), { 1: 1.6, 2: 1.8 }, 'price_not_higher', undefined],
    ['a suspended selection', bet(), { 1: 1.6, 2: 'suspended' }, 'suspended', 1],
    ['a settled bet', bet({ status: 'won' }), { 1: 3, 2: 3 }, 'bet_not_open', undefined],
    ['a system', bet({ kind: 'system' }), { 1: 3, 2: 3 }, 'system_bet', undefined],
    ['a free bet', bet({ freeBet: true, bonusId: 3 }), { 1: 3, 2: 3 }, 'not_main_money', undefined],
    ['an advance', bet({ advance: true }), { 1: 3, 2: 3 }, 'not_main_money', undefined],
    ['a top-up', bet({ poweredBetId: 5 }), { 1: 3, 2: 3 }, 'power_bet', undefined],
    [
      'a bet powered once',
      bet({ poweredBy: { betId: 9, stake: '5.00', price: 4 } }),
      { 1: 3, 2: 3 },
      'already_powered',
      undefined,
    ],
    [
      'a selection settled',
      bet({ selections: [selection(1, 1.5), { ...selection(2, 2), result: 'won' }] }),
      { 1: 3, 2: 3 },
      'selection_settled',
      1,
    ],
    [
      'a stake below the smallest',
      bet({ stake: '0.50' }),
      { 1: 3, 2: 3 },
      'stake_too_small',
      undefined,
    ],
  ] as const)('is refused on %s', (_, b, now, reason, index) => {
    const offer = quote(b, now);
    expect(offer).toMatchObject({ status: 'unavailable', reason });
    if (offer.status === 'unavailable') expect(offer.selection).toBe(index);
  });
});
