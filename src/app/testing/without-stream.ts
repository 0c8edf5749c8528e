import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SAMPLES = join(import.meta.dirname, '../../../config-samples');

/**
 * Runs `render` with a copy of the sample configuration whose base variant lacks the stream
 * (modulesConfig.streams): what a route test of "a variant without it" renders with. The copy is
 * removed afterwards.
 */
export async function withoutStream<T>(
  stream: string,
  render: (configDir: string) => Promise<T>,
): Promise<T> {
  const configDir = mkdtempSync(join(tmpdir(), `betframe-no-${stream}-`));
  try {
    cpSync(SAMPLES, configDir, { recursive: true });
    const file = join(configDir, 'base.json');
    const base = JSON.parse(readFileSync(file, 'utf8')) as { modulesConfig: { streams: string[] } };
    const streams = base.modulesConfig.streams.filter((s) => s !== stream);
    writeFileSync(
      file,
      JSON.stringify({ ...base, modulesConfig: { ...base.modulesConfig, streams } }),
    );
    return await render(configDir);
  } finally {
    rmSync(configDir, { recursive: true, force: true });
  }
}
