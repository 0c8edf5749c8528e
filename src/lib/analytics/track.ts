import type { AnalyticsEvent } from './event-codes';

type Sink = (event: AnalyticsEvent) => void;

/** Events tracked before the page's analytics started (a feature loads first): kept, bounded. */
const EARLY_LIMIT = 50;
let sink: Sink | undefined;
let early: AnalyticsEvent[] = [];
let userId = '';

/** Tracks an analytics event: what features call (`track(EVENT_CODES.registration, { type })`). Never throws. */
export function track(code: number, params: Readonly<Record<string, unknown>> = {}): void {
  const event = { code, ts: Date.now(), params };
  if (sink) return sink(event);
  early = [...early, event].slice(-EARLY_LIMIT);
}

/** Names the player analytics events carry as `u` (after registration or sign-in); '' forgets them. */
export function identify(id: string | number): void {
  userId = String(id);
}

/** The player id for the `u` field ('' for a guest). */
export const currentUserId = (): string => userId;

/** Connects the page's analytics runtime: it first receives what was tracked before. Returns the detach. */
export function attachTracker(next: Sink): () => void {
  sink = next;
  const waiting = early;
  early = [];
  for (const event of waiting) next(event);
  return () => {
    if (sink === next) sink = undefined;
  };
}
