import { describe, expect, it } from 'vitest';

import { PlatformSettingError } from '../upkeep/platform-setting.ts';
import { feedDensityMax, feedSettings } from './feed-settings.ts';
import { dayOf, fixturesOfDay, GAMES_PER_DAY } from './sim/schedule.ts';
import { buildWorld } from './sim/world.ts';

describe('the feed settings', () => {
  it('refuses a density whose days would not fit their game ids, naming the setting and the bound', () => {
    const max = feedDensityMax();
    expect(feedSettings({ BETFRAME_FEED_DENSITY: String(max) }).density).toBe(max);
    const tooDense = () => feedSettings({ BETFRAME_FEED_DENSITY: String(max + 1) });
    expect(tooDense).toThrow(PlatformSettingError);
    expect(tooDense).toThrow(`BETFRAME_FEED_DENSITY must be at most ${max}`);
    expect(() => feedSettings({}, { density: max + 1 })).toThrow(PlatformSettingError);
  });

  it('bounds the density truly: at the bound the busiest day fits, past it the ids would run out', () => {
    const max = feedDensityMax();
    const world = buildWorld('any');
    const today = dayOf(Date.UTC(2026, 10, 28));
    for (let day = today; day < today + 3; day++)
      expect(fixturesOfDay(world, day, max).length).toBeLessThanOrEqual(GAMES_PER_DAY);
    // Twice the bound does not fit: the bound is not far below what fits.
    expect(() => fixturesOfDay(world, today, max * 2)).toThrow(/density too high/);
  });
});
