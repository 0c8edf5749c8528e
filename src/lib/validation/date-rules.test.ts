import { describe, expect, it } from 'vitest';

import { ageOn, parseStrictDate } from './date-rules';

const iso = (text: string) => parseStrictDate(text)?.toISOString();
const utc = (text: string) => new Date(`${text}T00:00:00Z`);

describe('parseStrictDate: days', () => {
  it('reads yyyy-MM-dd as UTC midnight', () => {
    expect(iso('2024-05-17')).toBe('2024-05-17T00:00:00.000Z');
  });

  it('accepts 29 February in leap years only', () => {
    expect(iso('2024-02-29')).toBe('2024-02-29T00:00:00.000Z');
    expect(iso('2000-02-29')).toBe('2000-02-29T00:00:00.000Z');
    expect(parseStrictDate('2023-02-29')).toBeUndefined();
    expect(parseStrictDate('1900-02-29')).toBeUndefined();
    expect(parseStrictDate('2024-02-30')).toBeUndefined();
  });

  it('rejects months outside 1–12', () => {
    expect(parseStrictDate('2024-13-01')).toBeUndefined();
    expect(parseStrictDate('2024-00-10')).toBeUndefined();
    expect(iso('2024-12-31')).toBe('2024-12-31T00:00:00.000Z');
    expect(iso('2024-01-01')).toBe('2024-01-01T00:00:00.000Z');
  });

  it('rejects days the month does not have', () => {
    expect(parseStrictDate('2024-04-31')).toBeUndefined();
    expect(parseStrictDate('2024-06-31')).toBeUndefined();
    expect(parseStrictDate('2024-01-32')).toBeUndefined();
    expect(parseStrictDate('2024-01-00')).toBeUndefined();
    expect(iso('2024-04-30')).toBe('2024-04-30T00:00:00.000Z');
    expect(iso('2024-01-31')).toBe('2024-01-31T00:00:00.000Z');
  });

  // BUG: Date.UTC maps years 0–99 to 1900–1999, so '0099-01-01' parses as 1999-01-01 (a birthday or
  // a bound in those years silently becomes a 20th-century date). It must keep year 99 or be rejected.
  it('never turns a year below 100 into a 20th-century date', () => {
    for (const text of ['0099-01-01', '0024-06-15', '0001-01-01 10:00:00']) {
      const year = parseStrictDate(text)?.getUTCFullYear();
      expect(
        year === undefined || year === Number(text.slice(0, 4)),
        `${text} → ${String(year)}`,
      ).toBe(true);
    }
  });
});

describe('parseStrictDate: times', () => {
  it('accepts yyyy-MM-dd HH:mm:ss, yyyy-MM-dd HH:mm and the T separator', () => {
    expect(iso('2024-05-17 13:45:59')).toBe('2024-05-17T13:45:59.000Z');
    expect(iso('2024-05-17 13:45')).toBe('2024-05-17T13:45:00.000Z');
    expect(iso('2024-05-17T13:45')).toBe('2024-05-17T13:45:00.000Z');
    expect(iso('2024-05-17T13:45:07')).toBe('2024-05-17T13:45:07.000Z');
  });

  it('accepts hours 0–23', () => {
    expect(iso('2024-05-17 00:00:00')).toBe('2024-05-17T00:00:00.000Z');
    expect(iso('2024-05-17 23:59:59')).toBe('2024-05-17T23:59:59.000Z');
  });

  it('accepts 24 only as midnight, which is the start of the next day', () => {
    expect(iso('2024-05-17 24:00:00')).toBe('2024-05-18T00:00:00.000Z');
    expect(iso('2024-05-17 24:00')).toBe('2024-05-18T00:00:00.000Z');
    expect(iso('2024-12-31 24:00:00')).toBe('2025-01-01T00:00:00.000Z');
    expect(parseStrictDate('2024-05-17 24:00:01')).toBeUndefined();
    expect(parseStrictDate('2024-05-17 24:01')).toBeUndefined();
  });

  it('rejects hours above 24 and minutes or seconds of 60', () => {
    expect(parseStrictDate('2024-05-17 25:00')).toBeUndefined();
    expect(parseStrictDate('2024-05-17 25:00:00')).toBeUndefined();
    expect(parseStrictDate('2024-05-17 12:60')).toBeUndefined();
    expect(parseStrictDate('2024-05-17 12:00:60')).toBeUndefined();
    expect(parseStrictDate('2024-05-17 12:59:59')).toBeDefined();
  });

  it('ignores surrounding whitespace', () => {
    expect(iso(' 2024-05-17 ')).toBe('2024-05-17T00:00:00.000Z');
  });
});

describe('parseStrictDate: other text', () => {
  it.each([
    '',
    'garbage',
    '17.05.2024',
    '05/17/2024',
    '2024-5-17',
    '2024-05-7',
    '24-05-17',
    '2024-05-17 1:00',
    '2024-05-17 13',
    '2024-05-17 13:45:07.123',
    '2024-05-17T13:45:07Z',
    '2024-05-17x',
    '2024/05/17',
    '２０２４-０５-１７',
  ])('rejects %j', (text) => {
    expect(parseStrictDate(text)).toBeUndefined();
  });
});

describe('ageOn', () => {
  const birthday = utc('2006-05-17');

  it('counts a year only from the birthday on', () => {
    expect(ageOn(birthday, utc('2024-05-16'))).toBe(17);
    expect(ageOn(birthday, utc('2024-05-17'))).toBe(18);
    expect(ageOn(birthday, utc('2024-05-18'))).toBe(18);
  });

  it('compares the month before the day', () => {
    expect(ageOn(birthday, utc('2024-04-30'))).toBe(17);
    expect(ageOn(birthday, utc('2024-06-01'))).toBe(18);
    expect(ageOn(utc('2006-12-31'), utc('2024-12-30'))).toBe(17);
    expect(ageOn(utc('2006-01-01'), utc('2024-01-01'))).toBe(18);
  });

  it('ignores the time of day', () => {
    expect(ageOn(new Date('2006-05-17T23:00:00Z'), new Date('2024-05-17T01:00:00Z'))).toBe(18);
  });

  it('is 0 on the day of birth and negative for a birthday in the future', () => {
    expect(ageOn(birthday, utc('2006-05-17'))).toBe(0);
    expect(ageOn(birthday, utc('2006-05-16'))).toBe(-1);
  });

  it('lets a 29 February birthday turn over on 1 March in common years and on 29 February in leap years', () => {
    const leapling = utc('2004-02-29');
    expect(ageOn(leapling, utc('2022-02-28'))).toBe(17);
    expect(ageOn(leapling, utc('2022-03-01'))).toBe(18);
    expect(ageOn(leapling, utc('2024-02-28'))).toBe(19);
    expect(ageOn(leapling, utc('2024-02-29'))).toBe(20);
  });
});
