import { describe, expect, it } from 'vitest';

import { sameSitePath } from './same-site-path';

const origin = 'https://site.example';

describe('sameSitePath', () => {
  it('keeps paths of this site in this language, with their query and hash', () => {
    expect(sameSitePath('/en/', 'en', origin)).toBe('/en/');
    expect(sameSitePath('/en/office?tab=2#top', 'en', origin)).toBe('/en/office?tab=2#top');
  });

  it('refuses other languages, other hosts and paths that escape the language', () => {
    for (const value of [
      '/ru/office',
      '/en',
      'https://evil.example/en/',
      '//evil.example/en/',
      '/en/../admin',
      '/en/\\evil',
      'javascript:alert(1)',
      '',
      '/en/ x',
    ]) {
      expect(sameSitePath(value, 'en', origin), value).toBeUndefined();
    }
  });
});
