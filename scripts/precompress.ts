import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import type { Plugin } from 'vite';

// The same threshold as the platform's own encoding of answers.
import { COMPRESS_MIN_BYTES } from '../server/http/compression.ts';

/** Text files worth compressing (images are compressed already; index.html is a template the platform fills per page). */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
]);

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `name.br` (quality 11) and `name.gz` (level 9) beside every compressible file of `dir`
 * that shrinks, so the platform sends static files compressed at no cost per request. A copy
 * that is not smaller is not written (the platform then sends the file itself).
 */
export function precompressDirectory(dir: string): {
  files: number;
  bytes: number;
  brotli: number;
} {
  const totals = { files: 0, bytes: 0, brotli: 0 };
  for (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(extname(path)) || statSync(path).size < COMPRESS_MIN_BYTES) continue;
    const body = readFileSync(path);
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = gzipSync(body, { level: 9 });
    if (br.length < body.length) writeFileSync(`${path}.br`, br);
    if (gz.length < body.length) writeFileSync(`${path}.gz`, gz);
    totals.files += 1;
    totals.bytes += body.length;
    totals.brotli += Math.min(br.length, body.length);
  }
  return totals;
}

/** The client build's last step: every emitted text file gets its brotli and gzip copies. */
export function precompressPlugin(): Plugin {
  return {
    name: 'betframe:precompress',
    apply: 'build',
    writeBundle: {
      order: 'post',
      handler(output) {
        // The server bundle is read from disk by the platform, never sent.
        if (this.environment.config.build.ssr || !output.dir) return;
        precompressDirectory(output.dir);
      },
    },
  };
}
