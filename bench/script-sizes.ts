/**
 * The gzip and brotli size of the scripts a page loaded, fetched again from the platform and
 * compressed here: what the page's JavaScript would weigh served compressed, whatever the platform
 * sends today (the build writes no manifest to read the routes' chunks from).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface Sizes {
  readonly files: number;
  readonly raw: number;
  readonly gzip: number;
  readonly brotli: number;
}

const cache = new Map<string, Omit<Sizes, 'files'>>();

async function sizesOf(url: string): Promise<Omit<Sizes, 'files'>> {
  const known = cache.get(url);
  if (known) return known;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  // fetch undoes any content encoding: the body is the script itself.
  const body = Buffer.from(await res.arrayBuffer());
  const sizes = {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }).length,
  };
  cache.set(url, sizes);
  return sizes;
}

/** Sums the scripts' sizes; each is fetched from `origin` (the bench's own address) by its path. */
export async function scriptSizes(origin: string, scripts: readonly string[]): Promise<Sizes> {
  const unique = [...new Set(scripts.map((s) => new URL(s).pathname + new URL(s).search))];
  const each = await Promise.all(unique.map((path) => sizesOf(origin + path)));
  return each.reduce<Sizes>(
    (sum, s) => ({
      files: sum.files + 1,
      raw: sum.raw + s.raw,
      gzip: sum.gzip + s.gzip,
      brotli: sum.brotli + s.brotli,
    }),
    { files: 0, raw: 0, gzip: 0, brotli: 0 },
  );
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** One line per page: its scripts' count and sizes in KiB. */
export function formatSizes(
  rows: readonly { page: string; variant: string; sizes: Sizes }[],
): string[] {
  const table = [
    ['page', 'variant', 'scripts', 'raw KiB', 'gzip KiB', 'brotli KiB'],
    ...rows.map(({ page, variant, sizes: s }) => [
      page,
      variant,
      String(s.files),
      kb(s.raw),
      kb(s.gzip),
      kb(s.brotli),
    ]),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
  return table.map((r) =>
    r.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '),
  );
}
