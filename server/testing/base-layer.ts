import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SAMPLES = join(import.meta.dirname, '../../config-samples');

/** A settings layer file: its sections by name. */
type Layer = Record<string, Record<string, unknown>>;

/**
 * Runs `render` with a copy of the sample configuration whose base layer (base.json) `change`
 * rewrote: what a route test of a variant configured otherwise renders with. The copy is removed
 * afterwards.
 */
export async function withBaseLayer<T>(
  change: (base: Layer) => Layer,
  render: (configDir: string) => Promise<T>,
): Promise<T> {
  const configDir = mkdtempSync(join(tmpdir(), 'betframe-config-'));
  try {
    cpSync(SAMPLES, configDir, { recursive: true });
    const file = join(configDir, 'base.json');
    writeFileSync(file, JSON.stringify(change(JSON.parse(readFileSync(file, 'utf8')) as Layer)));
    return await render(configDir);
  } finally {
    rmSync(configDir, { recursive: true, force: true });
  }
}
