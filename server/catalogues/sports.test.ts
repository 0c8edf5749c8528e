import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { DUMMY_SPORT, sportName, sportOf, SPORTS } from './sports.ts';

const seedData = <T>(name: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../db/seed-data', name), 'utf8')) as T;

describe('the sports catalogue', () => {
  it('has unique ids in order, one dummy (0), long-term bets at 2999, cyber sports 4005–4048', () => {
    const ids = SPORTS.map((s) => s.id);
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
    expect(SPORTS.filter((s) => s.kind === 'dummy')).toEqual([DUMMY_SPORT]);
    expect(DUMMY_SPORT.id).toBe(0);
    expect(SPORTS.filter((s) => s.kind === 'longterm').map((s) => s.id)).toEqual([2999]);
    const range = SPORTS.filter((s) => s.id >= 4000).map((s) => s.id);
    expect(range).toEqual(Array.from({ length: 44 }, (_, i) => 4005 + i));
    expect(SPORTS.filter((s) => s.id >= 4000).every((s) => s.kind === 'cyber')).toBe(true);
    const line = SPORTS.filter((s) => s.id > 0 && s.id < 2999);
    expect(line.length).toBeGreaterThanOrEqual(80);
    expect(Math.max(...line.map((s) => s.id))).toBeLessThanOrEqual(320);
    expect(line.slice(0, 4).map((s) => s.name)).toEqual([
      'Football',
      'Ice hockey',
      'Basketball',
      'Tennis',
    ]);
  });

  it('names every sport in every language but English (their own names), none empty', () => {
    const names =
      seedData<Record<string, Record<string, Record<string, string>>>>('catalogue-names.json');
    const languages = seedData<{ code: string }[]>('languages.json')
      .map((l) => l.code)
      .filter((code) => code !== 'en');
    const ids = SPORTS.map((s) => String(s.id)).sort();
    for (const language of languages) {
      const byId = names.sports?.[language] ?? {};
      expect(Object.keys(byId).sort(), language).toEqual(ids);
      expect(
        Object.values(byId).filter((name) => name.trim() === ''),
        language,
      ).toEqual([]);
    }
  });

  it('names a sport in a language, else in English; an unknown id as the dummy', () => {
    expect(sportName(1, 'ru')).toBe('Футбол');
    expect(sportName(1, 'ar')).toBe('كرة القدم');
    expect(sportName(1, 'en')).toBe('Football');
    expect(sportName(1, 'de')).toBe('Football');
    expect(sportName(2999, 'pt')).toBe('Apostas de longo prazo');
    expect(sportOf(4010)).toEqual({ id: 4010, name: 'Dota 2', kind: 'cyber' });
    expect(sportOf(123_456)).toBe(DUMMY_SPORT);
    expect(sportName(123_456, 'ru')).toBe('Спорт');
    expect(sportName(123_456, 'en')).toBe('Sport');
    expect(sportName(1, '__proto__')).toBe('Football');
  });
});
