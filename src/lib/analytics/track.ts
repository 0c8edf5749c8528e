import { logger } from '@/lib/logger';

import type { AnalyticsEvent } from './event-codes';

type Sink = (event: AnalyticsEvent) => void;

/** Events tracked before the page's analytics started (a feature loads first): kept, bounded. */
const EARLY_LIMIT = 50;
// Browser-only: track and identify run in actors and effects (never in a render or a loader), and
// the sink is the analytics runtime an effect attaches; the platform never writes any of these.
const sinks = new Set<Sink>();
let early: AnalyticsEvent[] = [];
let userId = '';

/** Tracks an analytics event: what features call (`track(EVENT_CODES.registration, { type })`). Never throws. */
export function track(code: number, params: Readonly<Record<string, unknown>> = {}): void {
  const event = { code, ts: Date.now(), params };
  if (sinks.size > 0) {
    for (const sink of [...sinks]) {
      try {
        sink(event);
      } catch (error) {
        logger.warn('analytics: an event could not be handled', error);
      }
    }
    return;
  }
  early = [...early, event].slice(-EARLY_LIMIT);
}

/** Names the player analytics events carry as `u` (after registration or sign-in); '' forgets them. */
export function identify(id: string | number): void {
  userId = String(id);
}

/** The player id for the `u` field ('' for a guest). */
export const currentUserId = (): string => userId;

/**
 * Connects a listener (the page's analytics runtime; tests): the first one also receives what was
 * tracked before any listened. Returns the detach.
 */
export function attachTracker(next: Sink): () => void {
  sinks.add(next);
  const waiting = early;
  early = [];
  for (const event of waiting) next(event);
  return () => void sinks.delete(next);
}
