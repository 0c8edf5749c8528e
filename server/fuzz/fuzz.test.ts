import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { RouteEntry } from '../contract.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { answerProblem } from './answer-check.ts';
import { buildFuzzServer, injectPlan } from './fuzz-harness.ts';
import { planArbitrary } from './fuzz-request.ts';
import { FUZZ_RUNS, FUZZ_SEED } from './fuzz-run.ts';
import { FUZZ_SAMPLES } from './fuzz-samples.ts';
import { notFoundPlans, PAGE_CONTRACT } from './not-found-plans.ts';
import { contractProblems, routeContracts, routeKey } from './route-contracts.ts';

/** Runs per route and mode (HEAD, which shares its GET's handler, gets a fifth). */
const RUNS = FUZZ_RUNS;
/** Room for routes that hash a password on every request (sign-in, registration). */
const TIMEOUT = 30_000 + RUNS * 1_000;
/** A run is replayed exactly with FUZZ_SEED=<the seed its failure prints>. */
const SEED = FUZZ_SEED;

// The routes of the running platform, however they were added: the suite needs no list of its own.
const probe = await buildFuzzServer();
await probe.ready();
const live: RouteEntry[] = [...probe.routeTable];
await probe.close();
const contracts = routeContracts();

const seedOf = (name: string) =>
  [...name].reduce((hash, ch) => (hash * 31 + ch.charCodeAt(0)) | 0, SEED);

/**
 * Whether `path` names a route of `app`. hasRoute reads the path as a route pattern, and throws
 * on one no route could have (a `*` before its end): such a path names none.
 */
function namesRoute(app: FastifyInstance, method: string, path: string): boolean {
  try {
    return app.hasRoute({ method, url: path });
  } catch {
    return false;
  }
}

async function fuzz<T>(
  name: string,
  plans: fc.Arbitrary<T>,
  runs: number,
  check: (plan: T) => Promise<void>,
) {
  try {
    await fc.assert(fc.asyncProperty(plans, check), {
      numRuns: runs,
      seed: seedOf(name),
      endOnFailure: true,
    });
  } catch (error) {
    // fast-check keeps what the check threw as the cause: the answer that was wrong.
    const { message, cause } = error as Error;
    const reason = cause instanceof Error ? `\n${cause.message}` : '';
    throw new Error(`${name} (replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS})${reason}\n${message}`);
  }
}

describe('every route of the running platform has its contract in schemas/api', () => {
  it.each(live.map((route) => [routeKey(route), route] as const))('%s', (key, route) => {
    expect(contractProblems(route, contracts[key])).toEqual([]);
  });

  it('lists no route the platform does not have', () => {
    const keys = new Set(live.map(routeKey));
    expect(Object.keys(contracts).filter((key) => !keys.has(key))).toEqual([]);
  });
});

describe.each(testDbKinds())(
  'fuzzing every route on %s finds no 5xx and no answer off its contract',
  (kind) => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildFuzzServer(kind);
      await app.ready();
    }, 60_000);
    afterAll(() => app.close());

    const cases = live.flatMap((route) =>
      (['anonymous', 'signed in'] as const).map(
        (mode) => [`${route.method} ${route.url} (${mode})`, route, mode] as const,
      ),
    );
    it.each(cases)(
      '%s',
      async (name, route, mode) => {
        const contract = contracts[routeKey(route)];
        if (!contract)
          throw new Error(`${routeKey(route)} has no contract in schemas/api/routes/index.json`);
        const runs = route.method === 'HEAD' ? Math.max(1, Math.round(RUNS / 5)) : RUNS;
        await fuzz(name, planArbitrary(route, contract, FUZZ_SAMPLES), runs, async (plan) => {
          const res = await injectPlan(app, plan, mode === 'signed in');
          const problem = answerProblem(res, plan.method, contract);
          if (problem) throw new Error(`${plan.method} ${plan.url.slice(0, 300)}: ${problem}`);
        });
      },
      TIMEOUT,
    );

    it('answers any other method and path with the page or a 404 in the error shape', async () => {
      await fuzz('no route', notFoundPlans, RUNS * 2, async (plan) => {
        // A path made of the vocabulary's segments can name a real route (POST /registration):
        // that one is fuzzed with its own contract above.
        const path = plan.url.split('?')[0]!;
        if (namesRoute(app, plan.method, path)) return;
        const res = await injectPlan(app, plan, false);
        const problem = answerProblem(res, plan.method, PAGE_CONTRACT);
        if (problem) throw new Error(`${plan.method} ${plan.url.slice(0, 300)}: ${problem}`);
      });
    });
  },
);
