import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { GROUP_OF, outcomeKey, outcomeOfKey, type OutcomeType } from './bet-types';

describe('outcomeOfKey', () => {
  it('gives back the game and outcome an outcomeKey was made of', () => {
    const types = Object.keys(GROUP_OF).map(Number) as OutcomeType[];
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.constantFrom(...types),
        fc.option(
          fc.integer({ min: -400, max: 400 }).map((q) => q / 4),
          { nil: undefined },
        ),
        fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }),
        (gameId, t, p, pe) => {
          const outcome = { g: GROUP_OF[t], t, ...(p ? { p } : {}), ...(pe ? { pe } : {}) };
          const key = outcomeKey(gameId, outcome);
          expect(outcomeOfKey(key)).toEqual({ gameId, outcome });
        },
      ),
    );
  });

  it('names nothing for a text that is not a key', () => {
    expect(outcomeOfKey('1:0:1:1')).toBeUndefined();
    expect(outcomeOfKey('a:0:1:1:0')).toBeUndefined();
  });
});
