/** One Lighthouse 12 run of one page in a fresh Chromium: the figures the table prints. */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

import { type Cookie, setBrowserCookies } from './browser-cookies.ts';
import type { Figures, Throttling } from './lighthouse-table.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Flags that work with Debian's chromium here (../shared/notes/lighthouse.md).
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface RunResult {
  readonly figures: Figures;
  /** Where the page ended up: a players-only page sends a guest to log in. */
  readonly finalUrl: string;
  /** URLs of the scripts the page loaded. */
  readonly scripts: readonly string[];
  readonly runtimeError?: string;
}

interface NetworkRequest {
  readonly url: string;
  readonly transferSize?: number;
  readonly resourceType?: string;
}

function networkRequests(lhr: Result): NetworkRequest[] {
  const details = lhr.audits['network-requests']?.details;
  return details?.type === 'table' ? (details.items as unknown as NetworkRequest[]) : [];
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** Lighthouse on `url`, with `cookies` in the browser's jar first (a returning player's browser). */
export async function runLighthouse(
  url: string,
  cookies: readonly Cookie[] = [],
  throttling: Throttling = 'simulate',
): Promise<RunResult> {
  if (!existsSync(CHROMIUM))
    throw new Error(`no Chromium at ${CHROMIUM} (set CHROMIUM_PATH to another one)`);
  // A fresh browser per run: no cache, connections or compiled code carried from the last one.
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
    maxConnectionRetries: 100,
  });
  try {
    if (cookies.length > 0) await setBrowserCookies(chrome.port, url, cookies);
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      throttlingMethod: throttling,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    // LIGHTHOUSE_DUMP=<dir>: each run's whole report, to see what a figure is made of.
    const dump = process.env.LIGHTHOUSE_DUMP;
    if (dump) {
      const name = new URL(url).host.replace(/[^a-z0-9]+/gi, '_') + new URL(url).pathname;
      await writeFile(
        join(dump, `${name.replace(/[^a-z0-9]+/gi, '_')}-${Date.now()}.json`),
        JSON.stringify(lhr),
      );
    }
    const requests = networkRequests(lhr);
    const scripts = requests.filter((r) => r.resourceType === 'Script');
    const bytes = (list: readonly NetworkRequest[]) =>
      list.reduce((n, r) => n + (r.transferSize ?? 0), 0);
    return {
      figures: {
        score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
        fcp: numeric(lhr, 'first-contentful-paint'),
        lcp: numeric(lhr, 'largest-contentful-paint'),
        tbt: numeric(lhr, 'total-blocking-time'),
        cls: numeric(lhr, 'cumulative-layout-shift'),
        requests: requests.length,
        transferred: bytes(requests),
        js: bytes(scripts),
      },
      finalUrl: lhr.finalDisplayedUrl,
      scripts: scripts.map((r) => r.url),
      ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.message } : {}),
    };
  } finally {
    chrome.kill();
  }
}
