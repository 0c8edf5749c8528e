/**
 * The live page under load: the built app in Chromium showing every live game of a feed dense
 * enough for 2,000 of them, their prices changing about 200 times a second. Over 20 s of watching
 * (the page polling every 2 s), prints the main thread's busy share (target ≤ 10%), the longest
 * task, CLS (target < 0.05), the rows in the page and the feed's measured change rate.
 */
import { chromium } from '@playwright/test';

import { feedDensityMax } from '../server/feed/feed-settings.ts';
import { advanceClock, loadSeed } from '../server/feed/feed-state.ts';
import { FeedSimulator } from '../server/feed/sim/simulator.ts';
import type { GamesResponse } from '../src/lib/api-contract/generated/api-types.ts';
import { outcomeKey } from '../src/lib/feed/bet-types.ts';
import { hasBuild, startPlatform } from './platform.ts';

const WANTED_LIVE = 2_000;
const WATCH_MS = 20_000;
const SEED = 'bench';

/**
 * The busiest moment of the coming day (most games in play, sampled every 20 minutes) and the
 * density that puts about WANTED_LIVE games in play then — within the feed's bound (a day's games
 * must fit their ids): at a quiet hour no density reaches 2,000, so the bench moves the feed's
 * clock to the busy one.
 */
function busiestMoment(now: number): { at: number; density: number } {
  const simAt = (density: number) =>
    new FeedSimulator({ seed: SEED, speed: 1, density, horizonDays: 1, now: () => now });
  const one = simAt(1);
  let best = { at: now, live: 0 };
  for (let at = now; at < now + 86_400_000; at += 20 * 60_000) {
    const live = one.games('live', at).length;
    if (live > best.live) best = { at, live };
  }
  // Games in play do not grow quite in step with the density: two steps towards the count wanted.
  const bounded = (d: number) => Math.max(1, Math.min(feedDensityMax(), Math.round(d)));
  let density = bounded(WANTED_LIVE / Math.max(1, best.live));
  for (let step = 0; step < 2; step++) {
    const live = simAt(density).games('live', best.at).length;
    density = bounded((density * WANTED_LIVE) / Math.max(1, live));
  }
  return { at: best.at, density };
}

/** Price changes a second between two answers of the live list, by outcome. */
function changesPerSecond(a: GamesResponse['data'], b: GamesResponse['data'], seconds: number) {
  const prices = new Map<string, number>();
  for (const g of a.games) for (const o of g.outcomes) prices.set(outcomeKey(g.id, o), o.c);
  let changed = 0;
  for (const g of b.games)
    for (const o of g.outcomes) {
      const before = prices.get(outcomeKey(g.id, o));
      if (before !== undefined && before !== o.c) changed++;
    }
  return changed / seconds;
}

export async function benchLivePage(): Promise<string[]> {
  if (!hasBuild()) return ['live page: no dist/ — run `npm run build` first'];
  const { at, density } = busiestMoment(Date.now());
  const platform = await startPlatform(
    { feed: { seed: SEED, density, recordEveryMs: 0 } },
    async (db) => {
      await loadSeed(db, SEED);
      await advanceClock(db, Math.max(0, at - Date.now()));
    },
  );
  const base = `http://127.0.0.1:${platform.port}`;
  const list = async () =>
    (
      (await (
        await fetch(`${base}/service-api/LiveFeed/Get1x2_VZip?lng=en&count=5000`)
      ).json()) as GamesResponse
    ).data;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const first = await list();
    await new Promise((r) => setTimeout(r, 5_000));
    const rate = changesPerSecond(first, await list(), 5);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number; __longest: number; __long: number };
      w.__cls = 0;
      w.__longest = 0;
      w.__long = 0;
      new PerformanceObserver((entries) => {
        for (const e of entries.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!e.hadRecentInput) w.__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((entries) => {
        for (const e of entries.getEntries()) {
          w.__longest = Math.max(w.__longest, e.duration);
          w.__long += 1;
        }
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${base}/en/live`);
    await page.locator('.game-row').first().waitFor();
    await page.waitForTimeout(3_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const busy = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
    };
    const before = await busy();
    const started = Date.now();
    await page.evaluate(() => {
      const w = window as unknown as { __cls: number; __longest: number; __long: number };
      w.__cls = 0;
      w.__longest = 0;
      w.__long = 0;
    });
    // What the page did meanwhile: the list's answers (fresh or 304) and the prices it re-wrote.
    const answers = { fresh: 0, same: 0 };
    page.on('response', (response) => {
      if (!response.url().includes('/LiveFeed/Get1x2_VZip')) return;
      if (response.status() === 304) answers.same++;
      else answers.fresh++;
    });
    await page.evaluate(() => {
      const w = window as unknown as { __priceWrites: number };
      w.__priceWrites = 0;
      new MutationObserver((records) => {
        for (const r of records) {
          const element = r.target instanceof Element ? r.target : r.target.parentElement;
          if (element?.closest('.odds__price')) w.__priceWrites++;
        }
      }).observe(document.body, { subtree: true, characterData: true, childList: true });
    });
    await page.waitForTimeout(WATCH_MS);
    const share = (await busy()) - before;
    const priceWrites = await page.evaluate(
      () => (window as unknown as { __priceWrites: number }).__priceWrites,
    );
    const seconds = (Date.now() - started) / 1000;
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __cls: number; __longest: number; __long: number };
      return { cls: w.__cls, longest: w.__longest, long: w.__long };
    });
    const rows = await page.locator('.game-row').count();
    const live = (await list()).games.length;
    return [
      `live page: ${live} live games (feed density ${density}), ${rate.toFixed(0)} price changes/s in the feed; ${rows} game rows in the page (virtualised)`,
      `live page: over ${seconds.toFixed(0)} s the page took ${answers.fresh} fresh answers of the live list (${answers.same} unchanged: 304) and re-wrote ${priceWrites} prices on screen`,
      `live page: main thread busy ${((share / seconds) * 100).toFixed(1)}% over ${seconds.toFixed(0)} s (target ≤ 10%)`,
      `live page: longest task ${seen.longest.toFixed(0)} ms, ${seen.long} tasks over 50 ms; CLS ${seen.cls.toFixed(3)} (target < 0.05)`,
    ];
  } finally {
    await browser.close();
    await platform.close();
  }
}
