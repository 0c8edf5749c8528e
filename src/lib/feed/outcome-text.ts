import type { TFunction } from 'i18next';

import { MARKET_GROUP as G, type WireOutcome } from '@/lib/feed/bet-types';
import { lineText as writeLine } from '@/lib/odds/asian-line';

/** What a game's outcomes are named after. */
export interface Sides {
  readonly sportId: number;
  readonly team1: { readonly name: string };
  readonly team2: { readonly name: string };
  /** A long-term event's participants: an outright outcome's `p` is the number of one here. */
  readonly participants?: readonly { readonly name: string }[];
}

/**
 * An outcome as the texts read it: the feed's, or a selection's, which carries its participant's
 * name (`n`) where the outcome names one, since the selection list keeps no participants list.
 */
type Named = WireOutcome & { readonly n?: string };

/** How a sport's periods are called: halves, periods, quarters, innings, sets, maps. */
const PERIOD_KIND: Readonly<Record<number, string>> = {
  1: 'half',
  8: 'half',
  14: 'half',
  4005: 'half',
  301: 'half',
  2: 'period',
  3: 'quarter',
  13: 'quarter',
  302: 'quarter',
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

/** A line as bookmakers write it: a handicap with its sign, a total without; quarters as two halves. */
const lineText = (value: number, signed: boolean) => writeLine(value, { signed });

/** The line of an outcome for its own side (side 2's handicap is side 1's, the other way round). */
export const sideLine = (o: WireOutcome) => (o.t === 8 ? -(o.p ?? 0) : (o.p ?? 0));

/**
 * The line a list shows beside a handicap or total price: "−1.5", "+0.5", "2.5", "−0-0.5"; an
 * outright has none (its parameter names a participant).
 */
export const lineOf = (o: WireOutcome) =>
  o.g === G.outright ? '' : lineText(sideLine(o), o.g === G.handicap);

const scoreText = (param: number) => `${Math.floor(param / 100)}:${param % 100}`;

function values(o: Named, sides: Sides) {
  const p = o.p ?? 0;
  // Both sides of a handicap carry side 1's line: side 2 has the opposite.
  const line = o.t === 8 ? lineText(-p, true) : lineText(p, o.g === G.handicap);
  const participant = o.n ?? sides.participants?.[p - 1]?.name ?? String(p);
  return {
    team1: sides.team1.name,
    team2: sides.team2.name,
    line,
    score: scoreText(p),
    participant,
  };
}

/** The button's short text: "1", "X", "H1 (−1.5)", "Over 2.5", "2:1", a participant's name. */
export const outcomeShort = (t: TFunction<'sportsbook'>, o: Named, sides: Sides) =>
  t(`out_short_${o.t}`, values(o, sides));

/** The outcome's full name for screen readers and the coupon: "Arsenal to win", "1st half: Draw". */
export function outcomeName(t: TFunction<'sportsbook'>, o: Named, sides: Sides): string {
  const name = t(`out_name_${o.t}`, values(o, sides));
  return o.pe ? t('in_period', { period: periodName(t, sides.sportId, o.pe), name }) : name;
}

/** A market's title on the game page: "Total", "Arsenal total", "2nd half: Result". */
export function marketTitle(t: TFunction<'sportsbook'>, o: WireOutcome, sides: Sides): string {
  const team = o.g === G.team1Total ? sides.team1.name : sides.team2.name;
  const name = t(`market_${o.g}`, { team });
  return o.pe ? t('in_period', { period: periodName(t, sides.sportId, o.pe), name }) : name;
}
