import { describe, expect, it } from 'vitest';

import { internationalPhone } from './phone-normalize';

const KZ = { id: 1, phoneCode: '7', min: 10, max: 10, leading: '67' };
const AE = { id: 230, phoneCode: '971', min: 9, max: 9, leading: '5' };

describe('internationalPhone', () => {
  it('gives a national number its country’s code', () => {
    expect(internationalPhone('701 234 56 78', KZ)).toBe('+77012345678');
    expect(internationalPhone('(701) 234-56-78', KZ)).toBe('+77012345678');
    expect(internationalPhone('٥٠ ١٢٣ ٤٥٦٧', AE)).toBe('+971501234567');
  });

  it('keeps an international number, with +, 00 or the code and no plus', () => {
    expect(internationalPhone('+7 701 234 56 78', AE)).toBe('+77012345678');
    expect(internationalPhone('00 971 50 123 4567', KZ)).toBe('+971501234567');
    expect(internationalPhone('77012345678', KZ)).toBe('+77012345678');
    expect(internationalPhone('＋７７０１２３４５６７８')).toBe('+77012345678');
  });

  it('leaves what is not a national number of the country as it was typed', () => {
    // Too short, or a first digit the country never starts with: the rules say what is wrong.
    expect(internationalPhone('701 000', KZ)).toBe('+701000');
    expect(internationalPhone('9012345678', KZ)).toBe('+9012345678');
    expect(internationalPhone('  ', KZ)).toBe('');
  });
});
