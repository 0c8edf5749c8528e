import { describe, expect, it } from 'vitest';

import { first, placedAnswer, taxes } from './coupon.fixtures';
import { startCoupon } from './coupon.testing';

describe('coupon machine: publishing to the coupon lobby', () => {
  it('sends lobby with a bet placed now while ticked, not once unticked', async () => {
    const { actor, calls, context, answer, place } = startCoupon();
    actor.send({ type: 'stake.type', text: '10' });
    expect(context().lobby).toBe(false);
    actor.send({ type: 'lobby.set', on: true });
    expect(context().lobby).toBe(true);
    place();
    expect(calls[0]).toMatchObject({ lobby: true, kind: 'single', stake: 1000n });
    // Ignored while placing: what the player agreed to moves only while editing.
    actor.send({ type: 'lobby.set', on: false });
    expect(context().lobby).toBe(true);
    await answer(placedAnswer);
    actor.send({ type: 'placed.dismiss' });
    actor.send({ type: 'lobby.set', on: false });
    place();
    expect(calls[1]).not.toHaveProperty('lobby');
  });

  it('never publishes an auto-bet (a request, not a bet), and a clear unticks it', () => {
    const { actor, calls, context, place } = startCoupon({ tax: { ...taxes, type: 0 } });
    actor.send({ type: 'lobby.set', on: true });
    actor.send({ type: 'coupon.clear' });
    expect(context().lobby).toBe(false);
    actor.send({ type: 'selections.set', selections: [first] });
    actor.send({ type: 'stake.type', text: '10' });
    actor.send({ type: 'lobby.set', on: true });
    actor.send({ type: 'autobet.set', on: true });
    actor.send({ type: 'autobet.price', text: '2.5' });
    place();
    expect(calls[0]).toMatchObject({ mode: 'auto' });
    expect(calls[0]).not.toHaveProperty('lobby');
  });
});
