import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  appModules,
  loadApp,
  PAINT_WAIT_LIMIT_MS,
  type PaintFirstBrowser,
  startAfterFirstPaint,
} from './paint-first';

/** A PerformanceObserver whose paints the test reports, as the browser would. */
function paintObserver(supported: readonly string[] = ['paint', 'largest-contentful-paint']) {
  const observers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    readonly entry: { callback: PerformanceObserverCallback; disconnected: boolean };
    constructor(callback: PerformanceObserverCallback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe(options: PerformanceObserverInit) {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const paint = (name: string) => {
    for (const observer of observers.filter((o) => !o.disconnected)) {
      const list = {
        getEntriesByName: (asked: string) => (asked === name ? [{ name }] : []),
      } as unknown as PerformanceObserverEntryList;
      observer.callback(list, observer as unknown as PerformanceObserver);
    }
  };
  return { Observer: FakeObserver as unknown as typeof PerformanceObserver, observers, paint };
}

function browser(
  rootHtml: string,
  Observer: typeof PerformanceObserver | undefined,
  visibility: DocumentVisibilityState = 'visible',
): PaintFirstBrowser & { timers: (() => void)[] } {
  document.body.innerHTML = `<div id="root">${rootHtml}</div>`;
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
  const timers: (() => void)[] = [];
  return {
    document,
    ...(Observer ? { PerformanceObserver: Observer } : {}),
    setTimeout: (callback: () => void, ms: number) => {
      expect(ms).toBe(PAINT_WAIT_LIMIT_MS);
      timers.push(callback);
    },
    timers,
  };
}

const RENDERED = '<main><h1>Football</h1></main>';
const LOADING = '<div class="app loading-screen" aria-busy="true"></div>';

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('startAfterFirstPaint', () => {
  it("starts a rendered page's app after the first contentful paint, and once", () => {
    const { Observer, paint } = paintObserver();
    const page = browser(RENDERED, Observer);
    const start = vi.fn();
    startAfterFirstPaint(page, start);
    expect(start).not.toHaveBeenCalled();
    paint('first-paint');
    expect(start).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
    // Later signals change nothing: the observer is gone, the timer and a hidden tab find it started.
    paint('first-contentful-paint');
    page.timers.forEach((timer) => timer());
    document.dispatchEvent(new Event('visibilitychange'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the app renders the page itself (the loading screen is in the root)', () => {
    const { Observer, observers } = paintObserver();
    const start = vi.fn();
    startAfterFirstPaint(browser(LOADING, Observer), start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(observers).toHaveLength(0);
  });

  it('starts at once in a background tab, which paints nothing', () => {
    const { Observer } = paintObserver();
    const start = vi.fn();
    startAfterFirstPaint(browser(RENDERED, Observer, 'hidden'), start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once where the browser reports no paints', () => {
    const start = vi.fn();
    startAfterFirstPaint(browser(RENDERED, undefined), start);
    expect(start).toHaveBeenCalledTimes(1);
    const other = vi.fn();
    startAfterFirstPaint(browser(RENDERED, paintObserver(['navigation']).Observer), other);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('starts when the tab is hidden while it waits', () => {
    const start = vi.fn();
    startAfterFirstPaint(browser(RENDERED, paintObserver().Observer), start);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after the wait limit when no paint is reported', () => {
    const start = vi.fn();
    const page = browser(RENDERED, paintObserver().Observer);
    startAfterFirstPaint(page, start);
    expect(page.timers).toHaveLength(1);
    page.timers[0]!();
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('loadApp', () => {
  it('preloads the chunks the page names, then imports its entry', async () => {
    document.head.innerHTML = [
      '<meta name="app-script" content="/assets/index-1.js">',
      '<meta name="app-preload" content="/assets/react-1.js">',
      '<meta name="app-preload" content="/assets/line-page-1.js">',
      '<meta name="app-preload" content="">',
      '<meta name="description" content="Bets">',
    ].join('');
    expect(appModules(document)).toEqual({
      scripts: ['/assets/index-1.js'],
      preloads: ['/assets/react-1.js', '/assets/line-page-1.js'],
    });
    const imported: string[] = [];
    await loadApp(document, async (url) => {
      // The preloads are in place before the entry is asked for.
      expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(2);
      imported.push(url);
    });
    expect(imported).toEqual(['/assets/index-1.js']);
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => [link.getAttribute('href'), link.crossOrigin])).toEqual([
      ['/assets/react-1.js', ''],
      ['/assets/line-page-1.js', ''],
    ]);
  });
});
