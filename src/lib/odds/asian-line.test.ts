import { describe, expect, it } from 'vitest';

import { isQuarterLine, lineSize, lineText } from './asian-line';

describe('lines as Asian books write them', () => {
  it('splits a quarter line into the two lines its stake is shared on', () => {
    expect(lineSize(0.25)).toBe('0-0.5');
    expect(lineSize(-0.25)).toBe('0-0.5');
    expect(lineSize(0.75)).toBe('0.5-1');
    expect(lineSize(-1.75)).toBe('1.5-2');
    expect(lineSize(2.25)).toBe('2-2.5');
    expect(lineSize(3.75)).toBe('3.5-4');
  });

  it('writes whole and half lines as they are', () => {
    expect(lineSize(0)).toBe('0');
    expect(lineSize(-0)).toBe('0');
    expect(lineSize(1)).toBe('1');
    expect(lineSize(-1.5)).toBe('1.5');
    expect(lineSize(2.5)).toBe('2.5');
  });

  it('tells quarter lines from the others', () => {
    expect([0.25, 0.75, -0.25, -1.25, 2.75].every(isQuarterLine)).toBe(true);
    expect([0, 0.5, 1, -1.5, 2].some(isQuarterLine)).toBe(false);
  });

  it('signs a handicap, a plus for a start and a minus sign for one given; none for level', () => {
    expect(lineText(-0.25, { signed: true })).toBe('\u22120-0.5');
    expect(lineText(0.75, { signed: true })).toBe('+0.5-1');
    expect(lineText(-1.5, { signed: true })).toBe('\u22121.5');
    expect(lineText(0.5, { signed: true })).toBe('+0.5');
    expect(lineText(0, { signed: true })).toBe('0');
    expect(lineText(-0, { signed: true })).toBe('0');
  });

  it('writes a total without a sign', () => {
    expect(lineText(2.25, { signed: false })).toBe('2-2.5');
    expect(lineText(2.5, { signed: false })).toBe('2.5');
    expect(lineText(3, { signed: false })).toBe('3');
  });
});
