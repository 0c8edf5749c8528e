import { describe, expect, it } from 'vitest';

import { OddsFormat } from '@/lib/odds/odds-formats';

import { first, requestedAnswer, second, taxes } from './coupon.fixtures';
import { startCoupon } from './coupon.testing';
import { canBid, couponBlocks } from './coupon-blockers';
import { potentialPayout } from './coupon-derived';
import { autoPrice } from './coupon-requests';

const codes = (context: Parameters<typeof couponBlocks>[0]) =>
  couponBlocks(context).map((b) => b.code);

describe('coupon machine: requests', () => {
  it('asks for an auto-bet on a single at a price above the one now, and shows it held', async () => {
    const { actor, calls, context, state, answer, place } = startCoupon({
      tax: { ...taxes, type: 0 },
    });
    actor.send({ type: 'stake.type', text: '10' });
    actor.send({ type: 'autobet.set', on: true });
    expect(codes(context())).toEqual(['auto_price_missing']);
    // Digits and three decimals at most; the price must be above 1.85, the price now.
    actor.send({ type: 'autobet.price', text: '1,8' });
    actor.send({ type: 'autobet.price', text: '1,85x' });
    expect(context().autoPriceText).toBe('1,8');
    expect(couponBlocks(context())).toEqual([{ code: 'auto_price_not_above', limit: 1.85 }]);
    actor.send({ type: 'autobet.price', text: '2.125' });
    expect(codes(context())).toEqual([]);
    // The payout is what the bet pays at the price asked, at least.
    expect(potentialPayout(context())).toMatchObject({
      ok: true,
      value: { payoutAfterTax: 2125n },
    });
    place();
    expect(calls[0]).toMatchObject({
      mode: 'auto',
      autoPrice: 2.125,
      kind: 'single',
      stake: 1000n,
    });
    await answer(requestedAnswer);
    expect(state()).toBe('requested');
    expect(context()).toMatchObject({
      requested: { requestId: 'R-1', mode: 'auto' },
      autoBet: false,
      autoPriceText: '',
      attempt: undefined,
    });
    // The sportsbook empties its list: the request stays on show until a new list or OK.
    actor.send({ type: 'selections.set', selections: [] });
    expect(state()).toBe('requested');
    actor.send({ type: 'requested.dismiss' });
    expect(state()).toBe('editing');
    expect(context().requested).toBeUndefined();
  });

  it('takes the price in the odds format it is typed in, and asks for it in decimal', () => {
    const { actor, calls, context, place } = startCoupon({ tax: { ...taxes, type: 0 } });
    actor.send({ type: 'stake.type', text: '10' });
    actor.send({ type: 'autobet.set', on: true });
    // American: a sign and whole numbers; −200 is 1.5, below 1.85, the price now.
    actor.send({ type: 'autobet.price', text: '-200', format: OddsFormat.american });
    actor.send({ type: 'autobet.price', text: '-200.5', format: OddsFormat.american });
    expect(context()).toMatchObject({
      autoPriceText: '-200',
      autoPriceFormat: OddsFormat.american,
    });
    expect(couponBlocks(context())).toEqual([{ code: 'auto_price_not_above', limit: 1.85 }]);
    actor.send({ type: 'autobet.price', text: '+150', format: OddsFormat.american });
    expect(autoPrice(context())).toBe(2.5);
    // Fractional and Malay read as they are written.
    actor.send({ type: 'autobet.price', text: '13/8', format: OddsFormat.fractional });
    expect(autoPrice(context())).toBe(2.625);
    actor.send({ type: 'autobet.price', text: '-0,8', format: OddsFormat.malay });
    expect(autoPrice(context())).toBe(2.25);
    expect(codes(context())).toEqual([]);
    place();
    expect(calls[0]).toMatchObject({
      mode: 'auto',
      autoPrice: 2.25,
      autoPriceView: OddsFormat.malay,
    });
  });

  it('is a single’s only: not turned on for two selections, turned off when a second one comes', () => {
    const { actor, context } = startCoupon();
    actor.send({ type: 'selections.set', selections: [first, second] });
    actor.send({ type: 'autobet.set', on: true });
    expect(context().autoBet).toBe(false);
    actor.send({ type: 'selections.set', selections: [first] });
    actor.send({ type: 'autobet.set', on: true });
    expect(context().autoBet).toBe(true);
    actor.send({ type: 'selections.set', selections: [first, second] });
    expect(context().autoBet).toBe(false);
  });

  it('waits for its own price: a moved price needs no acceptance; a bonus cannot stake it', () => {
    const { actor, context } = startCoupon({ policy: 'none' });
    actor.send({ type: 'stake.type', text: '10' });
    actor.send({ type: 'prices.update', prices: { [first.key]: { price: 1.7 } } });
    expect(codes(context())).toEqual(['price_changed_needs_acceptance']);
    actor.send({ type: 'autobet.set', on: true });
    actor.send({ type: 'autobet.price', text: '2' });
    expect(codes(context())).toEqual([]);
    actor.send({ type: 'funding.choose', funding: { bonusId: 4 } });
    expect(codes(context())).toEqual(['request_main_account']);
    actor.send({ type: 'autobet.set', on: false });
    expect(codes(context())).toEqual(['price_changed_needs_acceptance']);
  });

  it('offers a VIP bid for a stake above the largest only where the platform takes them', async () => {
    const { actor, calls, context, state, answer, drop, place } = startCoupon();
    actor.send({ type: 'stake.type', text: '1500' });
    expect(codes(context())).toEqual(['stake_above_max']);
    expect(canBid(context())).toBe(false);
    actor.send({ type: 'bet.bid', guid: 'guid-x' });
    expect(state()).toBe('editing');
    actor.send({ type: 'limits.update', vipBets: true });
    expect(canBid(context())).toBe(true);
    // Not for an auto-bet, nor from a bonus.
    actor.send({ type: 'autobet.set', on: true });
    expect(canBid(context())).toBe(false);
    actor.send({ type: 'autobet.set', on: false });
    actor.send({ type: 'bet.bid', guid: 'guid-x' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ mode: 'vip', betGuid: 'guid-x', stake: 150_000n });
    // No answer: the same bid goes again under its guid; a bet placed now would be another one.
    await drop(new Error('offline'));
    actor.send({ type: 'failure.dismiss' });
    actor.send({ type: 'bet.bid', guid: 'guid-y' });
    expect(calls[1]).toMatchObject({ mode: 'vip', betGuid: 'guid-x' });
    await answer({
      status: 'requested',
      request: { betGuid: 'guid-x', requestId: 'R-9', mode: 'vip' },
      limits: { maxStake: 1000 },
    });
    expect(context()).toMatchObject({ requested: { mode: 'vip' }, limits: { vipBets: true } });
    actor.send({ type: 'coupon.clear' });
    expect(context().limits.vipBets).toBe(true);
    place();
    expect(state()).toBe('editing');
  });
});
