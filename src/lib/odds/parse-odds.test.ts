import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatOdds } from './convert-odds';
import { OddsFormat, type OddsFormatId } from './odds-formats';
import { oddsTextAllowed, parseOdds } from './parse-odds';

const { decimal, fractional, american, hongKong, indonesian, malay } = OddsFormat;
const FORMATS = [decimal, fractional, american, hongKong, indonesian, malay] as const;

/** The number a figure's text writes (+ and the decimal mark aside), for spellings of one value. */
const valueOf = (text: string) => Number(text.replace('+', '').replace(',', '.'));

describe('parseOdds', () => {
  it('reads each format as the player writes it', () => {
    expect(parseOdds('2.5', decimal)).toBe(2.5);
    expect(parseOdds('1,85', decimal)).toBe(1.85);
    expect(parseOdds('3/2', fractional)).toBe(2.5);
    expect(parseOdds('4/6', fractional)).toBe(1.667);
    expect(parseOdds('+150', american)).toBe(2.5);
    expect(parseOdds('150', american)).toBe(2.5);
    expect(parseOdds('-200', american)).toBe(1.5);
    expect(parseOdds('−118', american)).toBe(1.847);
    expect(parseOdds('0.50', hongKong)).toBe(1.5);
    expect(parseOdds('-2.00', indonesian)).toBe(1.5);
    expect(parseOdds('1.50', indonesian)).toBe(2.5);
    expect(parseOdds('0.80', malay)).toBe(1.8);
    expect(parseOdds('-0.50', malay)).toBe(3);
    expect(parseOdds('-0.091', malay)).toBe(11.989);
  });

  it('refuses what is no price in the format, or pays nothing', () => {
    for (const [text, format] of [
      ['', decimal],
      ['1', decimal],
      ['1.0001', decimal],
      ['-2', decimal],
      ['0', hongKong],
      ['3/0', fractional],
      ['0/5', fractional],
      ['1.5', fractional],
      ['+99', american],
      ['-150.5', american],
      ['0.50', indonesian],
      ['-0.50', indonesian],
      ['1.20', malay],
      ['-1.20', malay],
      ['abc', malay],
    ] as const)
      expect(parseOdds(text, format), `${text} as ${format}`).toBeUndefined();
  });

  it('gives back the price written exactly where the format writes it to the thousandth', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_001, max: 1_000_000 }),
        fc.constantFrom('en', 'ru'),
        (thousandths, locale) => {
          const price = thousandths / 1000;
          const exact: OddsFormatId[] = [decimal, hongKong];
          if (thousandths >= 2_000) exact.push(indonesian);
          if (thousandths <= 2_000) exact.push(malay);
          if (thousandths >= 2_000 && thousandths % 10 === 0) exact.push(american);
          for (const format of exact)
            expect(parseOdds(formatOdds(price, format, { locale }), format)).toBe(price);
        },
      ),
    );
  });

  it('round-trips every format: the price read is written as the text it was read from', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_001, max: 1_000_000 }),
        fc.constantFrom(...FORMATS),
        fc.constantFrom('en', 'ru'),
        (thousandths, format, locale) => {
          const text = formatOdds(thousandths / 1000, format, { locale });
          const read = parseOdds(text, format);
          expect(read).toBeDefined();
          const back = formatOdds(read!, format, { locale });
          // −100 and +100, or Malay −0.100 and −0.10, are one price spelled two ways.
          if (format === fractional) expect(back).toBe(text);
          else if (format === american && Math.abs(valueOf(text)) === 100) expect(read).toBe(2);
          else expect(valueOf(back)).toBe(valueOf(text));
          // Read again, the price stays put: the thousandth nearest to what the text says.
          expect(parseOdds(back, format)).toBe(read);
        },
      ),
    );
  });

  it('lets the field take each format while it is typed, and nothing else', () => {
    for (const format of FORMATS) expect(oddsTextAllowed('', format)).toBe(true);
    expect(oddsTextAllowed('1,8', decimal)).toBe(true);
    expect(oddsTextAllowed('-1', decimal)).toBe(false);
    expect(oddsTextAllowed('13/', fractional)).toBe(true);
    expect(oddsTextAllowed('1.5', fractional)).toBe(false);
    expect(oddsTextAllowed('+', american)).toBe(true);
    expect(oddsTextAllowed('-20', american)).toBe(true);
    expect(oddsTextAllowed('-2.', american)).toBe(false);
    expect(oddsTextAllowed('0.5', hongKong)).toBe(true);
    expect(oddsTextAllowed('-2.0', indonesian)).toBe(true);
    expect(oddsTextAllowed('-0.091', malay)).toBe(true);
    expect(oddsTextAllowed('-0.0911', malay)).toBe(false);
    // Every price written in a format is a text its field takes.
    for (const format of FORMATS)
      for (const price of [1.001, 1.5, 1.85, 2, 2.5, 11.989, 1000])
        expect(oddsTextAllowed(formatOdds(price, format, { locale: 'ru' }), format)).toBe(true);
  });
});
