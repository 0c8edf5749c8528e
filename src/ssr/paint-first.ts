/**
 * Paint first, then load the app: the platform's rendered page is the first view, so its scripts
 * need not compete with it. The built index.html loads only a small boot module
 * (src/ssr/boot.ts); the app's entry and the chunks a page needs are named in `<meta>` elements
 * the boot reads, and their requests go out once the browser has painted the page.
 *
 * Why: on a slow phone the app's start-up (evaluating its modules, then hydrating) is long work
 * on the main thread. When the scripts arrive before the page's first frame, as they do from a
 * cache or a fast line, the browser runs that work first and paints after it; and on a slow line
 * the scripts share the bandwidth with the stylesheet the paint waits for. Lighthouse's
 * simulation counts every script that finished before the first paint as holding it back.
 */

/** `<meta name="app-script" content="/assets/index-….js">`: the app's entry module. */
export const APP_SCRIPT_META = 'app-script';
/** `<meta name="app-preload" content="/assets/….js">`: a chunk the entry or the page imports. */
export const APP_PRELOAD_META = 'app-preload';
/** Where no paint is seen (a window never shown): the app starts anyway after this long. */
export const PAINT_WAIT_LIMIT_MS = 3000;

const CONTENTFUL_PAINT = 'first-contentful-paint';

/** What deciding when to start needs of the browser (a test gives its own). */
export interface PaintFirstBrowser {
  readonly document: Document;
  readonly PerformanceObserver?: typeof PerformanceObserver;
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
}

/**
 * Whether the browser would paint the page by itself before the app: the platform rendered it
 * (the root holds more than the loading screen), the tab is in view (a background tab paints
 * nothing), and it reports contentful paints.
 */
function paintComesFirst({ document, PerformanceObserver }: PaintFirstBrowser): boolean {
  const root = document.getElementById('root');
  const rendered = root !== null && root.querySelector(':scope > .loading-screen') === null;
  return (
    rendered &&
    document.visibilityState === 'visible' &&
    (PerformanceObserver?.supportedEntryTypes ?? []).includes('paint')
  );
}

/**
 * Calls `start` once: after the browser's first contentful paint of a rendered page in view;
 * at once when there is nothing to paint first (the app renders the page itself), the tab is in
 * the background or the browser does not report paints; when the tab is hidden while waiting;
 * and after PAINT_WAIT_LIMIT_MS whatever happened.
 */
export function startAfterFirstPaint(browser: PaintFirstBrowser, start: () => void): void {
  if (!paintComesFirst(browser)) {
    start();
    return;
  }
  let started = false;
  // Called only from the observer, the event and the timer below: never before `observer` is set.
  const startOnce = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    start();
  };
  const observer = new browser.PerformanceObserver!((list) => {
    if (list.getEntriesByName(CONTENTFUL_PAINT).length > 0) startOnce();
  });
  // `buffered`: a paint that came before the boot ran is reported too.
  observer.observe({ type: 'paint', buffered: true });
  browser.document.addEventListener('visibilitychange', startOnce, { once: true });
  browser.setTimeout(startOnce, PAINT_WAIT_LIMIT_MS);
}

/** The app's modules the page names: its entry, and the chunks to fetch beside it. */
export function appModules(document: Document): { scripts: string[]; preloads: string[] } {
  const contents = (name: string) =>
    Array.from(
      document.querySelectorAll<HTMLMetaElement>(`meta[name="${name}"]`),
      (meta) => meta.content,
    ).filter((content) => content !== '');
  return { scripts: contents(APP_SCRIPT_META), preloads: contents(APP_PRELOAD_META) };
}

/**
 * Starts the app: the chunks go out as module preloads (fetched in parallel, not run), then the
 * entry is imported (which runs it and what it imports).
 */
export function loadApp(
  document: Document,
  importModule: (url: string) => Promise<unknown>,
): Promise<unknown[]> {
  const { scripts, preloads } = appModules(document);
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As Vite writes them: the same credentials mode as the import, so the preload is used.
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  return Promise.all(scripts.map((url) => importModule(url)));
}
