import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectOnContract } from '../fuzz/answer-check.ts';
import { FUZZ_RUNS, FUZZ_SEED } from '../fuzz/fuzz-run.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const RUNS = FUZZ_RUNS * 3;
const SEED = FUZZ_SEED;

const PLAYERS = '/service-api/LineFeed/GetAvailablePlayersForDuel';
const BUILD = '/service-api/LineFeed/BuildDuel';

describe.each(testDbKinds())(
  'fuzzing the duels on %s finds no 5xx and no answer off its contract',
  (kind) => {
    let app: FastifyInstance;
    let ids: string[] = [];
    let gameIds: number[] = [];
    beforeAll(async () => {
      app = await buildTestServer(
        { distDir: '/nonexistent', feed: { seed: 'duels-fuzz', recordEveryMs: 0 } },
        kind,
      );
      const res = await app.inject({ method: 'GET', url: `${PLAYERS}?count=5` });
      const data = res.json<{ data: { players: { id: string; gameId: number }[] } }>().data;
      ids = data.players.map((p) => p.id);
      gameIds = [...new Set(data.players.map((p) => p.gameId))];
    }, 60_000);
    afterAll(() => app.close());

    const checked = (method: string, url: string, res: LightMyRequestResponse) =>
      expectOnContract(res, method, url);

    it('lists players and builds duels from real, foreign, malformed and repeated ids', async () => {
      expect(ids.length).toBe(100);
      // A player id: one listed, one of a listed game at a place or team it has not, or any text.
      const id = fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...ids) },
        {
          weight: 2,
          arbitrary: fc
            .record({
              game: fc.oneof(fc.constantFrom(...gameIds), fc.integer({ min: 0, max: 2 ** 31 })),
              team: fc.integer({ min: 0, max: 9_999_999_999 }),
              place: fc.integer({ min: 0, max: 99 }),
            })
            .map(({ game, team, place }) => `${game}/${team}-${place}`),
        },
        { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
      );
      const build = fc
        .record(
          {
            team1Ids: fc.array(id, { minLength: 0, maxLength: 13 }),
            team2Ids: fc.oneof(fc.array(id, { minLength: 0, maxLength: 13 }), fc.constant(null)),
            lng: fc.constantFrom('en', 'ru', 'ar', 'xx', 'english'),
            extra: fc.constant(1),
          },
          { requiredKeys: ['team1Ids'] },
        )
        .map((body) => ({ method: 'POST' as const, url: BUILD, body }));
      const list = fc
        .record(
          {
            sport: fc.oneof(fc.constantFrom(1, 2, 4, 14, 4005, 301), fc.integer()),
            champ: fc.oneof(fc.constantFrom(1000, 1001, 14000, 4000), fc.integer()),
            game: fc.oneof(fc.constantFrom(...gameIds), fc.integer()),
            count: fc.integer({ min: -2, max: 60 }),
            lng: fc.constantFrom('en', 'kk', 'pt', 'x'),
          },
          { requiredKeys: [] },
        )
        .map((q) => ({
          method: 'GET' as const,
          url: `${PLAYERS}?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`,
        }));
      let builtCount = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.oneof(build, list), { minLength: 1, maxLength: 4 }),
          async (calls) => {
            for (const c of calls) {
              const res = await app.inject({
                method: c.method,
                url: c.url,
                ...('body' in c ? { payload: c.body } : {}),
              });
              checked(c.method, c.url, res);
              if (res.statusCode === 200 && c.method === 'POST') builtCount += 1;
            }
          },
        ),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      // The stored duels are the sets that were built, each once.
      const [stored] = await app.db.query<{ n: number; keys: number }>(
        'SELECT count(*)::int AS n, count(DISTINCT key)::int AS keys FROM feed_duels',
      );
      expect(stored!.n).toBe(stored!.keys);
      expect(stored!.n).toBeLessThanOrEqual(builtCount);
    });
  },
);
