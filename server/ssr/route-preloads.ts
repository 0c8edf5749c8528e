import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { APP_PRELOAD_META } from '../../src/ssr/paint-first.ts';

/** One chunk of the client build's manifest (`build.manifest`), as far as preloading goes. */
interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
  readonly isEntry?: boolean;
}

/** `dist/.vite/manifest.json`: chunks by source path from the project root (no leading slash). */
export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

/** The client build's manifest, or undefined for a build that wrote none. */
export function readManifest(distDir: string): BuildManifest | undefined {
  const path = join(distDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as BuildManifest) : undefined;
}

/** The chunk keys `keys` load, with everything they import statically. */
function withImports(manifest: BuildManifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The chunks of a rendered page's route modules (`/src/…`) and their static imports, and their
 * stylesheets: the browser fetches them beside the entry instead of after it has run. The
 * stylesheets are `<link>`s (the first paint needs them); the chunks are `app-preload` metas,
 * which the boot preloads with the entry once the page is painted (src/ssr/paint-first.ts).
 * What index.html loads already (the entry's chunks) is left out.
 */
export function routePreloads(
  manifest: BuildManifest | undefined,
  modules: readonly string[] = [],
): string[] {
  if (!manifest) return [];
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = withImports(manifest, entries);
  const keys = modules.map((module) => module.replace(/^\//, ''));
  const chunks = [...withImports(manifest, keys)].filter((key) => !loaded.has(key));
  const loadedCss = new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []));
  const css = new Set(chunks.flatMap((key) => manifest[key]?.css ?? []));
  return [
    ...chunks.map(
      (key) =>
        `<meta name="${APP_PRELOAD_META}" content="/${escapeAttribute(manifest[key]!.file)}">`,
    ),
    ...[...css]
      .filter((file) => !loadedCss.has(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}">`),
  ];
}
