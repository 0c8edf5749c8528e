import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';

import {
  type AnalyticsSession,
  type AnalyticsSessionEmitted,
  analyticsSessionMachine,
  SESSION_CHECK_MS,
  SESSION_TIMEOUT_MS,
} from './analytics-session.machine';

const T0 = 1_700_000_000_000;

function start(stored?: AnalyticsSession) {
  const clock = new SimulatedClock();
  const actor = createActor(analyticsSessionMachine, {
    input: { seed: 'page', now: T0, stored },
    clock,
  });
  const heard: AnalyticsSessionEmitted[] = [];
  actor.on('*', (event) => void heard.push(event));
  actor.start();
  // The simulated clock fires a timer set while it fires others only on the next increment: step like real time.
  const advance = (ms: number) => {
    for (let left = ms; left > 0; left -= 1_000) clock.increment(Math.min(1_000, left));
  };
  const kinds = () =>
    heard
      .filter((e) => e.type !== 'session.persist')
      .map((e) => `${e.type}:${e.session?.id ?? ''}`);
  return { actor, advance, heard, kinds };
}

describe('analytics session machine', () => {
  it('creates a session when none is stored, announcing its start and persisting it', () => {
    const { actor, heard, kinds } = start();
    expect(actor.getSnapshot().context.session).toEqual({
      id: 'page-1',
      created: T0,
      updated: T0,
      isRecording: false,
    });
    expect(kinds()).toEqual(['session.started:page-1']);
    expect(heard.at(-1)).toEqual({
      type: 'session.persist',
      session: actor.getSnapshot().context.session,
    });
  });

  it('keeps a stored session still within its idle timeout (a reload), without a new start', () => {
    const stored = { id: 'kept', created: T0 - 600_000, updated: T0 - 60_000, isRecording: true };
    const { actor, kinds } = start(stored);
    expect(actor.getSnapshot().context.session).toEqual(stored);
    expect(kinds()).toEqual([]);
  });

  it('replaces a stored session idle past the timeout', () => {
    const { actor, kinds } = start({
      id: 'stale',
      created: T0 - 4_000_000,
      updated: T0 - SESSION_TIMEOUT_MS,
      isRecording: true,
    });
    expect(actor.getSnapshot().context.session?.id).toBe('page-1');
    expect(kinds()).toEqual(['session.started:page-1']);
  });

  it('ends the session after 1800 s without activity, noticed by the 5 s check, then reopens on activity', () => {
    const { actor, advance, heard, kinds } = start();
    advance(SESSION_TIMEOUT_MS - SESSION_CHECK_MS);
    expect(actor.getSnapshot().matches('active')).toBe(true);
    advance(SESSION_CHECK_MS);
    expect(actor.getSnapshot().value).toBe('ended');
    expect(kinds()).toEqual(['session.started:page-1', 'session.ended:page-1']);
    expect(heard.at(-1)).toEqual({ type: 'session.persist', session: undefined });
    actor.send({ type: 'session.activity', now: T0 + SESSION_TIMEOUT_MS + 10 });
    expect(kinds().at(-1)).toBe('session.started:page-2');
    expect(actor.getSnapshot().context.session?.created).toBe(T0 + SESSION_TIMEOUT_MS + 10);
  });

  it('activity keeps the session alive: the idle time counts from the last activity', () => {
    const { actor, advance, kinds } = start();
    advance(1_000_000);
    actor.send({ type: 'session.activity', now: T0 + 1_000_000 });
    advance(SESSION_TIMEOUT_MS - SESSION_CHECK_MS);
    expect(actor.getSnapshot().context.session?.updated).toBe(T0 + 1_000_000);
    expect(kinds()).toEqual(['session.started:page-1']);
    advance(SESSION_CHECK_MS);
    expect(actor.getSnapshot().value).toBe('ended');
  });

  it('activity after a long sleep (no ticks ran) ends the old session and starts a new one at once', () => {
    const { actor, kinds } = start();
    actor.send({ type: 'session.activity', now: T0 + SESSION_TIMEOUT_MS + 1 });
    expect(kinds()).toEqual([
      'session.started:page-1',
      'session.ended:page-1',
      'session.started:page-2',
    ]);
    expect(actor.getSnapshot().matches('active')).toBe(true);
  });

  it('records as the server says and persists the change; ensure re-persists every 60 s', () => {
    const { actor, advance, heard } = start();
    actor.send({ type: 'session.recording', isRecording: true });
    expect(actor.getSnapshot().context.session?.isRecording).toBe(true);
    const persisted = () => heard.filter((e) => e.type === 'session.persist').length;
    const before = persisted();
    advance(59_999);
    expect(persisted()).toBe(before);
    advance(1);
    expect(persisted()).toBe(before + 1);
  });
});
