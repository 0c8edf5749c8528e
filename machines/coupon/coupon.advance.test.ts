import { describe, expect, it } from 'vitest';

import {
  advanceAboveAnswer,
  advanceBlocked,
  advanceOpen,
  first,
  placedAnswer,
  second,
} from './coupon.fixtures';
import { startCoupon } from './coupon.testing';
import type { CouponContext } from './coupon.types';
import { couponBlocks } from './coupon-blockers';

const blocks = (context: CouponContext) => couponBlocks(context);
const ADVANCE = { advance: true } as const;

describe('coupon machine: staking on an advance', () => {
  it('is chosen only while the platform says one is available', () => {
    const { actor, context } = startCoupon();
    // Not known yet: the choice is refused.
    actor.send({ type: 'funding.choose', funding: ADVANCE });
    expect(context().funding).toBeUndefined();
    actor.send({ type: 'advance.update', standing: advanceBlocked });
    actor.send({ type: 'funding.choose', funding: ADVANCE });
    expect(context().funding).toBeUndefined();
    actor.send({ type: 'advance.update', standing: { ...advanceOpen, available: '0' } });
    actor.send({ type: 'funding.choose', funding: ADVANCE });
    expect(context().funding).toBeUndefined();
    actor.send({ type: 'advance.update', standing: advanceOpen });
    actor.send({ type: 'funding.choose', funding: ADVANCE });
    expect(context().funding).toEqual(ADVANCE);
    // Back to the main account at any time.
    actor.send({ type: 'funding.choose', funding: undefined });
    expect(context().funding).toBeUndefined();
  });

  it('holds the stake to what is available, all the bets together, and places with avanceBet', async () => {
    const { actor, context, calls, place, answer } = startCoupon();
    actor.send({ type: 'advance.update', standing: advanceOpen });
    actor.send({ type: 'funding.choose', funding: ADVANCE });
    actor.send({ type: 'stake.type', text: '50.01' });
    expect(blocks(context())).toEqual([{ code: 'stake_above_advance', limit: '50.00' }]);
    place();
    expect(calls).toHaveLength(0);
    // Two singles of 30.00 are 60.00: above; one accumulator of 30.00 is not.
    actor.send({ type: 'stake.type', text: '30' });
    actor.send({ type: 'selections.set', selections: [first, second] });
    actor.send({ type: 'kind.choose', kind: 'single' });
    expect(blocks(context()).map((b) => b.code)).toEqual(['stake_above_advance']);
    actor.send({ type: 'kind.choose', kind: 'express' });
    expect(blocks(context())).toEqual([]);
    place();
    expect(calls[0]).toMatchObject({ advance: true, stake: 3000n, kind: 'express' });
    expect(calls[0]!.bonusId).toBeUndefined();
    await answer(placedAnswer);
    expect(actor.getSnapshot().value).toBe('placed');
    // The choice stands for the next coupon, like the policy.
    actor.send({ type: 'coupon.clear' });
    expect(context()).toMatchObject({ funding: ADVANCE, advance: advanceOpen });
  });

  it('an unrepaid advance blocks the choice made, saying what is owed', () => {
    const { actor, context } = startCoupon();
    actor.send({ type: 'advance.update', standing: advanceOpen });
    actor.send({ type: 'funding.choose', funding: ADVANCE });
    actor.send({ type: 'stake.type', text: '10' });
    actor.send({ type: 'advance.update', standing: advanceBlocked });
    expect(blocks(context())).toEqual([{ code: 'advance_blocked', limit: '30.00' }]);
    // No longer known (signed out): nothing is available.
    actor.send({ type: 'advance.update', standing: undefined });
    expect(blocks(context())).toEqual([{ code: 'advance_unavailable' }]);
    // An amount the platform sent wrong reads as none.
    actor.send({
      type: 'advance.update',
      standing: { available: 'lots', outstanding: '1.5', blocked: false },
    });
    expect(context().advance).toEqual({ available: '0.00', outstanding: '1.50', blocked: false });
  });

  it('takes the standing an advance refusal brings, and an advance is another bet than the same stake from the account', async () => {
    const { actor, context, calls, place, answer, drop } = startCoupon();
    actor.send({ type: 'advance.update', standing: advanceOpen });
    actor.send({ type: 'stake.type', text: '10' });
    place();
    await drop(new Error('Failed to fetch'));
    actor.send({ type: 'failure.dismiss' });
    actor.send({ type: 'funding.choose', funding: ADVANCE });
    place();
    expect(calls[1]!.betGuid).not.toBe(calls[0]!.betGuid);
    expect(calls[1]!.advance).toBe(true);
    expect(calls[0]!.advance).toBeUndefined();
    await answer(advanceAboveAnswer);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().lastError?.code).toBe('error_bet_advance_above_available');
    expect(context().advance).toEqual(
      advanceAboveAnswer.status === 'refused' && advanceAboveAnswer.advance,
    );
    expect(blocks(context())).toEqual([{ code: 'stake_above_advance', limit: '5.00' }]);
  });
});
