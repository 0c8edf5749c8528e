/** How long until an event starts, or that it has. */
export type Countdown =
  | { readonly started: true }
  | {
      readonly started: false;
      readonly days: number;
      readonly hours: number;
      readonly minutes: number;
      readonly seconds: number;
    };

/**
 * An event's start as settings write it (`2027-02-16T20:00`, ISO 8601): a time without a zone is
 * UTC, so the platform's render and every player's browser read the same moment. Undefined when
 * absent or not a date.
 */
export function eventStartMs(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(text) ? text : `${text}Z`;
  const ms = Date.parse(zoned);
  return Number.isNaN(ms) ? undefined : ms;
}

/** The days, hours, minutes and seconds from `nowMs` to `startMs`, or started. */
export function countdownTo(startMs: number, nowMs: number): Countdown {
  // A second that has begun counts: 0.4 s before the start still shows one second to go.
  const left = Math.ceil((startMs - nowMs) / 1000);
  if (left <= 0) return { started: true };
  return {
    started: false,
    days: Math.floor(left / 86_400),
    hours: Math.floor(left / 3_600) % 24,
    minutes: Math.floor(left / 60) % 60,
    seconds: left % 60,
  };
}
