/** What a refusal with a delay says about when to try again (MachineError's retryAt / retryAfter). */
export interface RetryWhen {
  readonly retryAt?: string;
  readonly retryAfter?: number;
}

/**
 * The time trying again is allowed, in the player's language and time zone: the platform's
 * `retryAt`, else `retryAfter` seconds from `now`; undefined when the refusal says neither.
 */
export function formatRetryTime(
  when: RetryWhen,
  locale: string,
  now: number = Date.now(),
): string | undefined {
  const at =
    when.retryAt !== undefined
      ? Date.parse(when.retryAt)
      : when.retryAfter !== undefined
        ? now + when.retryAfter * 1000
        : Number.NaN;
  if (Number.isNaN(at)) return undefined;
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(at);
}
