import type { TFunction } from 'i18next';

import { MARKET_GROUP as G, type WireOutcome } from '@/lib/feed/bet-types';

/** What a game's outcomes are named after. */
export interface Sides {
  readonly sportId: number;
  readonly team1: { readonly name: string };
  readonly team2: { readonly name: string };
}

/** How a sport's periods are called: halves, periods, quarters, innings, sets, maps. */
const PERIOD_KIND: Readonly<Record<number, string>> = {
  1: 'half',
  8: 'half',
  14: 'half',
  4005: 'half',
  2: 'period',
  3: 'quarter',
  13: 'quarter',
  5: 'inning',
  4: 'set',
  6: 'set',
  10: 'set',
  4009: 'map',
  4010: 'map',
};

/** A period's name: "1st half", "Quarter 3", "Set 2". */
export function periodName(t: TFunction<'sportsbook'>, sportId: number, period: number): string {
  const kind = PERIOD_KIND[sportId] ?? 'period';
  if (kind === 'half' && period <= 2) return t(`period_half_${period}`);
  return t(`period_${kind === 'half' ? 'period' : kind}`, { n: period });
}

/** A line as bookmakers write it: a handicap with its sign, a total without. */
const lineText = (value: number, signed: boolean) =>
  signed && value > 0 ? `+${value}` : String(value).replace('-', '\u2212');

/** The line a list shows beside a handicap or total price: "−1.5", "+0.5", "2.5". */
export const lineOf = (o: WireOutcome) =>
  lineText(o.t === 8 ? -(o.p ?? 0) : (o.p ?? 0), o.g === G.handicap);

const scoreText = (param: number) => `${Math.floor(param / 100)}:${param % 100}`;

function values(o: WireOutcome, sides: Sides) {
  const p = o.p ?? 0;
  // Both sides of a handicap carry side 1's line: side 2 has the opposite.
  const line = o.t === 8 ? lineText(-p, true) : lineText(p, o.g === G.handicap);
  return { team1: sides.team1.name, team2: sides.team2.name, line, score: scoreText(p) };
}

/** The button's short text: "1", "X", "H1 (−1.5)", "Over 2.5", "2:1". */
export const outcomeShort = (t: TFunction<'sportsbook'>, o: WireOutcome, sides: Sides) =>
  t(`out_short_${o.t}`, values(o, sides));

/** The outcome's full name for screen readers and the coupon: "Arsenal to win", "1st half: Draw". */
export function outcomeName(t: TFunction<'sportsbook'>, o: WireOutcome, sides: Sides): string {
  const name = t(`out_name_${o.t}`, values(o, sides));
  return o.pe ? t('in_period', { period: periodName(t, sides.sportId, o.pe), name }) : name;
}

/** A market's title on the game page: "Total", "Arsenal total", "2nd half: Result". */
export function marketTitle(t: TFunction<'sportsbook'>, o: WireOutcome, sides: Sides): string {
  const team = o.g === G.team1Total ? sides.team1.name : sides.team2.name;
  const name = t(`market_${o.g}`, { team });
  return o.pe ? t('in_period', { period: periodName(t, sides.sportId, o.pe), name }) : name;
}
