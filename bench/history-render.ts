/**
 * The payment history with 10,000 operations (200 pages of "Show more"): the time to render its
 * table, and to add one more page to it. React's production build (NODE_ENV=production, set by
 * bench/run.ts) in jsdom, each render flushed synchronously with its effects (the virtualizer
 * reads the window there and renders again); the rows in the DOM are counted after it. For
 * comparison, the same table in a window tall enough to show every row (nothing left out).
 */
import { performance } from 'node:perf_hooks';

import { JSDOM } from 'jsdom';

import type { Operation } from '../src/lib/api-contract/generated/api-types.ts';
import { formatMinor } from '../src/lib/money/minor.ts';

const OPERATIONS = 10_000;
const RUNS = 15;
/** The figure for a page that must stay responsive with a long history. */
const TARGET_MS = 200;

const KINDS = ['deposit', 'withdrawal_reserved', 'withdrawal_released', 'bonus_converted'];

/** A history as the platform sends it: newest first, each with the balance after it. */
function history(count: number, from = 0): Operation[] {
  const operations: Operation[] = [];
  let balance = 1_000_000_00n;
  for (let i = from; i < from + count; i += 1) {
    const amount = BigInt(((i * 7919) % 500_00) + 1) * (i % 3 === 1 ? -1n : 1n);
    balance -= amount;
    operations.push({
      id: 1_000_000 - i,
      account_id: 1,
      kind: KINDS[i % KINDS.length] ?? 'deposit',
      amount: formatMinor(amount),
      balance: formatMinor(balance),
      currency: 'KZT',
      symbol: '₸',
      created_at: new Date(Date.UTC(2026, 0, 1) - i * 3_600_000)
        .toISOString()
        .replace(/\.\d+Z$/, 'Z'),
    });
  }
  return operations;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export async function benchHistoryRender(): Promise<string[]> {
  const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', {
    pretendToBeVisual: true,
  });
  // jsdom does not scroll; the virtualizer's scroll adjustments have nothing to move.
  dom.window.scrollTo = () => undefined;
  const saved = { window: globalThis.window, document: globalThis.document };
  Object.assign(globalThis, {
    window: dom.window,
    document: dom.window.document,
    HTMLElement: dom.window.HTMLElement,
    Node: dom.window.Node,
  });
  try {
    return await measure(dom);
  } finally {
    Object.assign(globalThis, saved);
    dom.window.close();
  }
}

async function measure(dom: JSDOM): Promise<string[]> {
  const { createElement } = await import('react');
  const { createRoot } = await import('react-dom/client');
  const { flushSync } = await import('react-dom');
  const { default: i18next } = await import('i18next');
  const { I18nextProvider, initReactI18next } = await import('react-i18next');
  const { formatAmount } = await import('../src/lib/format/format-amount.ts');
  const { PaymentHistoryTable } =
    await import('../src/features/office/components/payment-history-table.tsx');
  const office = (await import('../src/locales/en/office.json', { with: { type: 'json' } }))
    .default;
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['office', 'common'],
    resources: { en: { office, common: {} } },
    defaultNS: 'office',
    keySeparator: false,
    interpolation: { escapeValue: false },
  });
  const format = { template: '{v} {c}', symbolBefore: false, locale: 'en' };
  const money = (value: number | bigint, currency: string, options?: { signed?: boolean }) =>
    formatAmount(value, currency, format, options);
  const table = (operations: Operation[]) =>
    createElement(
      I18nextProvider,
      { i18n },
      createElement(PaymentHistoryTable, { operations, money, markOf: () => '₸' }),
    );
  const container = dom.window.document.getElementById('root') as HTMLElement;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  const operations = history(OPERATIONS);
  const more = [...operations, ...history(50, OPERATIONS)];
  const first: number[] = [];
  const append: number[] = [];
  let rows = 0;
  for (let run = 0; run < RUNS + 2; run += 1) {
    const root = createRoot(container);
    const start = performance.now();
    flushSync(() => root.render(table(operations)));
    await settle();
    const shown = performance.now() - start;
    rows = container.querySelectorAll('tbody tr[data-index]').length;
    const again = performance.now();
    flushSync(() => root.render(table(more)));
    await settle();
    const added = performance.now() - again;
    root.unmount();
    // The first two runs warm the JIT.
    if (run >= 2) {
      first.push(shown);
      append.push(added);
    }
  }

  // Reference: a window as tall as the whole list, so every row is rendered.
  Object.defineProperty(dom.window, 'innerHeight', { configurable: true, value: OPERATIONS * 60 });
  const root = createRoot(container);
  const start = performance.now();
  flushSync(() => root.render(table(operations)));
  await settle();
  const everything = performance.now() - start;
  const all = container.querySelectorAll('tbody tr[data-index]').length;
  root.unmount();

  const m = median(first);
  return [
    `history-render: ${OPERATIONS.toLocaleString('en')} operations, first render median ${m.toFixed(1)} ms (target ≤ ${TARGET_MS} ms)${m <= TARGET_MS ? '' : '  OVER TARGET'}, ${rows} rows in the DOM`,
    `history-render: one more page (50) on top of them, median ${median(append).toFixed(1)} ms`,
    `history-render: every row rendered (no virtualisation, for comparison) ${everything.toFixed(0)} ms, ${all} rows`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`)
  for (const line of await benchHistoryRender()) console.log(line);
