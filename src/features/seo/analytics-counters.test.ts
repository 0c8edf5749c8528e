import { afterEach, describe, expect, it, vi } from 'vitest';

import { createConsentStore } from '@/lib/consent/consent-store';

import { startCounters } from './analytics-counters';

const COUNTERS = [
  { id: 'visits', name: 'Visits', scriptUrl: '/seo-standin/counter.js' },
  { id: 'ads', name: 'Ads', scriptUrl: '/seo-standin/counter.js' },
];
const scripts = () =>
  [...document.head.querySelectorAll('script[data-counter-id]')].map(
    (s) => `${s.getAttribute('data-counter-id')} ${s.getAttribute('src')}`,
  );
/** A cookie jar of its own, so the test's choice is not the document's. */
const jar = () => ({ cookie: '' });

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('startCounters', () => {
  it('loads no script until marketing is allowed, then each counter once with its id', async () => {
    const consent = createConsentStore({ required: true, doc: jar() });
    const started = startCounters(COUNTERS, consent, new AbortController().signal);
    consent.choose(1); // functionality only: still no marketing
    await Promise.resolve();
    expect(scripts()).toEqual([]);
    consent.choose(2);
    await vi.waitFor(() =>
      expect(scripts()).toEqual(['visits /seo-standin/counter.js', 'ads /seo-standin/counter.js']),
    );
    for (const script of document.head.querySelectorAll('script'))
      script.dispatchEvent(new Event('load'));
    await started;
  });

  it('loads nothing once the page that asked is gone', async () => {
    const consent = createConsentStore({ required: true, doc: jar() });
    const controller = new AbortController();
    const started = startCounters(COUNTERS, consent, controller.signal);
    controller.abort();
    consent.choose(3);
    await started;
    expect(scripts()).toEqual([]);
  });

  it('logs a script that fails, naming it, and never throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const started = startCounters(
      [{ id: 'broken', name: 'Broken', scriptUrl: '/nowhere.js' }],
      createConsentStore({ required: false, doc: jar() }),
      new AbortController().signal,
    );
    await vi.waitFor(() =>
      expect(document.head.querySelector('script[data-counter-id="broken"]')).not.toBeNull(),
    );
    document.head
      .querySelector('script[data-counter-id="broken"]')!
      .dispatchEvent(new Event('error'));
    await started;
    expect(error).toHaveBeenCalledWith(
      '[betframe] analytics counter broken: script failed',
      expect.objectContaining({ message: 'script /nowhere.js failed to load' }),
    );
  });
});
