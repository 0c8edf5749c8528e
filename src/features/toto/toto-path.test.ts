import { describe, expect, it } from 'vitest';

import { totoPath, totoPlaceOf } from './toto-path';

describe('the toto addresses', () => {
  it('reads the type, the status and page, or the draw from the path', () => {
    expect(totoPlaceOf('', 'fifteen')).toEqual({ kind: 'draws', type: 'fifteen', page: 1 });
    expect(totoPlaceOf('', undefined)).toEqual({ kind: 'unknown' });
    expect(totoPlaceOf('fifteen/207861', 'fifteen')).toEqual({
      kind: 'draw',
      type: 'fifteen',
      drawId: 207861,
    });
    expect(totoPlaceOf('fifteen/settled/3', 'fifteen')).toEqual({
      kind: 'draws',
      type: 'fifteen',
      drawStatus: 'settled',
      page: 3,
    });
    expect(totoPlaceOf('fifteen/all/2', 'fifteen')).toEqual({
      kind: 'draws',
      type: 'fifteen',
      page: 2,
    });
    for (const bad of [
      'fifteen/won',
      'fifteen/open/0',
      'fifteen/open/x',
      'fifteen/1/2/3',
      'fifteen/12/x',
    ])
      expect(totoPlaceOf(bad, 'fifteen'), bad).toEqual({ kind: 'unknown' });
  });

  it('writes back the addresses it reads', () => {
    for (const path of [
      'fifteen',
      'fifteen/207861',
      'fifteen/open',
      'fifteen/all/2',
      'fifteen/closed/4',
    ]) {
      const place = totoPlaceOf(path, 'fifteen');
      if (place.kind === 'unknown') throw new Error(path);
      expect(totoPath('en', place)).toBe(`/en/toto/${path}`);
    }
  });
});
