/**
 * Lighthouse 12 (mobile, simulated Slow 4G and 4× CPU, performance only) on the platform serving
 * the production build with the stand-ins on: home, registration, sign-in and the office (signed
 * in) of three variants, the median of LIGHTHOUSE_RUNS runs (5) each, beside the targets of issue
 * 15; then the gzip and brotli size of each page's scripts. Figures only: nothing is asserted.
 */
import { existsSync } from 'node:fs';

import type { Cookie } from './browser-cookies.ts';
import { CHROMIUM, runLighthouse, type RunResult } from './lighthouse-run.ts';
import { signedInCookies, type Variant } from './lighthouse-session.ts';
import { formatTable, medianFigures, type Row, throttlingAsked } from './lighthouse-table.ts';
import { hasBuild, startPlatform } from './platform.ts';
import { formatSizes, scriptSizes, type Sizes } from './script-sizes.ts';

// Hosts from config-samples/hosts.json; Chromium sends *.localhost to the loopback by itself.
const VARIANTS: readonly Variant[] = [
  { name: 'betframe', host: 'localhost', lng: 'en', partner: 1, countryId: 1, currencyId: 7 },
  {
    name: 'sahara',
    host: 'sahara.localhost',
    lng: 'ar',
    partner: 3,
    countryId: 230,
    currencyId: 10,
  },
  {
    name: 'britannia',
    host: 'britannia.localhost',
    lng: 'en',
    partner: 2,
    countryId: 77,
    currencyId: 2,
  },
];

/** Stands for the first game of the football line in a page's path. */
const GAME_PATH = '/line/{game}';

/** `/line/{sport}/{champ}/{game}` of the first football game of the platform's line. */
async function firstGamePath(port: number): Promise<string> {
  const answer = (await (
    await fetch(`http://127.0.0.1:${port}/service-api/LineFeed/Get1x2_VZip?sports=1&count=1`)
  ).json()) as { data: { games: { id: number; sportId: number; champId: number }[] } };
  const game = answer.data.games[0];
  if (!game) throw new Error('the platform has no football game in its line');
  return `/line/${game.sportId}/${game.champId}/${game.id}`;
}

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'registration', path: '/registration' },
  { name: 'sign-in', path: '/login' },
  { name: 'office', path: '/office/account', signedIn: true },
  { name: 'deposit', path: '/office/recharge', signedIn: true },
  { name: 'withdrawal', path: '/office/deduce', signedIn: true },
  { name: 'history', path: '/office/historypay', signedIn: true },
  { name: 'bonuses', path: '/office/bonuses_deposit', signedIn: true },
  { name: 'wagering', path: '/office/bonuses_wager', signedIn: true },
  { name: 'bets', path: '/office/history', signedIn: true },
  { name: 'line', path: '/line/1' },
  { name: 'live', path: '/live' },
  // The first game of the football line, found when the platform is up (GAME_PATH).
  { name: 'game', path: GAME_PATH },
  { name: 'duels', path: '/duels' },
  { name: 'toto', path: '/toto/fifteen' },
  { name: 'powerbet', path: '/office/powerbet', signedIn: true },
  { name: 'manager', path: '/office/manager_bets', signedIn: true },
  { name: 'lobby', path: '/coupon-lobby' },
] as const;

/** The pages to measure: LIGHTHOUSE_PAGES (names, comma-separated), else all of them. */
function pagesAsked(): readonly (typeof PAGES)[number][] {
  const asked = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
  if (!asked) return PAGES;
  const unknown = asked.filter((name) => !PAGES.some((p) => p.name === name));
  if (unknown.length)
    throw new Error(
      `LIGHTHOUSE_PAGES: no page ${unknown.join(', ')} (${PAGES.map((p) => p.name).join(', ')})`,
    );
  return PAGES.filter((p) => asked.includes(p.name));
}

const progress = (text: string) => {
  // Only where someone watches: a log keeps the table alone.
  if (process.stderr.isTTY) process.stderr.write(`\r\x1b[K${text}`);
};

/** What went wrong in any run: a Lighthouse error, or a page that ended elsewhere (a sign-in redirect). */
function warningOf(url: string, results: readonly RunResult[]): string | undefined {
  const problems = new Set<string>();
  for (const r of results) {
    if (r.runtimeError) problems.add(`Lighthouse: ${r.runtimeError}`);
    else if (new URL(r.finalUrl).pathname !== new URL(url).pathname)
      problems.add(
        `ended at ${new URL(r.finalUrl).pathname}${new URL(r.finalUrl).search}, not the page asked for`,
      );
  }
  return problems.size ? [...problems].join('; ') : undefined;
}

export async function benchLighthouse(): Promise<string[]> {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`LIGHTHOUSE_RUNS=${process.env.LIGHTHOUSE_RUNS} is not a count`);
  const throttling = throttlingAsked();
  // Both checked before anything starts, so a missing piece fails at once and says which.
  if (!hasBuild()) throw new Error('no dist/ — run `npm run build` first');
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (CHROMIUM_PATH)`);
  const started = Date.now();
  const platform = await startPlatform({ production: true, standins: true });
  const rows: Row[] = [];
  const sizes: { page: string; variant: string; sizes: Sizes }[] = [];
  try {
    const gamePath = await firstGamePath(platform.port);
    for (const variant of VARIANTS) {
      let cookies: Cookie[] | undefined;
      for (const page of pagesAsked()) {
        const path = page.path === GAME_PATH ? gamePath : page.path;
        const url = `http://${variant.host}:${platform.port}/${variant.lng}${path}`;
        if ('signedIn' in page) cookies ??= await signedInCookies(platform, variant);
        const results: RunResult[] = [];
        for (let i = 0; i < runs; i++) {
          progress(`lighthouse: ${page.name} ${variant.name} ${i + 1}/${runs}`);
          results.push(await runLighthouse(url, 'signedIn' in page ? cookies : [], throttling));
        }
        const good = results.filter((r) => !r.runtimeError);
        const warning = warningOf(url, results);
        rows.push({
          page: page.name,
          variant: variant.name,
          ...(good.length ? { figures: medianFigures(good.map((r) => r.figures)) } : {}),
          ...(warning ? { warning } : {}),
        });
        if (good[0])
          sizes.push({
            page: page.name,
            variant: variant.name,
            sizes: await scriptSizes(`http://127.0.0.1:${platform.port}`, good[0].scripts),
          });
      }
    }
  } finally {
    progress('');
    await platform.close();
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  return [
    `lighthouse: mobile, ${throttling === 'simulate' ? 'simulated' : 'real (DevTools)'} Slow 4G + 4× CPU, median of ${runs} run(s) per page; ✗ = misses its target`,
    ...formatTable(rows).map((l) => `lighthouse: ${l}`),
    'lighthouse: JavaScript each page loaded (first run), compressed here (gzip -9, brotli q11):',
    ...formatSizes(sizes).map((l) => `lighthouse: ${l}`),
    `lighthouse: ${rows.length * runs} runs in ${minutes} min`,
  ];
}
