import { logger } from '@/lib/logger';

import { ANALYTICS_LIMITS } from './event-codes';
import { createRateLimiter } from './rate-limiter';

/** Sends one batch; rejects when it did not arrive (the sender tries it again with the next ones). */
export type BatchTransport<T> = (
  items: readonly T[],
  options: { readonly keepalive: boolean },
) => Promise<void>;

export interface BatchSenderOptions<T> {
  readonly transport: BatchTransport<T>;
  readonly now?: () => number;
  readonly limits?: Partial<typeof ANALYTICS_LIMITS>;
}

/** The queue between `track` and the backend. */
export interface BatchSender<T> {
  /** Queues an item (the oldest is dropped past the memory bound). */
  readonly enqueue: (item: T) => void;
  /** Starts sending (after consent): one batch every interval, everything once the page is idle. */
  readonly start: () => void;
  /** Sends everything pending now, as far as the rate limit allows (keepalive on pagehide). */
  readonly flush: (options?: { readonly keepalive?: boolean }) => void;
  /** Drops everything pending (consent refused). */
  readonly clear: () => void;
  readonly stop: () => void;
  readonly pending: () => number;
}

interface Entry<T> {
  readonly item: T;
  readonly attempts: number;
}

/**
 * Batching per spec §9: a batch of at most 10 every 3000 ms; at most 5 requests in any second;
 * "idle flush after 5 s" read as: when no new item has come for 5 s, everything pending is sent at
 * once (in batches of 10, rate limit permitting) instead of trickling out one batch per interval.
 * A failed batch goes back to the front and rides with the next batch, up to 3 attempts in all;
 * failures are logged, never thrown into the page.
 */
export function createBatchSender<T>({
  transport,
  now = Date.now,
  limits: overrides = {},
}: BatchSenderOptions<T>): BatchSender<T> {
  const limits = { ...ANALYTICS_LIMITS, ...overrides };
  const limiter = createRateLimiter(limits.maxRequestsPerSecond);
  let queue: Entry<T>[] = [];
  let running = false;
  let interval: ReturnType<typeof setInterval> | undefined;
  let idle: ReturnType<typeof setTimeout> | undefined;
  let resume: ReturnType<typeof setTimeout> | undefined;

  const bound = () => {
    if (queue.length > limits.maxQueuedEvents)
      queue = queue.slice(queue.length - limits.maxQueuedEvents);
  };

  const sendOne = (keepalive: boolean): boolean => {
    if (queue.length === 0 || !limiter.take(now())) return false;
    const batch = queue.slice(0, limits.maxEventsPerBatch);
    queue = queue.slice(batch.length);
    transport(
      batch.map((e) => e.item),
      { keepalive },
    ).catch((error: unknown) => {
      const again = batch
        .filter((e) => e.attempts + 1 < limits.maxAttempts)
        .map((e) => ({ item: e.item, attempts: e.attempts + 1 }));
      logger.warn(
        `analytics: a batch of ${batch.length} failed; ${again.length} will be tried again`,
        error,
      );
      queue = [...again, ...queue];
      bound();
    });
    return true;
  };

  const flush = ({ keepalive = false }: { keepalive?: boolean } = {}) => {
    if (!running) return;
    clearTimeout(resume);
    resume = undefined;
    while (queue.length > 0 && sendOne(keepalive));
    // What the rate limit held back goes as soon as a slot frees (not on pagehide: the page is gone).
    if (queue.length > 0 && !keepalive)
      resume = setTimeout(() => flush(), Math.max(1, limiter.waitMs(now())));
  };

  const armIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(() => flush(), limits.idleFlushMs);
  };

  return {
    enqueue(item) {
      queue.push({ item, attempts: 0 });
      bound();
      if (running) armIdle();
    },
    start() {
      if (running) return;
      running = true;
      interval = setInterval(() => sendOne(false), limits.sendIntervalMs);
      if (queue.length > 0) armIdle();
    },
    flush,
    clear() {
      queue = [];
    },
    stop() {
      running = false;
      clearInterval(interval);
      clearTimeout(idle);
      clearTimeout(resume);
    },
    pending: () => queue.length,
  };
}
