/** The pure half of the Lighthouse bench: medians, targets and the printed table. */

/** One Lighthouse run's figures: times in ms, sizes in bytes. */
export interface Figures {
  readonly score: number;
  readonly fcp: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly cls: number;
  readonly requests: number;
  readonly transferred: number;
  readonly js: number;
}

export interface Row {
  readonly page: string;
  readonly variant: string;
  readonly figures?: Figures;
  /** Why the figures cannot be trusted (or are missing), printed on a row of its own. */
  readonly warning?: string;
}

/** Targets of issue 15; a figure past its target gets a mark. */
export const TARGETS = {
  score: { min: 95, label: '≥ 95' },
  fcp: { max: 1200, label: '≤ 1.2 s' },
  lcp: { max: 1500, label: '≤ 1.5 s' },
  tbt: { max: 200, label: '≤ 200 ms' },
  cls: { max: 0.02, label: '≤ 0.02' },
} as const;

export const MISS = '✗';

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The median of each figure on its own (the runs' medians need not come from one run). */
export function medianFigures(runs: readonly Figures[]): Figures {
  const of = (key: keyof Figures) => median(runs.map((r) => r[key]));
  return {
    score: of('score'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    requests: of('requests'),
    transferred: of('transferred'),
    js: of('js'),
  };
}

export function misses(f: Figures): Set<keyof typeof TARGETS> {
  const missed = new Set<keyof typeof TARGETS>();
  if (!(f.score >= TARGETS.score.min)) missed.add('score');
  for (const key of ['fcp', 'lcp', 'tbt', 'cls'] as const)
    if (!(f[key] <= TARGETS[key].max)) missed.add(key);
  return missed;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const HEAD = ['page', 'variant', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'requests', 'KiB', 'JS KiB'];
// Each figure keeps room for its mark, so the targets line up with the figures' units.
const TARGET_ROW = ['target', '', ...Object.values(TARGETS).map((t) => `${t.label}  `), '', '', ''];

function cells(row: Row): string[] {
  const f = row.figures;
  if (!f) return [row.page, row.variant];
  const missed = misses(f);
  const mark = (key: keyof typeof TARGETS, text: string) =>
    `${text} ${missed.has(key) ? MISS : ' '}`;
  return [
    row.page,
    row.variant,
    mark('score', f.score.toFixed(0)),
    mark('fcp', `${(f.fcp / 1000).toFixed(2)} s`),
    mark('lcp', `${(f.lcp / 1000).toFixed(2)} s`),
    mark('tbt', `${f.tbt.toFixed(0)} ms`),
    mark('cls', f.cls.toFixed(3)),
    f.requests.toFixed(0),
    kib(f.transferred),
    kib(f.js),
  ];
}

/** The table as lines: a header, the targets, one line per row and a warning line under any row that has one. */
export function formatTable(rows: readonly Row[]): string[] {
  const body = rows.map(cells);
  const table = [HEAD, TARGET_ROW, ...body];
  const widths = HEAD.map((_, i) => Math.max(...table.map((r) => (r[i] ?? '').length)));
  // Names left, figures right: columns of numbers line up on their units.
  const line = (r: readonly string[]) =>
    r
      .map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  const lines = [line(HEAD), line(TARGET_ROW)];
  rows.forEach((row, i) => {
    if (row.figures) lines.push(line(body[i]!));
    if (row.warning) lines.push(`${line(body[i]!.slice(0, 2))}  ⚠ ${row.warning}`);
  });
  return lines;
}

/**
 * How Lighthouse slows the page to a phone on Slow 4G: `simulate` (its default, PageSpeed
 * Insights' too) loads the page at full speed and estimates the metrics from the requests and
 * tasks it saw (Lantern); `devtools` loads it throttled for real (562.5 ms a request, 1.6 Mbps,
 * 4× CPU) and measures.
 */
export type Throttling = 'simulate' | 'devtools';

/** LIGHTHOUSE_THROTTLING: simulate (the default) or devtools. */
export function throttlingAsked(value = process.env.LIGHTHOUSE_THROTTLING): Throttling {
  if (value === undefined || value === '' || value === 'simulate') return 'simulate';
  if (value === 'devtools') return 'devtools';
  throw new Error(`LIGHTHOUSE_THROTTLING=${value}: simulate or devtools`);
}
