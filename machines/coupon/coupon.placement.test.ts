import { describe, expect, it } from 'vitest';

import { machineError } from '../machine-error';
import {
  first,
  noFundsAnswer,
  placedAnswer,
  priceChangedAnswer,
  second,
  third,
} from './coupon.fixtures';
import { startCoupon } from './coupon.testing';
import { couponBlocks } from './coupon-blockers';

const dropped = machineError({ code: 'error_network', message: 'Failed to fetch' });

function ready(input: Parameters<typeof startCoupon>[0] = {}) {
  const coupon = startCoupon(input);
  coupon.actor.send({ type: 'stake.type', text: '10' });
  return coupon;
}

describe('coupon machine: placement', () => {
  it('places once with the content and a guid, and shows the bet until dismissed or a new list', async () => {
    const { actor, calls, context, state, answer, place } = ready();
    place();
    place();
    expect(state()).toBe('placing');
    expect(calls).toEqual([
      {
        betGuid: 'guid-1',
        betGuids: ['guid-1'],
        kind: 'single',
        systemSize: undefined,
        stake: 1000n,
        policy: 'higher',
        selections: [{ key: first.key, gameId: 1, price: 1.85 }],
      },
    ]);
    // Edits wait while the placement is under way; the list and the feed are still followed.
    actor.send({ type: 'stake.type', text: '99' });
    actor.send({
      type: 'prices.update',
      prices: { [first.key]: { price: 1.9, suspended: false } },
    });
    expect(context()).toMatchObject({ stakeText: '10', selections: [{ price: 1.9 }] });
    await answer(placedAnswer);
    expect(state()).toBe('placed');
    expect(context().placed).toEqual(placedAnswer.status === 'placed' && placedAnswer.bet);
    // A variant that keeps the selections after a bet: back to them as they are.
    actor.send({ type: 'placed.dismiss' });
    expect(state()).toBe('editing');
    expect(context()).toMatchObject({ placed: undefined, selections: [{ key: first.key }] });
    place();
    // Every answer carries the platform's limits: the coupon takes them.
    await answer({ ...placedAnswer, limits: { minStake: '1.00', maxStake: 300 } });
    expect(context().limits).toMatchObject({ minStake: '1.00', maxStake: '300.00' });
    // The sportsbook empties its list after a bet: the bet stays on show until a new one.
    actor.send({ type: 'selections.set', selections: [] });
    expect(state()).toBe('placed');
    actor.send({ type: 'selections.set', selections: [second] });
    expect(state()).toBe('editing');
    expect(context()).toMatchObject({ placed: undefined, selections: [{ key: second.key }] });
    place();
    expect(calls.map((c) => c.betGuid)).toEqual(['guid-1', 'guid-3', 'guid-4']);
  });

  it('places a system with k and several singles as one placement', () => {
    const system = ready();
    system.actor.send({ type: 'selections.set', selections: [first, second, third] });
    system.actor.send({ type: 'kind.choose', kind: 'system' });
    system.place();
    expect(system.calls[0]).toMatchObject({ kind: 'system', systemSize: 2, stake: 1000n });
    const singles = ready();
    singles.actor.send({ type: 'selections.set', selections: [first, second] });
    singles.actor.send({ type: 'kind.choose', kind: 'single' });
    // MakeBetWebMulti takes a guid a single: derived from the click's, still UUIDs.
    singles.actor.send({ type: 'bet.place', guid: '123e4567-e89b-42d3-a456-426614174000' });
    expect(singles.calls[0]).toMatchObject({
      kind: 'single',
      systemSize: undefined,
      betGuid: '123e4567-e89b-42d3-a456-426614174000',
      betGuids: ['123e4567-e89b-42d3-a456-426614174000', '123e4567-e89b-42d3-a456-426614174001'],
    });
    expect(singles.calls[0]?.selections).toHaveLength(2);
  });

  it('retries a placement left without an answer with the same guid, however it is sent again', async () => {
    const { actor, calls, context, state, drop, place } = ready();
    place();
    await drop(dropped);
    expect(state()).toBe('failed');
    expect(context().lastError).toEqual({ code: 'error_network', message: 'Failed to fetch' });
    // The feed moves meanwhile: what the player agreed to does not, so neither does the content.
    actor.send({
      type: 'prices.update',
      prices: { [first.key]: { price: 2.2, suspended: false } },
    });
    actor.send({ type: 'bet.retry' });
    expect(state()).toBe('placing');
    expect(context().lastError).toBeUndefined();
    await drop(dropped);
    actor.send({ type: 'failure.dismiss' });
    expect(state()).toBe('editing');
    place();
    expect(calls.map((c) => c.betGuid)).toEqual(['guid-1', 'guid-1', 'guid-1']);
    expect(calls[2]).toEqual(calls[0]);
    // Another list while it failed is another coupon: back to editing with it.
    await drop(dropped);
    actor.send({ type: 'selections.set', selections: [first, second] });
    expect(state()).toBe('editing');
    expect(context().lastError?.code).toBe('error_network');
    place();
    expect(calls[3]?.betGuid).toBe('guid-3');
  });

  it('gives a new guid to another bet; an unanswered bet keeps its guid, whatever the policy, even rebuilt after a clear', async () => {
    const { actor, calls, context, drop, place } = ready();
    place();
    await drop(dropped);
    actor.send({ type: 'failure.dismiss' });
    actor.send({ type: 'stake.type', text: '20' });
    place();
    await drop(dropped);
    actor.send({ type: 'failure.dismiss' });
    actor.send({ type: 'policy.set', policy: 'any' });
    place();
    await drop(dropped);
    actor.send({ type: 'coupon.clear' });
    expect(context()).toMatchObject({ selections: [], stakeText: '', lastError: undefined });
    actor.send({ type: 'selections.set', selections: [first] });
    actor.send({ type: 'stake.type', text: '20' });
    place();
    await drop(dropped);
    actor.send({ type: 'failure.dismiss' });
    actor.send({ type: 'kind.choose', kind: 'express' });
    actor.send({ type: 'selections.set', selections: [first, second] });
    place();
    expect(calls.map((c) => c.betGuid)).toEqual(['guid-1', 'guid-2', 'guid-2', 'guid-2', 'guid-5']);
    expect(calls[2]).toMatchObject({ stake: 2000n, policy: 'any' });
    expect(calls[4]).toMatchObject({ kind: 'express', stake: 2000n, policy: 'any' });
  });

  it('takes the new prices of a prices-changed refusal and waits for acceptance under the policy', async () => {
    const { actor, calls, context, state, answer, place } = ready({ policy: 'higher' });
    place();
    await answer(priceChangedAnswer);
    expect(state()).toBe('editing');
    expect(context()).toMatchObject({
      lastError: { code: 'error_bet_prices_changed', message: 'HTTP 409' },
      attempt: undefined,
      selections: [{ key: first.key, accepted: 1.85, price: 1.7 }],
    });
    expect(couponBlocks(context())).toEqual([
      { code: 'price_changed_needs_acceptance', keys: [first.key] },
    ]);
    place();
    expect(calls).toHaveLength(1);
    actor.send({ type: 'changes.accept' });
    place();
    expect(context().lastError).toBeUndefined();
    expect(calls[1]).toMatchObject({ betGuid: 'guid-3', selections: [{ price: 1.7 }] });
  });

  it('shows other refusals, takes suspensions and the limits the platform names, and spends the guid', async () => {
    const { actor, calls, context, answer, place } = ready();
    place();
    await answer(noFundsAnswer);
    expect(context().lastError?.code).toBe('error_insufficient_funds');
    place();
    await answer({
      status: 'refused',
      code: 'error_bet_selection_unavailable',
      message: 'HTTP 409',
      prices: { [first.key]: { suspended: true } },
    });
    expect(couponBlocks(context())).toEqual([{ code: 'selection_suspended', keys: [first.key] }]);
    expect(context().selections[0]).toMatchObject({ price: 1.85, suspended: true });
    actor.send({
      type: 'prices.update',
      prices: { [first.key]: { price: 1.85, suspended: false } },
    });
    place();
    await answer({
      status: 'refused',
      code: 'error_bet_stake_too_large',
      message: 'HTTP 422',
      limits: { maxStake: 5 },
    });
    expect(couponBlocks(context())).toEqual([{ code: 'stake_above_max', limit: '5.00' }]);
    expect(calls.map((c) => c.betGuid)).toEqual(['guid-1', 'guid-2', 'guid-3']);
  });

  it('clears the coupon from editing, failed and placed, keeping the policy and limits', async () => {
    const { actor, context, state, drop, answer, place } = ready({ policy: 'any', maxStake: 50 });
    actor.send({ type: 'coupon.clear' });
    expect(context()).toMatchObject({ selections: [], stakeText: '', policy: 'any' });
    expect(context().limits.maxStake).toBe('50.00');
    actor.send({ type: 'selections.set', selections: [first] });
    actor.send({ type: 'stake.type', text: '10' });
    place();
    await drop(dropped);
    actor.send({ type: 'coupon.clear' });
    expect(context()).toMatchObject({ lastError: undefined, selections: [] });
    actor.send({ type: 'selections.set', selections: [first] });
    actor.send({ type: 'stake.type', text: '10' });
    place();
    await answer(placedAnswer);
    actor.send({ type: 'coupon.clear' });
    expect(state()).toBe('editing');
    expect(context().placed).toBeUndefined();
  });
});
