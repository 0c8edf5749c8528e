import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One language's dictionaries: dictionary id → generated file path, and path → content. */
export interface DictionarySet {
  readonly maps: ReadonlyMap<string, Record<string, string>>;
  readonly files: ReadonlyMap<string, string>;
}

export const defaultLocalesDir = () => join(import.meta.dirname, '../../src/locales');

/**
 * Loads src/locales/<lang>/<namespace>.json as the platform's generated dictionary files, named
 * with a content hash so the browser may cache them for good.
 */
export function loadDictionaries(dir = defaultLocalesDir()): DictionarySet {
  const ids = JSON.parse(readFileSync(join(dir, 'dictionaries.json'), 'utf8')) as Record<
    string,
    string
  >;
  const maps = new Map<string, Record<string, string>>();
  const files = new Map<string, string>();
  for (const lang of readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)) {
    const map: Record<string, string> = {};
    for (const [id, namespace] of Object.entries(ids)) {
      const source = join(dir, lang, `${namespace}.json`);
      if (!existsSync(source)) continue;
      const content = JSON.stringify(JSON.parse(readFileSync(source, 'utf8')));
      const hash = createHash('sha1').update(content).digest('hex').slice(0, 10);
      const path = `${lang}/${namespace}.${hash}.json`;
      map[id] = path;
      files.set(path, content);
    }
    maps.set(lang, map);
  }
  return { maps, files };
}
