import { describe, expect, it } from 'vitest';

import { type BuildManifest, routePreloads } from './route-preloads.ts';

const MANIFEST: BuildManifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': {
    file: 'assets/shared.js',
    imports: ['_react.js', '_deep.js'],
    css: ['assets/index.css'],
  },
  '_deep.js': { file: 'assets/deep.js' },
  'src/a-page.tsx': {
    file: 'assets/a-page.js',
    imports: ['index.html', '_shared.js'],
    css: ['assets/a.css'],
  },
  'src/b-page.tsx': { file: 'assets/b-page.js', imports: ['_shared.js'] },
};

describe('routePreloads', () => {
  it("links a module's chunk and everything it imports, each once, minus what the entry loads", () => {
    expect(routePreloads(MANIFEST, ['/src/a-page.tsx', '/src/b-page.tsx'])).toEqual([
      '<meta name="app-preload" content="/assets/a-page.js">',
      '<meta name="app-preload" content="/assets/shared.js">',
      '<meta name="app-preload" content="/assets/deep.js">',
      '<meta name="app-preload" content="/assets/b-page.js">',
      '<link rel="stylesheet" crossorigin href="/assets/a.css">',
    ]);
  });

  it('links nothing without a manifest, or for modules it does not know', () => {
    expect(routePreloads(undefined, ['/src/a-page.tsx'])).toEqual([]);
    expect(routePreloads(MANIFEST, ['/src/unknown.tsx'])).toEqual([]);
    expect(routePreloads(MANIFEST)).toEqual([]);
  });
});
