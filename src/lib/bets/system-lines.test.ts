import { describe, expect, it } from 'vitest';

import { checkSystem, lineCount, splitSystemStake, systemLines } from './system-lines';

describe('system lines', () => {
  it('lists 2 of 3 and 3 of 4 in lexicographic order', () => {
    expect(systemLines(3, 2)).toEqual({
      ok: true,
      value: [
        [0, 1],
        [0, 2],
        [1, 2],
      ],
    });
    expect(systemLines(4, 3)).toEqual({
      ok: true,
      value: [
        [0, 1, 2],
        [0, 1, 3],
        [0, 2, 3],
        [1, 2, 3],
      ],
    });
  });

  it('counts C(n, k) lines, as many as it lists, each ascending and distinct', () => {
    expect(lineCount(3, 2)).toEqual({ ok: true, value: 3 });
    expect(lineCount(20, 10)).toEqual({ ok: true, value: 184_756 });
    expect(lineCount(20, 19)).toEqual({ ok: true, value: 20 });
    for (let n = 3; n <= 12; n += 1)
      for (let k = 2; k < n; k += 1) {
        const lines = systemLines(n, k);
        const count = lineCount(n, k);
        if (!lines.ok || !count.ok) throw new Error(`${k} of ${n} refused`);
        expect(lines.value).toHaveLength(count.value);
        const keys = lines.value.map((line) => line.join(','));
        expect(new Set(keys).size).toBe(count.value);
        expect([...keys].sort((a, b) => compareLines(a, b))).toEqual(keys);
      }
  });

  it.each([
    [2, 1, 'selection_count_invalid'],
    [21, 2, 'system_too_large'],
    [3, 1, 'system_size_invalid'],
    [3, 3, 'system_size_invalid'],
    [5, 2.5, 'system_size_invalid'],
    [4.5, 2, 'selection_count_invalid'],
  ])('refuses %s selections by %s', (n, k, code) => {
    expect(checkSystem(n, k)).toEqual({ ok: false, error: { code } });
    expect(systemLines(n, k)).toEqual({ ok: false, error: { code } });
    expect(lineCount(n, k)).toEqual({ ok: false, error: { code } });
  });
});

describe('splitting a system stake', () => {
  it('plays whole cents per line and never takes the rest', () => {
    // 10.00 over 3 lines: 3.33 a line, 9.99 debited, 0.01 left with the player.
    expect(splitSystemStake(1000n, 3)).toEqual({
      ok: true,
      value: { perLine: 333n, staked: 999n },
    });
    expect(splitSystemStake(300n, 3)).toEqual({ ok: true, value: { perLine: 100n, staked: 300n } });
    expect(splitSystemStake(3n, 3)).toEqual({ ok: true, value: { perLine: 1n, staked: 3n } });
  });

  it('refuses less than a cent a line, and no stake at all', () => {
    expect(splitSystemStake(2n, 3)).toEqual({ ok: false, error: { code: 'stake_too_small' } });
    expect(splitSystemStake(0n, 3)).toEqual({ ok: false, error: { code: 'stake_invalid' } });
    expect(splitSystemStake(100n, 0)).toEqual({
      ok: false,
      error: { code: 'system_size_invalid' },
    });
  });
});

/** Lines compared index by index ("0,10" after "0,9"), not as text. */
function compareLines(a: string, b: string): number {
  const x = a.split(',').map(Number);
  const y = b.split(',').map(Number);
  for (let i = 0; i < x.length; i += 1) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return 0;
}
