import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  createNotificationStore,
  DEFAULT_DURATION_MS,
  MAINTENANCE_GROUP,
} from './notification-store';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const texts = (store: ReturnType<typeof createNotificationStore>) => store.get().map((n) => n.text);

describe('notification store', () => {
  it('shows a notification for 3000 ms by default, then takes it away and tells subscribers', () => {
    const store = createNotificationStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.notify({ kind: 'success', text: 'saved' });
    expect(store.get()).toEqual([
      expect.objectContaining({
        id,
        kind: 'success',
        text: 'saved',
        alert: false,
        closable: true,
        durationMs: DEFAULT_DURATION_MS,
      }),
    ]);
    vi.advanceTimersByTime(DEFAULT_DURATION_MS - 1);
    expect(texts(store)).toEqual(['saved']);
    vi.advanceTimersByTime(1);
    expect(store.get()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps one with duration 0 until it is dismissed', () => {
    const store = createNotificationStore();
    const id = store.notify({ kind: 'info', text: 'stays', durationMs: 0, closable: false });
    vi.advanceTimersByTime(60_000);
    expect(store.get()).toEqual([expect.objectContaining({ id, closable: true })]);
    store.dismiss(id);
    expect(store.get()).toEqual([]);
  });

  it('makes a maintenance notification an alert that stays until closed', () => {
    const store = createNotificationStore();
    store.notify({ kind: 'warning', text: 'down', group: MAINTENANCE_GROUP, durationMs: 1000 });
    store.notify({ kind: 'warning', text: 'toast' });
    vi.advanceTimersByTime(10_000);
    expect(store.get()).toEqual([
      expect.objectContaining({ text: 'down', alert: true, closable: true }),
    ]);
  });

  it('does not show the same kind and text twice while shown: it refreshes the timer', () => {
    const store = createNotificationStore();
    const first = store.notify({ kind: 'error', text: 'failed' });
    vi.advanceTimersByTime(2000);
    expect(store.notify({ kind: 'error', text: 'failed' })).toBe(first);
    const other = store.notify({ kind: 'info', text: 'failed' });
    expect(texts(store)).toEqual(['failed', 'failed']);
    store.dismiss(other);
    vi.advanceTimersByTime(2999);
    expect(store.get().map((n) => n.id)).toEqual([first]);
    vi.advanceTimersByTime(1);
    expect(store.get()).toEqual([]);
  });

  it('pauses while the pointer is over or focus is inside, and runs on with the time left', () => {
    const store = createNotificationStore();
    const id = store.notify({ kind: 'question', text: 'sure' });
    vi.advanceTimersByTime(1000);
    store.hold(id, 'pointer');
    store.hold(id, 'focus');
    vi.advanceTimersByTime(10_000);
    store.release(id, 'pointer');
    vi.advanceTimersByTime(10_000);
    expect(texts(store)).toEqual(['sure']);
    store.release(id, 'focus');
    vi.advanceTimersByTime(1999);
    expect(texts(store)).toEqual(['sure']);
    vi.advanceTimersByTime(1);
    expect(store.get()).toEqual([]);
  });

  it('dismisses at once and ignores unknown ids and releases', () => {
    const store = createNotificationStore();
    const id = store.notify({ kind: 'success', text: 'a' });
    store.notify({ kind: 'success', text: 'b' });
    store.dismiss(id);
    store.dismiss('nope');
    store.release('nope', 'pointer');
    expect(texts(store)).toEqual(['b']);
  });

  it('keeps at most five, dropping the oldest', () => {
    const store = createNotificationStore();
    for (const n of [1, 2, 3, 4, 5, 6]) store.notify({ kind: 'info', text: `n${n}` });
    expect(texts(store)).toEqual(['n2', 'n3', 'n4', 'n5', 'n6']);
  });
});
