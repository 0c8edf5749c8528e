import { describe, expect, it } from 'vitest';

import { loadDictionaries } from './dictionaries.ts';
import { serverText } from './server-text.ts';

const dictionaries = loadDictionaries();
const sms = (language: string, count: number) =>
  serverText(dictionaries, language, 'sms_code_text', { code: '1234', brand: 'Betframe', count });

describe('serverText', () => {
  it('picks the plural form of a count as the app does, in each language', () => {
    expect(sms('en', 1)).toBe('1234 is your Betframe code. It expires in 1 minute.');
    expect(sms('en', 5)).toBe('1234 is your Betframe code. It expires in 5 minutes.');
    expect(sms('ru', 1)).toContain('1 минуту');
    expect(sms('ru', 3)).toContain('3 минуты');
    expect(sms('ru', 5)).toContain('5 минут.');
    expect(sms('ar', 2)).toContain('دقيقتين');
  });

  it('falls back to English for a language without the text, and to the key without any', () => {
    expect(sms('xx', 2)).toBe('1234 is your Betframe code. It expires in 2 minutes.');
    expect(serverText(dictionaries, 'en', 'no_such_key')).toBe('no_such_key');
  });
});
