import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';

import { machineError } from '../machine-error';
import { pollingTimerMachine } from './polling-timer.machine';

/** A job whose runs the test finishes by hand, counting how many run at once. */
function manualJob() {
  const pending: { resolve: () => void; reject: (e: Error) => void; signal: AbortSignal }[] = [];
  let active = 0;
  let maxActive = 0;
  const run = vi.fn(
    ({ signal }: { signal: AbortSignal }) =>
      new Promise<void>((resolve, reject) => {
        active++;
        maxActive = Math.max(maxActive, active);
        const done = () => void active--;
        signal.addEventListener('abort', done);
        pending.push({
          resolve: () => (done(), resolve()),
          reject: (e: Error) => (done(), reject(e)),
          signal,
        });
      }),
  );
  return { run, pending, maxActive: () => maxActive };
}

function start(intervalMs = 10_000, startsFresh?: boolean) {
  const clock = new SimulatedClock();
  const job = manualJob();
  const actor = createActor(
    pollingTimerMachine.provide({ actors: { run: fromPromise(job.run) } }),
    { input: { intervalMs, ...(startsFresh === undefined ? {} : { startsFresh }) }, clock },
  );
  actor.start();
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { actor, clock, job, settle };
}

describe('polling timer machine', () => {
  it('runs at once on start, then every interval after a run ends', async () => {
    const { actor, clock, job, settle } = start();
    expect(job.run).not.toHaveBeenCalled();
    actor.send({ type: 'poll.start' });
    expect(job.run).toHaveBeenCalledTimes(1);
    clock.increment(60_000);
    expect(job.run).toHaveBeenCalledTimes(1);
    job.pending[0]?.resolve();
    await settle();
    expect(actor.getSnapshot().value).toEqual({ running: 'waiting' });
    expect(actor.getSnapshot().context.runs).toBe(1);
    clock.increment(9_999);
    expect(job.run).toHaveBeenCalledTimes(1);
    clock.increment(1);
    expect(job.run).toHaveBeenCalledTimes(2);
  });

  it('starting with a fresh answer, waits an interval before the first run; a start after a pause runs at once', async () => {
    const { actor, clock, job, settle } = start(10_000, true);
    actor.send({ type: 'poll.start' });
    expect(actor.getSnapshot().value).toEqual({ running: 'waiting' });
    clock.increment(9_999);
    expect(job.run).not.toHaveBeenCalled();
    clock.increment(1);
    expect(job.run).toHaveBeenCalledTimes(1);
    job.pending[0]?.resolve();
    await settle();
    actor.send({ type: 'poll.pause' });
    actor.send({ type: 'poll.start' });
    expect(job.run).toHaveBeenCalledTimes(2);
  });

  it('paused before its first start (a hidden tab), the start runs at once even with a fresh answer', () => {
    const { actor, job } = start(10_000, true);
    actor.send({ type: 'poll.pause' });
    expect(actor.getSnapshot().value).toBe('paused');
    actor.send({ type: 'poll.start' });
    expect(job.run).toHaveBeenCalledTimes(1);
  });

  it('starting with a fresh answer, a force still runs at once', () => {
    const { actor, job } = start(10_000, true);
    actor.send({ type: 'poll.force' });
    expect(job.run).toHaveBeenCalledTimes(1);
  });

  it('never overlaps: a force during a run queues exactly one more run after it', async () => {
    const { actor, job, settle } = start();
    actor.send({ type: 'poll.start' });
    actor.send({ type: 'poll.force' });
    actor.send({ type: 'poll.force' });
    expect(job.run).toHaveBeenCalledTimes(1);
    job.pending[0]?.resolve();
    await settle();
    expect(job.run).toHaveBeenCalledTimes(2);
    job.pending[1]?.resolve();
    await settle();
    expect(job.run).toHaveBeenCalledTimes(2);
    expect(job.maxActive()).toBe(1);
    // A force while waiting runs now.
    actor.send({ type: 'poll.force' });
    expect(job.run).toHaveBeenCalledTimes(3);
  });

  it('keeps polling after a failed run and clears the error on the next success', async () => {
    const { actor, clock, job, settle } = start(1_000);
    actor.send({ type: 'poll.start' });
    job.pending[0]?.reject(machineError({ code: 'error_network', message: 'offline' }));
    await settle();
    expect(actor.getSnapshot().context.error?.code).toBe('error_network');
    clock.increment(1_000);
    job.pending[1]?.resolve();
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ runs: 2, error: undefined });
  });

  it('pause cancels a run under way and stops the timer; start resumes with a run at once; destroy ends it', async () => {
    const { actor, clock, job, settle } = start(1_000);
    actor.send({ type: 'poll.start' });
    actor.send({ type: 'poll.pause' });
    expect(job.pending[0]?.signal.aborted).toBe(true);
    clock.increment(10_000);
    await settle();
    expect(job.run).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('paused');
    actor.send({ type: 'poll.start' });
    expect(job.run).toHaveBeenCalledTimes(2);
    actor.send({ type: 'poll.destroy' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(job.pending[1]?.signal.aborted).toBe(true);
  });
});
