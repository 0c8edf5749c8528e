import { afterEach, describe, expect, it } from 'vitest';

import { applyDocumentLanguage, directionOf } from './rtl';

describe('directionOf', () => {
  it.each(['fa', 'ar', 'he', 'ku', 'ur', 'iq'])('writes %s right to left', (language) => {
    expect(directionOf(language)).toBe('rtl');
  });

  it.each(['FA', 'AR', 'He', 'IQ', 'ar-AE', 'fa-IR'])(
    'reads %s case-insensitively and ignores the region',
    (language) => {
      expect(directionOf(language)).toBe('rtl');
    },
  );

  it.each(['ru', 'en', 'kk', 'pt', 'en-GB'])('writes %s left to right', (language) => {
    expect(directionOf(language)).toBe('ltr');
  });
});

describe('applyDocumentLanguage', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('lang');
    document.documentElement.removeAttribute('dir');
  });

  it('sets lang and dir on <html> of the page', () => {
    applyDocumentLanguage('ar', document);
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    applyDocumentLanguage('en', document);
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('works on a given document', () => {
    const doc = document.implementation.createHTMLDocument('other');
    applyDocumentLanguage('he', doc);
    expect(doc.documentElement.getAttribute('lang')).toBe('he');
    expect(doc.documentElement.getAttribute('dir')).toBe('rtl');
    expect(document.documentElement).not.toHaveAttribute('dir');
  });
});
