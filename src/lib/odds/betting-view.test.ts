import { describe, expect, it } from 'vitest';

import {
  allowedBettingViews,
  BETTING_VIEWS,
  BettingView,
  type BettingViewSettings,
  isBettingView,
  resolveBettingView,
} from './betting-view';

const settings = ({
  allowed = [0],
  asianCountries = [],
  defaults = [0],
}: {
  allowed?: number[];
  asianCountries?: string[];
  defaults?: number[];
} = {}): BettingViewSettings => ({
  globalConfig: { allowedBettingViews: allowed, countriesWithAsianView: asianCountries },
  bettingConfig: { betting_view: defaults },
});

const both = settings({ allowed: [0, 1], asianCountries: ['MY', 'ID'] });

describe('betting views', () => {
  it('are European (0) and Asian (1), each with its i18n key', () => {
    expect(BETTING_VIEWS.map(({ id, name, nameKey }) => `${id} ${name} ${nameKey}`)).toEqual([
      '0 european betting_view_0',
      '1 asian betting_view_1',
    ]);
    expect([0, 1, 2, -1, '1', null].map(isBettingView)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('allowed: the settings’ list in its order, without unknown ids or repeats; [0] when none is left', () => {
    expect(allowedBettingViews(settings())).toEqual([0]);
    expect(allowedBettingViews(settings({ allowed: [1, 0, 1, 7] }))).toEqual([1, 0]);
    expect(allowedBettingViews(settings({ allowed: [1] }))).toEqual([1]);
    expect(allowedBettingViews(settings({ allowed: [] }))).toEqual([0]);
    expect(allowedBettingViews(settings({ allowed: [3] }))).toEqual([0]);
  });
});

describe('resolveBettingView', () => {
  const resolve = (preference: number | null, country: string, s = both) =>
    resolveBettingView({ preference, country, settings: s });

  it('takes the player’s choice while it is allowed', () => {
    expect(resolve(BettingView.asian, 'KZ')).toBe(1);
    expect(resolve(BettingView.european, 'MY')).toBe(0);
  });

  it('falls back to the default when the choice is no longer allowed or unknown', () => {
    expect(resolve(BettingView.asian, 'MY', settings({ asianCountries: ['MY'] }))).toBe(0);
    expect(resolve(5, 'KZ')).toBe(0);
  });

  it('gives Asian to a country in countriesWithAsianView (any case), only where it is allowed', () => {
    expect(resolve(null, 'MY')).toBe(BettingView.asian);
    expect(resolve(null, 'id')).toBe(BettingView.asian);
    expect(resolve(null, 'KZ')).toBe(BettingView.european);
    expect(resolve(null, 'MY', settings({ asianCountries: ['MY'] }))).toBe(BettingView.european);
  });

  it('else the first of bettingConfig.betting_view that is allowed, else the first allowed', () => {
    expect(resolve(null, 'KZ', settings({ allowed: [0, 1], defaults: [1, 0] }))).toBe(1);
    expect(resolve(null, 'KZ', settings({ allowed: [0], defaults: [1, 0] }))).toBe(0);
    expect(resolve(null, 'KZ', settings({ allowed: [1, 0], defaults: [] }))).toBe(1);
    expect(resolve(null, 'KZ', settings({ allowed: [1], defaults: [0] }))).toBe(1);
  });
});
