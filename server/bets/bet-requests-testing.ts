import {
  MARKET_GROUP as G,
  type MarketGroup,
  OUTCOME as T,
  type OutcomeType,
} from '../../src/lib/feed/bet-types.ts';
import { priceThousandths } from '../../src/lib/odds/price-figure.ts';
import type { Queryable } from '../db/db.ts';
import { FeedSimulator } from '../feed/sim/simulator.ts';
import { balanceOf, platformAccount } from '../ledger/ledger.ts';
import type { CouponEvent } from './bet-request.ts';

/** Test helpers of the bet requests' suites: prices that will move, and what the hold holds. */

const TICK_MS = 10 * 60_000;
const HOUR_MS = 3_600_000;

/** The feed's simulator on `seed` (the reference server's defaults): it tells prices ahead of time. */
export const simulatorOf = (seed: string) =>
  new FeedSimulator({ seed, speed: 1, density: 1, horizonDays: 7, now: () => Date.now() });

/** A line game's home win whose price moves before kick-off: now, and the first tick it moves. */
export interface MovingPrice {
  readonly gameId: number;
  /** The outcome at its price now. */
  readonly event: CouponEvent & { readonly g: MarketGroup; readonly t: OutcomeType };
  /** Kick-off, epoch milliseconds. */
  readonly start: number;
  /** When the price has first moved the way asked, epoch milliseconds (mid-tick). */
  readonly at: number;
  readonly moved: number;
}

/** The game's home win over the whole game (no period, no line), unless suspended. */
const homeWin = (sim: FeedSimulator, gameId: number, now: number) => {
  const fixture = sim.fixture(gameId)!;
  const view = sim.view(fixture, now, { all: true, asian: false });
  return view.status === 'line'
    ? view.outcomes.find(
        (o) => o.g === G.result && o.t === T.win1 && !o.b && o.p === undefined && !o.pe,
      )
    : undefined;
};

/**
 * `count` line games (kick-off at least `leadHours` away) whose home win's price goes `up` (or
 * down) before kick-off, each with the first moment it has. Their prices hold for two minutes at
 * least from `now`: a test's calls land on the price it read.
 */
export function movingPrices(
  sim: FeedSimulator,
  now: number,
  {
    count = 1,
    way = 'up',
    leadHours = 6,
  }: { count?: number; way?: 'up' | 'down'; leadHours?: number } = {},
): MovingPrice[] {
  const found: MovingPrice[] = [];
  const games = sim
    .games('line', now)
    .filter((f) => !f.event && f.champ.kind !== 'virtual' && f.start > now + leadHours * HOUR_MS);
  for (const fixture of games) {
    if (found.length === count) break;
    const outcome = homeWin(sim, fixture.id, now);
    const steady = homeWin(sim, fixture.id, now + 2 * 60_000);
    if (!outcome || steady?.c !== outcome.c) continue;
    const seen = priceThousandths(outcome.c)!;
    for (let at = now + TICK_MS; at < fixture.start - HOUR_MS; at += TICK_MS) {
      const later = homeWin(sim, fixture.id, at);
      if (!later) break;
      const moved = priceThousandths(later.c)!;
      if (way === 'up' ? moved > seen : moved < seen) {
        // Mid-tick: the price found holds a while either side of the moment.
        const settled = homeWin(sim, fixture.id, at + 2 * 60_000);
        if (settled?.c !== later.c) continue;
        found.push({
          gameId: fixture.id,
          event: { gameId: fixture.id, g: G.result, t: T.win1, c: outcome.c },
          start: fixture.start,
          at: at + 60_000,
          moved: later.c,
        });
        break;
      }
    }
  }
  if (found.length < count) throw new Error(`only ${found.length} of ${count} moving prices`);
  return found;
}

/** What the platform's `bet_requests` account holds in tenge (the stakes of waiting requests). */
export const heldNow = async (db: Queryable) =>
  balanceOf(db, await platformAccount(db, 'bet_requests', 7));

/** The sum of the stakes of waiting requests, from their rows (the hold must equal it). */
export async function waitingStakes(db: Queryable): Promise<bigint> {
  const [row] = await db.query<{ cents: string }>(
    `SELECT COALESCE(SUM(stake * 100), 0)::bigint::text AS cents FROM bet_requests
     WHERE status = 'waiting' AND currency_id = 7`,
  );
  return BigInt(row!.cents);
}

/** The ledger's movements of a request, in order: held, then placed or released (once). */
export async function movementsOf(db: Queryable, requestId: number): Promise<string[]> {
  const rows = await db.query<{ kind: string }>(
    `SELECT kind FROM ledger_transactions WHERE meta ->> 'request' = $1 ORDER BY id`,
    [String(requestId)],
  );
  return rows.map((r) => r.kind);
}
