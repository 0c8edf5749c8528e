import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Everything the app's routes can reach, minus the browser's entries (the app's and the boot
// that loads it after the first paint) and tests.
const modules = import.meta.glob([
  '/src/**/*.{ts,tsx}',
  '!/src/main.tsx',
  '!/src/ssr/boot.ts',
  '!/src/**/*.test.{ts,tsx}',
  '!/src/**/testing/**',
  '!/src/**/*.d.ts',
]);

const BROWSER_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
] as const;
const touched: string[] = [];
const originals = new Map<string, PropertyDescriptor | undefined>();

// The platform renders pages in Node from a bundle of src/: there is no browser there, and one
// process serves every player, so nothing of one may be read from a browser global at import.
beforeAll(() => {
  for (const name of BROWSER_GLOBALS) {
    const own = Object.getOwnPropertyDescriptor(globalThis, name);
    originals.set(name, own);
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        // Libraries probe for a browser at import (typeof window): only our code is judged.
        const caller = new Error().stack?.split('\n')[2] ?? '';
        if (caller.includes('/src/') && !caller.includes('node_modules'))
          touched.push(`${name} ${caller.trim()}`);
        return (own?.get ? own.get.call(globalThis) : own?.value) as unknown;
      },
    });
  }
});
afterAll(() => {
  for (const [name, own] of originals) {
    delete (globalThis as Record<string, unknown>)[name];
    if (own) Object.defineProperty(globalThis, name, own);
  }
});

describe('the app’s modules on the platform', () => {
  it('import without touching a window, a document or storage', async () => {
    const failed: string[] = [];
    for (const [path, load] of Object.entries(modules))
      await load().catch((error: unknown) => failed.push(`${path}: ${String(error)}`));
    expect(failed).toEqual([]);
    expect(touched).toEqual([]);
    expect(Object.keys(modules).length).toBeGreaterThan(200);
  });
});
