/**
 * Gzip size of the JavaScript a page loads: the first page (target ≤ 120 KB) and the registration
 * route (target ≤ 200 KB). The built app on the reference server, opened in Chromium; every
 * script response is gzipped and summed.
 */
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';

import { hasBuild, startPlatform } from './platform.ts';

export async function benchFirstPageJs(): Promise<string[]> {
  if (!hasBuild()) return ['first page JS: no dist/ — run `npm run build` first'];
  const platform = await startPlatform();
  const { port } = platform;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const lines: string[] = [];
  try {
    for (const [label, path, target, detail] of [
      ['first page JS', '/', 120, true],
      ['registration route JS', '/en/registration', 200, false],
      ['line route JS', '/en/line', 200, false],
    ] as const) {
      const page = await browser.newPage();
      const scripts: { name: string; gzip: number; raw: number }[] = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        const body = await response.body();
        scripts.push({
          name: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        });
      });
      await page.goto(`http://127.0.0.1:${port}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      scripts.sort((a, b) => b.gzip - a.gzip);
      if (detail)
        for (const s of scripts)
          lines.push(
            `${label}: ${(s.gzip / 1024).toFixed(1).padStart(6)} KB gzip  ${(s.raw / 1024).toFixed(1).padStart(7)} KB raw  ${s.name}`,
          );
      const total = scripts.reduce((n, s) => n + s.gzip, 0);
      lines.push(
        `${label}: total ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files (target ≤ ${target} KB)`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
    await platform.close();
  }
  return lines;
}
