import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';

import { autoLogoffMachine, warningLeadMs } from './auto-logoff.machine';

const MIN = 60_000;
function start() {
  const clock = new SimulatedClock();
  const actor = createActor(autoLogoffMachine, { input: { idleMs: 20 * MIN, warnMs: MIN }, clock });
  actor.start();
  return { actor, clock };
}

describe('auto log-off machine', () => {
  it('warns a minute before and logs off after the idle time', () => {
    const { actor, clock } = start();
    clock.increment(19 * MIN - 1);
    expect(actor.getSnapshot().value).toBe('watching');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('warning');
    clock.increment(MIN);
    expect(actor.getSnapshot().value).toBe('loggedOff');
  });

  it('starts the wait again on activity, and on "stay" from the warning', () => {
    const { actor, clock } = start();
    clock.increment(18 * MIN);
    actor.send({ type: 'activity' });
    clock.increment(18 * MIN);
    expect(actor.getSnapshot().value).toBe('watching');
    clock.increment(MIN);
    expect(actor.getSnapshot().value).toBe('warning');
    actor.send({ type: 'stay' });
    clock.increment(18 * MIN);
    expect(actor.getSnapshot().value).toBe('watching');
  });

  it('judges a tab that comes back by how long every tab has been idle', () => {
    const { actor, clock } = start();
    actor.send({ type: 'tab.back', idleForMs: 25 * MIN });
    expect(actor.getSnapshot().value).toBe('loggedOff');
    const second = start();
    second.actor.send({ type: 'tab.back', idleForMs: 19.5 * MIN });
    expect(second.actor.getSnapshot().value).toBe('warning');
    second.clock.increment(30_000);
    expect(second.actor.getSnapshot().value).toBe('loggedOff');
    const third = start();
    third.actor.send({ type: 'tab.back', idleForMs: 10 * MIN });
    third.clock.increment(9 * MIN - 1);
    expect(third.actor.getSnapshot().value).toBe('watching');
    third.clock.increment(1);
    expect(third.actor.getSnapshot().value).toBe('warning');
    void clock;
  });

  it('logs off when another tab did', () => {
    const { actor } = start();
    actor.send({ type: 'logoff.elsewhere' });
    expect(actor.getSnapshot().value).toBe('loggedOff');
  });
});

describe('the warning lead', () => {
  it('is the setting while it fits, and never more than half the idle time', () => {
    expect(warningLeadMs(30 * MIN, 60)).toBe(MIN);
    // Promo logs off after one minute: the warning comes halfway, not at once.
    expect(warningLeadMs(MIN, 60)).toBe(30_000);
    expect(warningLeadMs(MIN, 20)).toBe(20_000);
  });
});
