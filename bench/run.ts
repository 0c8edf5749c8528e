/**
 * `npm run bench`: prints every benchmark's figures (no assertions; targets are shown beside them).
 * `npm run bench -- lighthouse form` runs only the benchmarks named.
 */
import { benchFeed } from './feed-load.ts';
import { benchFirstPageJs } from './first-page-js.ts';
import { benchForm } from './form-keystroke.ts';
import { benchHistoryRender } from './history-render.ts';
import { benchLedger } from './ledger.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchLivePage } from './live-page.ts';
import { benchServer } from './server-load.ts';
import { benchSettings } from './settings-resolve.ts';
import { benchVisibilityCycle } from './visibility-cycle.ts';

const BENCHES: Record<string, () => string[] | Promise<string[]>> = {
  settings: benchSettings,
  visibility: benchVisibilityCycle,
  form: benchForm,
  'first-page-js': benchFirstPageJs,
  lighthouse: benchLighthouse,
  server: benchServer,
  ledger: benchLedger,
  'history-render': benchHistoryRender,
  feed: benchFeed,
  'live-page': benchLivePage,
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in BENCHES));
if (unknown.length > 0) {
  console.error(
    `unknown bench ${unknown.join(', ')}; there are: ${Object.keys(BENCHES).join(', ')}`,
  );
  process.exit(2);
}
for (const [name, bench] of Object.entries(BENCHES)) {
  if (asked.length > 0 && !asked.includes(name)) continue;
  // Printed as each ends: the Lighthouse runs alone take minutes.
  try {
    for (const line of await bench()) console.log(line);
  } catch (error) {
    // A missing piece (dist/, Chromium) fails the run with its reason; the other benches still print.
    console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
