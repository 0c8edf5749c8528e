import { describe, expect, it } from 'vitest';

import { formatRetryTime } from './format-retry-time';

const short = (locale: string, at: number) =>
  new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(at);

describe('formatRetryTime', () => {
  it('shows the platform’s time to try again, in the language’s style', () => {
    const at = '2030-01-01T10:05:00.000Z';
    expect(formatRetryTime({ retryAt: at, retryAfter: 60 }, 'en')).toBe(
      short('en', Date.parse(at)),
    );
    expect(formatRetryTime({ retryAt: at }, 'ru')).toBe(short('ru', Date.parse(at)));
  });

  it('counts from now when the platform gave only the seconds, and says nothing when it gave neither', () => {
    const now = Date.parse('2030-01-01T10:00:00.000Z');
    expect(formatRetryTime({ retryAfter: 300 }, 'en', now)).toBe(short('en', now + 300_000));
    expect(formatRetryTime({}, 'en', now)).toBeUndefined();
    expect(formatRetryTime({ retryAt: 'soon' }, 'en', now)).toBeUndefined();
  });
});
