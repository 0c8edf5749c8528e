import i18next, { type TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';

import { MARKET_GROUP, type WireOutcome } from '@/lib/feed/bet-types';
import { outcomeName, type Sides } from '@/lib/feed/outcome-text';

import en from '../../../locales/en/sportsbook.json';
import { rememberedTexts } from './price-view';

async function englishT() {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', ns: ['sportsbook'], resources: { en: { sportsbook: en } } });
  return i18n.getFixedT<'sportsbook'>('en', 'sportsbook');
}

const match: Sides = { sportId: 1, team1: { name: 'Arsenal' }, team2: { name: 'Chelsea' } };
const win1: WireOutcome = { g: MARKET_GROUP.result, t: 1, c: 2.1 };

describe('a list’s remembered price texts', () => {
  it('names and labels as outcomeName and the texts do, each built once', async () => {
    const t = await englishT();
    const counted = vi.fn(t) as unknown as TFunction<'sportsbook'>;
    const { nameOf, labelOf } = rememberedTexts(counted);
    expect(nameOf(win1, match)).toBe('Arsenal to win');
    expect(nameOf(win1, match)).toBe(outcomeName(t, win1, match));
    expect(labelOf('Arsenal to win', '2.10', undefined, false)).toBe('Arsenal to win, 2.10');
    expect(labelOf('Arsenal to win', '2.20', 'up', false)).toBe(
      `Arsenal to win, 2.20, ${t('odds_up')}`,
    );
    expect(labelOf('Arsenal to win', '2.20', undefined, true)).toBe(
      t('odds_suspended', { outcome: 'Arsenal to win' }),
    );
    const calls = vi.mocked(counted).mock.calls.length;
    // The next poll: the same outcome at the same price (its game's clock moved) asks no text.
    nameOf({ ...win1 }, { ...match, team1: { name: 'Arsenal' } });
    labelOf('Arsenal to win', '2.10', undefined, false);
    expect(vi.mocked(counted).mock.calls.length).toBe(calls);
  });

  it('tells apart what a name depends on: line and market, period, sides, participant', async () => {
    const t = await englishT();
    const { nameOf } = rememberedTexts(t);
    const handicap: WireOutcome = { g: MARKET_GROUP.handicap, t: 7, p: -1.5, c: 1.9 };
    const outcomes: [WireOutcome, Sides][] = [
      [handicap, match],
      [{ ...handicap, p: 0.5 }, match],
      [{ ...handicap, pe: 1 }, match],
      [handicap, { ...match, team1: { name: 'Everton' } }],
      [{ ...win1, pe: 2 }, match],
    ];
    for (const [outcome, sides] of outcomes)
      expect(nameOf(outcome, sides)).toBe(outcomeName(t, outcome, sides));
    expect(new Set(outcomes.map(([o, s]) => nameOf(o, s))).size).toBe(outcomes.length);
    const outright: WireOutcome = { g: MARKET_GROUP.outright, t: 9001, p: 2, c: 5 };
    const field = (names: string[]): Sides => ({
      ...match,
      participants: names.map((name) => ({ name })),
    });
    expect(nameOf(outright, field(['Ann', 'Bea']))).toBe(
      outcomeName(t, outright, field(['Ann', 'Bea'])),
    );
    expect(nameOf(outright, field(['Ann', 'Cat']))).toBe(
      outcomeName(t, outright, field(['Ann', 'Cat'])),
    );
  });
});
