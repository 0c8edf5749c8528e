import { PlatformSettingError, wholeNumberSetting } from '../upkeep/platform-setting.ts';
import { maxDensity } from './sim/schedule.ts';
import { buildWorld } from './sim/world.ts';

export interface FeedSettings {
  /** The world's seed (BETFRAME_FEED_SEED); unset: the stored one, else a new random one. */
  readonly seed?: string;
  /** Model seconds per real second of live play (BETFRAME_FEED_SPEED, default 1: real time). */
  readonly speed: number;
  /** Multiplier of every championship's rounds a day (BETFRAME_FEED_DENSITY, default 1). */
  readonly density: number;
  /** Days of line ahead (BETFRAME_FEED_DAYS, default 7). */
  readonly horizonDays: number;
  /** How often finished games' results are recorded, in real milliseconds (0: only on demand). */
  readonly recordEveryMs: number;
}

/** The feed's settings from the environment and a test's overrides (PlatformSettingError for a bad value). */
export function feedSettings(
  env: Readonly<Record<string, string | undefined>>,
  overrides: Partial<FeedSettings> = {},
): FeedSettings {
  const seed = env.BETFRAME_FEED_SEED?.trim();
  const settings: FeedSettings = {
    seed: seed === '' ? undefined : seed,
    speed: wholeNumberSetting(env, 'BETFRAME_FEED_SPEED', 1),
    density: wholeNumberSetting(env, 'BETFRAME_FEED_DENSITY', 1),
    horizonDays: wholeNumberSetting(env, 'BETFRAME_FEED_DAYS', 7),
    recordEveryMs: 5_000,
    ...overrides,
  };
  // Refused at start, not with a 500 at the first list asked: a day's games must fit its ids.
  if (settings.density > 1) {
    const max = feedDensityMax();
    if (settings.density > max)
      throw new PlatformSettingError(
        `BETFRAME_FEED_DENSITY must be at most ${max} (it is ${settings.density}): a day's games would not fit their ids`,
      );
  }
  return settings;
}

let densityMax: number | undefined;

/** The highest feed density (the plans' bound, the same for every seed). */
export function feedDensityMax(): number {
  densityMax ??= maxDensity(buildWorld('density'));
  return densityMax;
}
