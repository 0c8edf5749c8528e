import { useSyncExternalStore } from 'react';

import { logger } from '@/lib/logger';

import { ANALYTICS_ENDPOINTS, ANALYTICS_LIMITS } from './event-codes';

/** One A/B test the player takes part in, and the variant they see. */
export interface AbTest {
  readonly name: string;
  readonly variant: string;
}

/** The ab.json answer: the assignment id (sid) and the tests. */
export interface AbData {
  readonly sid: string;
  readonly tests: readonly AbTest[];
}

// Browser-only: written by startAbData, which the analytics runtime starts in an effect (never on
// the platform).
let current: AbData | undefined;
const listeners = new Set<() => void>();

const isAbData = (value: unknown): value is AbData => {
  const v = value as { sid?: unknown; tests?: unknown } | null;
  return (
    typeof v?.sid === 'string' &&
    Array.isArray(v.tests) &&
    v.tests.every(
      (t: { name?: unknown; variant?: unknown } | null) =>
        typeof t?.name === 'string' && typeof t.variant === 'string',
    )
  );
};

/** The A/B data of this page (undefined until the first answer). */
export const getAbData = (): AbData | undefined => current;

const set = (next: AbData | undefined) => {
  current = next;
  for (const listener of [...listeners]) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The A/B data, re-rendering when it is refreshed. */
export function useAbData(): AbData | undefined {
  return useSyncExternalStore(subscribe, getAbData, getAbData);
}

/** The variant of one test, or undefined when the player is not in it. */
export const abVariant = (name: string): string | undefined =>
  current?.tests.find((t) => t.name === name)?.variant;

interface AbOptions {
  readonly partner: number;
  readonly userId: () => string;
  readonly fetch?: typeof fetch;
}

/**
 * Asks ab.json for the player's tests now and every 10 minutes. `state` is the sid of the last
 * answer, so the server keeps the player in the same variants. Failures keep the last data.
 */
export function startAbData({ partner, userId, fetch: doFetch = fetch }: AbOptions): {
  readonly stop: () => void;
  readonly ready: Promise<void>;
} {
  let stopped = false;
  const refresh = async () => {
    try {
      const res = await doFetch(ANALYTICS_ENDPOINTS.ab, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ w: partner, u: userId(), state: current?.sid ?? '' }),
      });
      if (!res.ok) throw new Error(`ab.json answered ${res.status}`);
      const body = (await res.json()) as { data?: unknown };
      if (!isAbData(body.data)) throw new Error('ab.json answered an unexpected shape');
      if (!stopped) set(body.data);
    } catch (error) {
      logger.warn('analytics: A/B data not refreshed', error);
    }
  };
  const ready = refresh();
  const timer = setInterval(() => void refresh(), ANALYTICS_LIMITS.abRefreshMs);
  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };
  return { stop, ready };
}

/** Forgets the data (tests). */
export const resetAbData = (): void => set(undefined);
