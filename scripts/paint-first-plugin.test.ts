import { describe, expect, it } from 'vitest';

import { paintFirstHtml } from './paint-first-plugin.ts';

// index.html as Vite writes it (after the stylesheet-first plugin).
const BUILT = [
  '<head>',
  '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  '    <link rel="modulepreload" crossorigin href="/assets/router-1.js">',
  '  </head>',
].join('\n');

describe('paintFirstHtml', () => {
  it('leaves the boot the one script, naming the entry and its chunks for it', () => {
    const html = paintFirstHtml(BUILT, '/assets/boot-1.js');
    expect(html).toBe(
      [
        '<head>',
        '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
        '<script type="module" crossorigin src="/assets/boot-1.js"></script>',
        '    <meta name="app-script" content="/assets/index-1.js">',
        '    <meta name="app-preload" content="/assets/react-1.js">',
        '    <meta name="app-preload" content="/assets/router-1.js">',
        '  </head>',
      ].join('\n'),
    );
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('modulepreload');
  });

  it('fails the build when index.html has no entry script to hand over', () => {
    expect(() => paintFirstHtml('<head></head>', '/assets/boot-1.js')).toThrow(/no entry script/);
  });
});
