import { describe, expect, it } from 'vitest';

import { MARKET_GROUP as G, outcomeKey } from '../../src/lib/feed/bet-types.ts';
import { FeedSimulator } from '../feed/sim/simulator.ts';
import { couponPrices } from './coupon-prices.ts';

/** A fixed moment of a fixed world: the same games, play and prices every run. */
const NOW = Date.UTC(2025, 0, 15, 18, 0, 0);
const sim = new FeedSimulator({
  seed: 'quote',
  speed: 1,
  density: 1,
  horizonDays: 7,
  now: () => NOW,
});

describe('a coupon’s prices at the feed’s now (UpdateCoupon)', () => {
  it('answers every selection: its price, whether it moved, and why it cannot be bet on', () => {
    const line = sim.games('line', NOW)[0]!;
    const o = sim
      .view(line, NOW, { all: true, asian: false })
      .outcomes.find((x) => x.g === G.result)!;
    const suspended = sim
      .games('live', NOW)
      .map((f) => sim.view(f, NOW, { all: true, asian: false }))
      .find((v) => v.outcomes.some((x) => x.b))!;
    const locked = suspended.outcomes.find((x) => x.b)!;
    const finished = sim.games('finished', NOW)[0]!;
    const { g, t, p, pe } = o;
    const outcome = {
      g,
      t,
      ...(p === undefined ? {} : { p }),
      ...(pe === undefined ? {} : { pe }),
    };
    const prices = couponPrices(
      sim,
      NOW,
      [
        { gameId: line.id, ...outcome, c: o.c },
        { gameId: line.id, ...outcome, c: o.c + 0.25 },
        { gameId: line.id, ...outcome },
        { gameId: suspended.fixture.id, g: locked.g, t: locked.t, p: locked.p, c: locked.c },
        { gameId: finished.id, g: 1, t: 1, c: 2 },
        { gameId: line.id, ...outcome, pe: 9 },
      ],
      'en',
    );
    const key = outcomeKey(line.id, o);
    expect(prices[0]).toEqual({
      index: 0,
      key,
      ...outcome,
      gameId: line.id,
      c: o.c,
      cSeen: o.c,
      changed: false,
      suspended: false,
    });
    expect(prices[1]).toMatchObject({ c: o.c, cSeen: o.c + 0.25, changed: true, suspended: false });
    // No price shown: nothing to have moved from.
    expect(prices[2]).toMatchObject({ c: o.c, changed: false, suspended: false });
    expect(prices[2]).not.toHaveProperty('cSeen');
    // A suspended market keeps its last price; a finished game and a period not offered have none.
    expect(prices[3]).toMatchObject({ c: locked.c, suspended: true, reason: 'suspended' });
    expect(prices[4]).toMatchObject({
      key: `${finished.id}:0:1:1:0`,
      c: null,
      changed: false,
      suspended: true,
      reason: 'game_unavailable',
    });
    expect(prices[5]).toMatchObject({ c: null, suspended: true, reason: 'outcome_unavailable' });
  });
});
