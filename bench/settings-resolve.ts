/**
 * Median time to resolve + validate the largest sample variant (target ≤ 1 ms), on the server path
 * (all layers) and the browser path (the platform's answer as one layer, defaults and validation).
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import { loadConfigSet } from '../server/config/config-set.ts';
import { resolveLayers, resolveVariant } from '../src/config/resolve-settings.ts';
import { selectLayers, type Variant } from '../src/config/settings-layer.ts';

function timeIt(fn: () => unknown, runs: number) {
  for (let i = 0; i < 50; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

export function benchSettings(runs = 2000): string[] {
  const config = loadConfigSet(join(import.meta.dirname, '../config-samples'));
  const candidates: Variant[] = config.layers
    .filter((l) => l.match.partner !== undefined)
    .map((l) => ({ partner: l.match.partner as number, ...l.match }));
  const size = (v: Variant) =>
    selectLayers(config.layers, v).reduce((n, l) => n + JSON.stringify(l.data).length, 0);
  const largest = candidates.sort((a, b) => size(b) - size(a))[0] as Variant;
  const resolved = resolveVariant(config.layers, largest);
  if (!resolved.ok) throw new Error('the largest sample does not resolve');
  const payload = JSON.parse(JSON.stringify(resolved.settings)) as Record<string, unknown>;
  const server = timeIt(() => resolveVariant(config.layers, largest), runs);
  const browser = timeIt(
    () => resolveLayers([{ name: 'platform', match: {}, data: payload }]),
    runs,
  );
  const name = JSON.stringify(largest);
  return [
    `settings: largest sample ${name}: ${selectLayers(config.layers, largest).length} layers, ${size(largest)} bytes of layer JSON, ${JSON.stringify(payload).length} bytes resolved`,
    `settings: resolve+validate (server, layers)   median ${server.median.toFixed(3)} ms  p95 ${server.p95.toFixed(3)} ms  (target ≤ 1 ms)`,
    `settings: resolve+validate (browser, payload) median ${browser.median.toFixed(3)} ms  p95 ${browser.p95.toFixed(3)} ms  (target ≤ 1 ms)`,
  ];
}
