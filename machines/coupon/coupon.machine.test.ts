import { describe, expect, it } from 'vitest';

import { first, sameGame, second, selection, third } from './coupon.fixtures';
import { startCoupon } from './coupon.testing';
import type { CouponContext, OddsChangePolicy } from './coupon.types';
import { couponBlocks } from './coupon-blockers';
import { potentialPayout, priceMoves } from './coupon-derived';

const codes = (context: CouponContext) => couponBlocks(context).map((b) => b.code);
const games = (count: number, from = 10) =>
  Array.from({ length: count }, (_, i) => selection(from + i, 1.5));

describe('coupon machine: the list, kinds and limits', () => {
  it('follows the list: new outcomes at their clicked price, kept ones keep theirs, kinds by count', () => {
    const { actor, context } = startCoupon();
    expect(context()).toMatchObject({ kind: 'single', selections: [{ key: first.key }] });
    actor.send({ type: 'prices.update', prices: { [first.key]: { price: 2, suspended: false } } });
    actor.send({ type: 'selections.set', selections: [first, second] });
    expect(context().kind).toBe('express');
    expect(context().selections).toMatchObject([
      { key: first.key, accepted: 1.85, price: 2 },
      { key: second.key, accepted: 2.1, price: 2.1, suspended: false },
    ]);
    actor.send({ type: 'selections.set', selections: [second] });
    expect(context()).toMatchObject({ kind: 'single', selections: [{ key: second.key }] });
  });

  it('refuses a kind the count does not allow, keeps the choice while the count allows it', () => {
    const { actor, context } = startCoupon();
    actor.send({ type: 'kind.choose', kind: 'express' });
    expect(context().kindChoice).toBeUndefined();
    actor.send({ type: 'selections.set', selections: [first, second] });
    actor.send({ type: 'kind.choose', kind: 'system' });
    expect(context().kind).toBe('express');
    actor.send({ type: 'selections.set', selections: [first, second, third] });
    actor.send({ type: 'kind.choose', kind: 'system' });
    expect(context()).toMatchObject({ kind: 'system', systemSize: 2 });
    actor.send({ type: 'system.size', size: 5 });
    expect(codes(context())).toContain('system_size_invalid');
    actor.send({ type: 'system.size', size: 2.5 });
    expect(context().systemSize).toBe(5);
    // The list shrinks under the system: k comes back inside 2…n−1, and below 3 it is an express.
    actor.send({ type: 'selections.set', selections: [first, second, third, ...games(1)] });
    expect(context().systemSize).toBe(3);
    actor.send({ type: 'selections.set', selections: [first, second] });
    expect(context().kind).toBe('express');
    actor.send({ type: 'selections.set', selections: [first, second, third] });
    expect(context()).toMatchObject({ kind: 'system', systemSize: 2 });
  });

  it('blocks more than 50 selections in an express and more than 20 in a system or several singles', () => {
    const { actor, context, place } = startCoupon();
    actor.send({ type: 'stake.type', text: '10' });
    actor.send({ type: 'selections.set', selections: games(50) });
    expect(codes(context())).toEqual([]);
    actor.send({ type: 'selections.set', selections: games(51) });
    expect(couponBlocks(context())).toContainEqual({ code: 'too_many_selections', limit: 50 });
    actor.send({ type: 'selections.set', selections: games(20) });
    actor.send({ type: 'kind.choose', kind: 'system' });
    expect(codes(context())).toEqual([]);
    actor.send({ type: 'selections.set', selections: games(21) });
    expect(couponBlocks(context())).toEqual([{ code: 'too_many_selections', limit: 20 }]);
    actor.send({ type: 'kind.choose', kind: 'single' });
    expect(couponBlocks(context())).toEqual([{ code: 'too_many_selections', limit: 20 }]);
    place();
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('refuses two outcomes of one game in an express or a system, naming them; singles take them', () => {
    const { actor, context } = startCoupon();
    actor.send({ type: 'stake.type', text: '10' });
    actor.send({ type: 'selections.set', selections: [first, second, sameGame] });
    expect(couponBlocks(context())).toEqual([
      { code: 'express_same_game', keys: [first.key, sameGame.key] },
    ]);
    actor.send({ type: 'kind.choose', kind: 'system' });
    expect(codes(context())).toEqual(['express_same_game']);
    actor.send({ type: 'kind.choose', kind: 'single' });
    expect(codes(context())).toEqual([]);
  });
});

describe('coupon machine: the stake', () => {
  it('takes two decimals at most, with "," or ".", and checks it against the limits', () => {
    const { actor, context } = startCoupon({ minStake: 0.5, maxStake: '100' });
    expect(couponBlocks(context())).toEqual([{ code: 'stake_missing' }]);
    actor.send({ type: 'stake.type', text: '12,5' });
    actor.send({ type: 'stake.type', text: '12,555' });
    actor.send({ type: 'stake.type', text: '1e3' });
    expect(context().stakeText).toBe('12,5');
    actor.send({ type: 'stake.type', text: '0.4' });
    expect(couponBlocks(context())).toEqual([{ code: 'stake_below_min', limit: '0.50' }]);
    actor.send({ type: 'stake.type', text: '100.01' });
    expect(couponBlocks(context())).toEqual([{ code: 'stake_above_max', limit: '100.00' }]);
    actor.send({ type: 'limits.update', maxStake: 500 });
    expect(codes(context())).toEqual([]);
    actor.send({ type: 'stake.quick', amount: 25 });
    expect(context().stakeText).toBe('25.00');
    actor.send({ type: 'stake.quick', amount: '0' });
    actor.send({ type: 'stake.quick', amount: 'ten' });
    expect(context().stakeText).toBe('25.00');
  });

  it('blocks a system stake that leaves a line less than a cent', () => {
    const { actor, context } = startCoupon({ minStake: 0 });
    actor.send({ type: 'selections.set', selections: [first, second, third] });
    actor.send({ type: 'kind.choose', kind: 'system' });
    actor.send({ type: 'stake.type', text: '0.02' });
    expect(codes(context())).toEqual(['stake_too_small']);
    actor.send({ type: 'stake.type', text: '0.03' });
    expect(codes(context())).toEqual([]);
  });
});

describe('coupon machine: prices that move', () => {
  const cases: [OddsChangePolicy, number, boolean][] = [
    ['none', 2.0, true],
    ['none', 1.6, true],
    ['higher', 2.0, false],
    ['higher', 1.6, true],
    ['any', 2.0, false],
    ['any', 1.6, false],
  ];
  it.each(cases)(
    'policy %s, 1.85 → %s: needs a click %s; placement sends the agreed price',
    async (policy, price, needsClick) => {
      const { actor, context, calls, place } = startCoupon({ policy });
      actor.send({ type: 'stake.type', text: '10' });
      actor.send({ type: 'prices.update', prices: { [first.key]: { price, suspended: false } } });
      expect(priceMoves(context())).toEqual([
        {
          key: first.key,
          from: 1.85,
          to: price,
          direction: price > 1.85 ? 'up' : 'down',
          needsAcceptance: needsClick,
        },
      ]);
      place();
      if (needsClick) {
        expect(couponBlocks(context())).toEqual([
          { code: 'price_changed_needs_acceptance', keys: [first.key] },
        ]);
        expect(calls).toHaveLength(0);
        actor.send({ type: 'changes.accept' });
        expect(priceMoves(context())).toEqual([]);
        place();
      }
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({
        policy,
        selections: [{ key: first.key, gameId: 1, price: needsClick ? price : 1.85 }],
      });
    },
  );

  it('a policy that takes the move unblocks at once; a suspended selection blocks until it reopens', () => {
    const { actor, context, place } = startCoupon({ policy: 'none' });
    actor.send({ type: 'stake.type', text: '10' });
    actor.send({
      type: 'prices.update',
      prices: { [first.key]: { price: 1.6, suspended: false } },
    });
    expect(codes(context())).toEqual(['price_changed_needs_acceptance']);
    actor.send({ type: 'policy.set', policy: 'any' });
    expect(codes(context())).toEqual([]);
    actor.send({ type: 'prices.update', prices: { [first.key]: { price: 1.6, suspended: true } } });
    expect(couponBlocks(context())).toEqual([{ code: 'selection_suspended', keys: [first.key] }]);
    place();
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({
      type: 'prices.update',
      prices: { [first.key]: { price: 1.6, suspended: false } },
    });
    actor.send({
      type: 'prices.update',
      prices: { 'not:in:coupon': { price: 9, suspended: true } },
    });
    expect(codes(context())).toEqual([]);
    place();
    expect(actor.getSnapshot().value).toBe('placing');
  });
});

describe('coupon machine: staking from a bonus', () => {
  it('a free bet fixes the stake at its amount, pays its winnings only and goes with its bonus', () => {
    const { actor, context, calls, place } = startCoupon();
    actor.send({ type: 'stake.type', text: '25' });
    actor.send({ type: 'funding.choose', funding: { bonusId: 7, fixedStake: '10.00' } });
    expect(context().stakeText).toBe('10.00');
    // Typing and quick stakes leave a free bet's stake alone.
    actor.send({ type: 'stake.type', text: '3' });
    actor.send({ type: 'stake.quick', amount: 50 });
    expect(context().stakeText).toBe('10.00');
    // The free bet's winnings: what 10.00 would pay (after the fixture's taxes), less the stake.
    const payout = potentialPayout(context());
    const staked = potentialPayout({ ...context(), funding: undefined });
    expect(staked?.ok && payout?.ok).toBe(true);
    if (staked?.ok && payout?.ok)
      expect(payout.value.payoutAfterTax).toBe(staked.value.payoutAfterTax - 1000n);
    place();
    expect(calls[0]).toMatchObject({ bonusId: 7, stake: 1000n });
  });

  it('blocks several singles on one free bet; bonus money leaves the stake to the player', () => {
    const { actor, context } = startCoupon();
    actor.send({ type: 'funding.choose', funding: { bonusId: 7, fixedStake: '10.00' } });
    actor.send({ type: 'selections.set', selections: [first, second] });
    actor.send({ type: 'kind.choose', kind: 'single' });
    expect(codes(context())).toEqual(['free_bet_one_bet']);
    actor.send({ type: 'kind.choose', kind: 'express' });
    expect(codes(context())).toEqual([]);
    actor.send({ type: 'funding.choose', funding: { bonusId: 8 } });
    actor.send({ type: 'stake.type', text: '4' });
    expect(context()).toMatchObject({ stakeText: '4', funding: { bonusId: 8 } });
    actor.send({ type: 'funding.choose', funding: undefined });
    expect(context().funding).toBeUndefined();
  });

  it('another bonus is another bet: a new guid, while the same one after a lost answer keeps its guid', async () => {
    const { actor, calls, place, drop } = startCoupon();
    actor.send({ type: 'stake.type', text: '10' });
    actor.send({ type: 'funding.choose', funding: { bonusId: 8 } });
    place();
    await drop(new Error('Failed to fetch'));
    actor.send({ type: 'failure.dismiss' });
    place();
    expect(calls[1]!.betGuid).toBe(calls[0]!.betGuid);
    await drop(new Error('Failed to fetch'));
    actor.send({ type: 'failure.dismiss' });
    actor.send({ type: 'funding.choose', funding: undefined });
    place();
    expect(calls[2]!.betGuid).not.toBe(calls[0]!.betGuid);
    expect(calls[2]!.bonusId).toBeUndefined();
  });
});
