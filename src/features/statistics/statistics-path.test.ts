import { describe, expect, it } from 'vitest';

import { statisticsPath, statisticsPlaceOf } from './statistics-path';

describe('the statistics window’s address', () => {
  it('reads the kinds this site answers, their tab or season', () => {
    expect(statisticsPlaceOf('game/1/100000123')).toEqual({
      kind: 'game',
      sportId: 1,
      id: 100000123,
      tab: 'overview',
    });
    expect(statisticsPlaceOf('game/1/7/h2h')).toMatchObject({ kind: 'game', tab: 'h2h' });
    // A tab this window does not have opens the first: the game is still the one asked for.
    expect(statisticsPlaceOf('game/1/7/odds')).toMatchObject({ kind: 'game', tab: 'overview' });
    expect(statisticsPlaceOf('team/1/100100/squad')).toMatchObject({ kind: 'team', tab: 'squad' });
    expect(statisticsPlaceOf('stage/1/1000/3')).toEqual({
      kind: 'stage',
      sportId: 1,
      id: 1000,
      season: 3,
    });
    expect(statisticsPlaceOf('horse/1/70000')).toEqual({ kind: 'horse', sportId: 1, id: 70000 });
  });

  it('names the kind it cannot show: the spec’s other kinds, cyber of any sport, unknown ones, bad ids', () => {
    for (const kind of ['player', 'tournament', 'rating', 'graph'])
      expect(statisticsPlaceOf(`${kind}/1/5`)).toEqual({ kind: 'unavailable', asked: kind });
    for (const sport of [85, 89, 144, 1, 4005])
      expect(statisticsPlaceOf(`cyber/${sport}/5`)).toEqual({
        kind: 'unavailable',
        asked: 'cyber',
      });
    expect(statisticsPlaceOf('odds/1/5')).toEqual({
      kind: 'unavailable',
      asked: { unknown: 'odds' },
    });
    expect(statisticsPlaceOf('')).toEqual({ kind: 'unavailable', asked: { unknown: '' } });
    for (const rest of ['game/1/0', 'game/x/5', 'game/1/99999999999', 'team/1', 'game/1/5/h2h/x'])
      expect(statisticsPlaceOf(rest)).toMatchObject({ kind: 'unavailable' });
  });

  it('writes the address the game page links to', () => {
    expect(statisticsPath('en', 'game', 1, 7)).toBe('/en/statisticpopup/game/1/7');
    expect(statisticsPath('ar', 'stage', 1, 1000, 2)).toBe('/ar/statisticpopup/stage/1/1000/2');
  });
});
