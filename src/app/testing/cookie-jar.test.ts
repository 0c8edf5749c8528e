import { describe, expect, it } from 'vitest';

import { createCookieJar } from './cookie-jar';

describe('the route tests’ cookie jar', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');

  it('sends back what the platform set, the newest value of each name', () => {
    const jar = createCookieJar(() => now);
    expect(jar.header()).toBeUndefined();
    jar.store([
      { name: 'session', value: 'one' },
      { name: 'consent', value: 'yes', maxAge: 3600 },
    ]);
    jar.store([{ name: 'session', value: 'two', expires: new Date(now + 60_000) }]);
    expect(jar.header()).toBe('session=two; consent=yes');
  });

  it('forgets a cookie the platform clears, by a past expiry or a zero lifetime', () => {
    const jar = createCookieJar(() => now);
    jar.store([
      { name: 'session', value: 'one' },
      { name: 'consent', value: 'yes' },
    ]);
    jar.store([{ name: 'session', value: '', expires: new Date(0) }]);
    expect(jar.header()).toBe('consent=yes');
    jar.store([{ name: 'consent', value: '', maxAge: 0 }]);
    expect(jar.header()).toBeUndefined();
  });
});
