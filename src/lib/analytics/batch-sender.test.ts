import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { type BatchTransport, createBatchSender } from './batch-sender';

function setup(fail: (call: number) => boolean = () => false) {
  const sent: { items: number[]; keepalive: boolean; at: number }[] = [];
  const transport = vi.fn<BatchTransport<number>>((items, { keepalive }) => {
    sent.push({ items: [...items], keepalive, at: Date.now() });
    return fail(sent.length) ? Promise.reject(new Error('offline')) : Promise.resolve();
  });
  const sender = createBatchSender({ transport });
  const add = (from: number, count: number) => {
    for (let i = 0; i < count; i++) sender.enqueue(from + i);
  };
  return { sender, sent, add };
}

/** The most requests that started within any one second. */
const busiestSecond = (times: number[]) =>
  Math.max(0, ...times.map((t) => times.filter((u) => u >= t && u < t + 1_000).length));

describe('analytics batch sender', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('sends nothing before start, then one batch of at most 10 every 3000 ms while events keep coming', () => {
    const { sender, sent, add } = setup();
    add(0, 25);
    vi.advanceTimersByTime(10_000);
    expect(sent).toEqual([]);
    sender.start();
    vi.advanceTimersByTime(2_999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent.map((s) => s.items)).toEqual([[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]);
    add(100, 1); // activity: the idle flush waits 5 s more
    vi.advanceTimersByTime(3_000);
    expect(sent.map((s) => s.items.length)).toEqual([10, 10]);
    expect(sender.pending()).toBe(6);
  });

  it('flushes everything once idle for 5 s, in batches of 10, never more than 5 requests in a second', () => {
    const { sender, sent, add } = setup();
    sender.start();
    add(0, 83);
    vi.advanceTimersByTime(4_999);
    expect(sent).toHaveLength(1); // the 3000 ms tick
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(6); // idle flush: five more, the rate limit holds the rest back
    vi.advanceTimersByTime(2_000);
    expect(sender.pending()).toBe(0);
    expect(sent.flatMap((s) => s.items)).toEqual(Array.from({ length: 83 }, (_, i) => i));
    expect(Math.max(...sent.map((s) => s.items.length))).toBe(10);
    expect(busiestSecond(sent.map((s) => s.at))).toBe(5);
  });

  it('flushes with keepalive on demand (pagehide) and leaves the rest when the rate limit is reached', () => {
    const { sender, sent, add } = setup();
    sender.start();
    add(0, 70);
    sender.flush({ keepalive: true });
    expect(sent.map((s) => [s.items.length, s.keepalive])).toEqual(
      Array.from({ length: 5 }, () => [10, true]),
    );
    expect(sender.pending()).toBe(20);
  });

  it('retries a failed batch with the next one, up to 3 attempts, and never throws', async () => {
    const { sender, sent, add } = setup((call) => call <= 3);
    sender.start();
    add(0, 2);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (let i = 0; i < 4; i++) {
      await vi.advanceTimersByTimeAsync(3_000);
      add(10 + i, 1);
    }
    expect(sent.map((s) => s.items)).toEqual([
      [0, 1],
      [0, 1, 10],
      [0, 1, 10, 11],
      [10, 11, 12],
    ]);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it('keeps memory bounded: past 200 pending the oldest go; clear drops all', () => {
    const { sender, add } = setup();
    add(0, 250);
    expect(sender.pending()).toBe(200);
    sender.clear();
    expect(sender.pending()).toBe(0);
  });
});
