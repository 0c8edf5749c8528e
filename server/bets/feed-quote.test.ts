import { describe, expect, it } from 'vitest';

import { MARKET_GROUP as G, outcomeKey } from '../../src/lib/feed/bet-types.ts';
import { FeedSimulator } from '../feed/sim/simulator.ts';
import type { CouponEvent } from './bet-request.ts';
import { type Quote, quoteEvents } from './feed-quote.ts';
import { acceptedPrices } from './price-policy.ts';

/** A fixed moment of a fixed world: the same games, play and prices every run. */
const NOW = Date.UTC(2025, 0, 15, 18, 0, 0);
const sim = new FeedSimulator({
  seed: 'quote',
  speed: 1,
  density: 1,
  horizonDays: 7,
  now: () => NOW,
});
const eventOf = (gameId: number, o: Omit<CouponEvent, 'gameId'>): CouponEvent => ({ gameId, ...o });
const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as { status: number; messageKey: string; extra: Record<string, unknown> };
  }
  throw new Error('not refused');
};

describe('re-reading a coupon’s prices from the feed', () => {
  it('quotes a line outcome at the feed’s price with what the history names', () => {
    const game = sim.games('line', NOW)[0]!;
    const view = sim.view(game, NOW, { all: true, asian: false });
    const o = view.outcomes.find((x) => x.g === G.result)!;
    const [quote] = quoteEvents(sim, NOW, [eventOf(game.id, { ...o, c: 9.99 })], 'en');
    expect(quote).toMatchObject({
      key: outcomeKey(game.id, o),
      outcome: { c: o.c },
      live: false,
      team1: game.home.name,
      start: game.start,
    });
  });

  it('finds an Asian quarter line only the Asian view prices', () => {
    const game = sim.games('line', NOW)[0]!;
    const quarter = sim
      .view(game, NOW, { all: true, asian: true })
      .outcomes.find((o) => o.g === G.handicap && Math.abs((o.p ?? 0) % 0.5) === 0.25)!;
    expect(quarter).toBeDefined();
    const [quote] = quoteEvents(sim, NOW, [eventOf(game.id, quarter)], 'en');
    expect(quote!.outcome).toEqual(quarter);
  });

  it('names an outright’s participant, which the history shows long after the event', () => {
    const event = sim.longTermGames('line', NOW)[0]!;
    const o = sim.view(event, NOW, { all: true, asian: false }).outcomes[2]!;
    const [quote] = quoteEvents(sim, NOW, [eventOf(event.id, o)], 'en');
    expect(quote!.outcome.g).toBe(G.outright);
    expect(quote!.outcomeName).toBe(event.event!.participants[o.p! - 1]!.name);
  });

  it('refuses a suspended market, a finished game and an unknown one, naming each', () => {
    const suspended = sim
      .games('live', NOW)
      .map((f) => sim.view(f, NOW, { all: true, asian: false }))
      .find((v) => v.outcomes.some((o) => o.b))!;
    const finished = sim.games('finished', NOW)[0]!;
    const locked = suspended.outcomes[0]!;
    const refusal = refusalOf(() =>
      quoteEvents(
        sim,
        NOW,
        [
          eventOf(suspended.fixture.id, locked),
          eventOf(finished.id, { g: 1, t: 1, c: 2 }),
          eventOf(7, { g: 1, t: 1, c: 2 }),
        ],
        'en',
      ),
    );
    expect([refusal.status, refusal.messageKey]).toEqual([409, 'error_bet_selection_unavailable']);
    expect(refusal.extra.unavailable).toEqual([
      { index: 0, key: outcomeKey(suspended.fixture.id, locked), reason: 'suspended' },
      { index: 1, key: `${finished.id}:0:1:1:0`, reason: 'game_unavailable' },
      { index: 2, key: '7:0:1:1:0', reason: 'game_unavailable' },
    ]);
  });
});

describe('the odds-change policy', () => {
  const quote = (seen: number, now: number, index = 0): Quote =>
    ({ index, key: `k${index}`, event: { c: seen }, outcome: { c: now } }) as unknown as Quote;

  it.each([
    // seen, now, policy, placed at (undefined: refused)
    [1.85, 1.85, 0, 1.85],
    [1.85, 1.850_000_1, 0, 1.850_000_1],
    [1.85, 1.9, 0, undefined],
    [1.85, 1.8, 0, undefined],
    [1.85, 1.9, 1, 1.9],
    [1.85, 1.8, 1, undefined],
    [1.85, 1.8, 2, 1.8],
    [1.85, 2.5, 2, 2.5],
  ] as const)('seen %s, now %s, checkCf %s: placed at %s', (seen, now, policy, at) => {
    if (at === undefined) {
      const refusal = refusalOf(() => acceptedPrices([quote(seen, now)], policy));
      expect(refusal.messageKey).toBe('error_bet_prices_changed');
      expect(refusal.extra.changes).toEqual([{ index: 0, key: 'k0', seen, price: now }]);
    } else expect(acceptedPrices([quote(seen, now)], policy)).toEqual([at]);
  });

  it('names every changed price when one change is refused, the accepted ones too', () => {
    const refusal = refusalOf(() =>
      acceptedPrices([quote(2, 2.1, 0), quote(3, 3, 1), quote(1.5, 1.4, 2)], 1, '/bets/3'),
    );
    expect(refusal.extra.changes).toEqual([
      { index: 0, key: 'k0', seen: 2, price: 2.1 },
      { index: 2, key: 'k2', seen: 1.5, price: 1.4 },
    ]);
  });
});
