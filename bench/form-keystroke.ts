/**
 * Per-keystroke time for a 200-field registration form: our SchemaForm (rules in the shared
 * engine, no ajv) against a plain rjsf form (validator-ajv8, liveValidate on change) with the
 * same fields as JSON Schema constraints; and the time to the first validation of a cold form.
 * Runs React (production build: NODE_ENV=production, set by bench/run.ts) in jsdom; each keystroke
 * is flushed synchronously, so the time is React's render and commit for that keystroke.
 */
import { performance } from 'node:perf_hooks';

import { JSDOM } from 'jsdom';

import type { RegistrationField as Field } from '../src/config/generated/site-settings.types.ts';

const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', {
  pretendToBeVisual: true,
});
Object.assign(globalThis, {
  window: dom.window,
  document: dom.window.document,
  HTMLElement: dom.window.HTMLElement,
  Node: dom.window.Node,
});
Object.defineProperty(globalThis, 'navigator', { value: dom.window.navigator, configurable: true });

const { createElement } = await import('react');
const { createRoot } = await import('react-dom/client');
const { flushSync } = await import('react-dom');
const { default: i18next } = await import('i18next');
const { I18nextProvider, initReactI18next } = await import('react-i18next');
const { default: RjsfForm } = await import('@rjsf/core');
const { default: ajvValidator } = await import('@rjsf/validator-ajv8');
const { SchemaForm } = await import('../src/components/schema-form/schema-form.tsx');

const N = 200;
const fields: Field[] = Array.from({ length: N }, (_, i) => ({
  id: `f${i}`,
  name: `f${i}`,
  type: 'input',
  group: `g${i % 10}`,
  order: i,
  title: `Field ${i}`,
  required: i % 3 === 0,
  validation: [
    { rule: 'minLength', value: 2, message: 'too_short' },
    { rule: 'match', pattern: '^[a-z]*$', message: 'letters' },
  ],
}));
const plainSchema = {
  type: 'object',
  properties: Object.fromEntries(
    Array.from({ length: 10 }, (_, g) => [
      `g${g}`,
      {
        type: 'object',
        properties: Object.fromEntries(
          fields
            .filter((_, i) => i % 10 === g)
            .map((f) => [
              f.name,
              { type: 'string', title: f.title, minLength: 2, pattern: '^[a-z]*$' },
            ]),
        ),
      },
    ]),
  ),
} as const;

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { registration: {} } },
  ns: ['registration'],
  defaultNS: 'registration',
  interpolation: { escapeValue: false },
});

function median(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)] ?? 0, p95: s[Math.floor(s.length * 0.95)] ?? 0 };
}

async function typeInto(input: HTMLInputElement, text: string): Promise<number[]> {
  const setter = Object.getOwnPropertyDescriptor(
    dom.window.HTMLInputElement.prototype,
    'value',
  )?.set;
  const times: number[] = [];
  for (const ch of text) {
    const start = performance.now();
    flushSync(() => {
      setter?.call(input, input.value + ch);
      input.dispatchEvent(new dom.window.Event('input', { bubbles: true }));
    });
    times.push(performance.now() - start);
    // Let effects and microtasks settle outside the measured time.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return times;
}

async function measure(name: string, element: ReturnType<typeof createElement>, inputId: string) {
  const container = document.getElementById('root') as HTMLElement;
  const root = createRoot(container);
  flushSync(() => root.render(element));
  await new Promise((resolve) => setTimeout(resolve, 20));
  const input = document.getElementById(inputId) as HTMLInputElement;
  const first = await typeInto(input, 'a');
  const rest = await typeInto(input, 'bcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxy');
  // Then after a submit: every rule of the form runs on every keystroke from now on (plain rjsf
  // validates on every change from the start).
  flushSync(() =>
    input.form?.dispatchEvent(new dom.window.Event('submit', { bubbles: true, cancelable: true })),
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  const typingAt = document.getElementById(inputId) as HTMLInputElement;
  const touched = median(await typeInto(typingAt, 'abcdefghijklmnopqrstuvwxyzabcd'));
  root.unmount();
  const { median: m, p95 } = median(rest);
  return {
    median: m,
    line: `form: ${name.padEnd(40)} keystroke median ${m.toFixed(2)} ms  p95 ${p95.toFixed(2)} ms  (after a submit: median ${touched.median.toFixed(2)} ms)  first (cold) ${(first[0] ?? 0).toFixed(1)} ms`,
  };
}

/** Our keystroke as a share of plain rjsf's, beside the target (issue 12: at most 0.3). */
const RATIO_TARGET = 0.3;

export async function benchForm(): Promise<string[]> {
  const ours = createElement(
    I18nextProvider,
    { i18n },
    createElement(SchemaForm, {
      fields,
      ruleContext: {},
      phoneCountries: [],
      idPrefix: 'bench',
      onSubmit: () => undefined,
      children: null,
    }),
  );
  const plain = createElement(RjsfForm, {
    schema: plainSchema as never,
    validator: ajvValidator,
    liveValidate: 'onChange',
    idPrefix: 'bench',
  });
  // A first round warms the JIT for both (they share rjsf's code); the second round is reported.
  await measure('warm-up', ours, 'bench_g0_f0');
  await measure('warm-up', plain, 'bench_g0_f0');
  const engine = await measure('SchemaForm (engine, 200 fields)', ours, 'bench_g0_f0');
  const lines = [engine.line];
  if (!process.env.ONLY_OURS) {
    const reference = await measure(
      'plain rjsf (ajv8, liveValidate onChange)',
      plain,
      'bench_g0_f0',
    );
    const ratio = engine.median / reference.median;
    lines.push(
      reference.line,
      `form: keystroke ours / plain rjsf ${ratio.toFixed(2)}× (target ≤ ${RATIO_TARGET}×)${ratio <= RATIO_TARGET ? '' : '  OVER TARGET'}`,
    );
  }
  // Time to first validation: the engine checking all 200 fields of a cold form once.
  const { validateForm } = await import('../src/lib/validation/validate-form.ts');
  const start = performance.now();
  validateForm(fields, {}, {});
  lines.push(
    `form: first validation of the cold 200-field form ${(performance.now() - start).toFixed(2)} ms (target ≤ 20 ms)`,
  );
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`)
  for (const line of await benchForm()) console.log(line);
