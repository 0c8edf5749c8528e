import { describe, expect, it } from 'vitest';

import type { PageMetadata } from '../../src/lib/api-contract/generated/api-types.ts';
import { escapeHtml, fillHead } from './html-head.ts';

const TEMPLATE =
  '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <title>Betframe</title>\n  </head>\n  <body><script type="module" src="/assets/a.js"></script></body>\n</html>\n';

const meta = (overrides: Partial<PageMetadata> = {}): PageMetadata => ({
  title: 'Log in — Sahara',
  description: 'Come in',
  metaRobots: 'noindex,nofollow',
  hierarchyMetaRobots: 'noindex,nofollow',
  ampPageUrl: '',
  alternativeLinks: [
    { hreflang: 'ar', href: 'https://s.example/ar/login' },
    { hreflang: 'x-default', href: 'https://s.example/ar/login' },
  ],
  alternateMedia: [],
  customCanonical: 'https://s.example/ar/login',
  languageIsoCode: 'ar',
  metas: [{ property: 'og:title', content: 'Log in — Sahara' }],
  ...overrides,
});

describe('fillHead', () => {
  it('sets lang and dir, the title, robots, canonical and every alternate', () => {
    const html = fillHead(TEMPLATE, meta(), 'ar', 'Sahara');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>Log in — Sahara</title>');
    expect(html).toContain('<meta name="robots" content="noindex,nofollow" data-page-meta />');
    expect(html).toContain('<meta name="description" content="Come in" data-page-meta />');
    expect(html).toContain(
      '<link rel="canonical" href="https://s.example/ar/login" data-page-meta />',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="ar" href="https://s.example/ar/login" data-page-meta />',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://s.example/ar/login" data-page-meta />',
    );
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('escapes what the texts and URLs carry, in text and attributes', () => {
    const evil = '</title><script>alert("x")</script>&\'';
    const html = fillHead(
      TEMPLATE,
      meta({
        title: evil,
        description: `"><script>1</script>`,
        customCanonical: 'https://s.example/?a="b"&c',
      }),
      'en',
      'B',
    );
    expect(html).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;</title>',
    );
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;1&lt;/script&gt;"');
    expect(html).toContain('href="https://s.example/?a=&quot;b&quot;&amp;c"');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('keeps `$` patterns literal and falls back to the brand for an empty title', () => {
    const html = fillHead(TEMPLATE, meta({ title: '', description: "$& $' $1" }), 'en', 'Brand $&');
    expect(html).toContain('<title>Brand $&amp;</title>');
    expect(html).toContain('content="$&amp; $&#39; $1"');
  });

  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
