import { MARKET_GROUP, outcomeKey, type WireOutcome } from '../../src/lib/feed/bet-types.ts';
import { ApiProblem } from '../errors.ts';
import { type DuelView, duelWire, isDuelId } from '../feed/duels.ts';
import type { FeedSimulator } from '../feed/sim/simulator.ts';
import { gameWire, type WireGame } from '../feed/wire.ts';
import { type CouponEvent, eventKey } from './bet-request.ts';

/** What a bet's history names of a selection's game: kept with the bet, as the feed named it then. */
export interface SelectionNames {
  readonly live: boolean;
  readonly sportId: number;
  readonly champId: number;
  readonly sport: string;
  readonly champ: string;
  readonly team1: string;
  readonly team2: string;
  /** An outright's participant. */
  readonly outcomeName?: string;
}

/** A selection as the feed offers it right now: its current price and what the history names. */
export interface Quote extends SelectionNames {
  readonly index: number;
  readonly event: CouponEvent;
  readonly key: string;
  /** The outcome as the feed prices it at its now. */
  readonly outcome: WireOutcome;
  /** Kick-off (a long-term event: when betting closes), epoch milliseconds. */
  readonly start: number;
}

/** Why a selection cannot be bet on now. */
export type Reason = 'game_unavailable' | 'outcome_unavailable' | 'suspended';

export const REASON_TEXT: Record<Reason, string> = {
  game_unavailable: 'the game is no longer offered',
  outcome_unavailable: 'the outcome is not offered now',
  suspended: 'the market is suspended',
};

type Gone = 'game_unavailable' | 'outcome_unavailable';

/** The stored duels selections may name (storedDuels at `now`), by id. */
export type Duels = ReadonlyMap<number, DuelView>;

export const NO_DUELS: Duels = new Map();

type Offered =
  | {
      wire: (language: string) => WireGame;
      start: number;
      outcome: WireOutcome;
      suspended: boolean;
    }
  | { reason: Gone };

/** An outcome of a duel at `now`: priced until its first kick-off, never in play. */
function offeredDuel(view: DuelView | undefined, gameId: number, event: CouponEvent): Offered {
  if (!view || view.status !== 'line' || view.outcomes.length === 0)
    return { reason: 'game_unavailable' };
  const key = eventKey(event);
  const outcome = view.outcomes.find((o) => outcomeKey(gameId, o) === key);
  if (!outcome) return { reason: 'outcome_unavailable' };
  return {
    wire: (language) => duelWire(view, language),
    start: view.closes,
    outcome,
    suspended: outcome.b === true,
  };
}

/** An outcome of the game at `now`: every market, the European lines first, then the Asian ones. */
function offered(
  sim: FeedSimulator,
  gameId: number,
  now: number,
  event: CouponEvent,
  duels: Duels,
): Offered {
  if (isDuelId(gameId)) return offeredDuel(duels.get(gameId), gameId, event);
  const fixture = sim.fixture(gameId);
  if (!fixture) return { reason: 'game_unavailable' };
  const key = eventKey(event);
  for (const asian of [false, true]) {
    const view = sim.view(fixture, now, { all: true, asian });
    if (view.status === 'finished' || view.outcomes.length === 0)
      return { reason: 'game_unavailable' };
    const outcome = view.outcomes.find((o) => outcomeKey(gameId, o) === key);
    if (outcome)
      return {
        wire: (language) => gameWire(view, language),
        start: fixture.start,
        outcome,
        suspended: outcome.b === true,
      };
  }
  return { reason: 'outcome_unavailable' };
}

/** An outcome's price at the feed's now, or why it has none (a cash-out reads its selections so). */
export function currentPrice(
  sim: FeedSimulator,
  now: number,
  event: Omit<CouponEvent, 'c'>,
  duels: Duels = NO_DUELS,
): { readonly c: number } | { readonly reason: Reason } {
  const found = offered(sim, event.gameId, now, { ...event, c: 0 }, duels);
  if ('reason' in found) return found;
  return found.suspended ? { reason: 'suspended' } : { c: found.outcome.c };
}

/**
 * One selection as the feed has it at its now: its quote (a suspended market's too, with its
 * names and last price), and why it cannot be bet on now, if it cannot.
 */
export type EventQuote =
  | { readonly quote: Quote; readonly reason?: 'suspended' }
  | { readonly quote?: undefined; readonly reason: Gone };

/** A selection re-read from the feed at its now (the one place a price is read). */
export function quoteEvent(
  sim: FeedSimulator,
  now: number,
  event: CouponEvent,
  language: string,
  index: number,
  duels: Duels = NO_DUELS,
): EventQuote {
  const found = offered(sim, event.gameId, now, event, duels);
  if ('reason' in found) return { reason: found.reason };
  const wire = found.wire(language);
  const { outcome } = found;
  const participant =
    outcome.g === MARKET_GROUP.outright && outcome.p !== undefined
      ? wire.participants?.[outcome.p - 1]?.name
      : undefined;
  const quote: Quote = {
    index,
    event,
    key: eventKey(event),
    outcome,
    live: wire.live,
    sportId: wire.sportId,
    champId: wire.champId,
    sport: wire.sport,
    champ: wire.champ,
    team1: wire.team1.name,
    team2: wire.team2.name,
    ...(participant === undefined ? {} : { outcomeName: participant }),
    start: found.start,
  };
  return found.suspended ? { quote, reason: 'suspended' } : { quote };
}

/**
 * Every selection re-read from the feed at its now (never the price the coupon held): a game no
 * longer offered (finished, closed, unknown), an outcome not offered now or a suspended market is
 * refused, all of them named in one 409. Duels are quoted from `duels` (storedDuels at `now`).
 */
export function quoteEvents(
  sim: FeedSimulator,
  now: number,
  events: readonly CouponEvent[],
  language: string,
  at = '',
  duels: Duels = NO_DUELS,
): Quote[] {
  const quotes: Quote[] = [];
  const refused: { index: number; key: string; reason: Reason }[] = [];
  for (const [index, event] of events.entries()) {
    const found = quoteEvent(sim, now, event, language, index, duels);
    if (found.reason !== undefined)
      refused.push({ index, key: eventKey(event), reason: found.reason });
    else quotes.push(found.quote);
  }
  if (refused.length > 0)
    throw new ApiProblem(
      409,
      'error_bet_selection_unavailable',
      refused.map((r) => `body ${at}/couponEvents/${r.index}: ${REASON_TEXT[r.reason]}`),
      { unavailable: refused },
    );
  return quotes;
}
