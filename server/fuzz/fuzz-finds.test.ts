import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answerProblem } from './answer-check.ts';
import { buildFuzzServer, injectPlan } from './fuzz-harness.ts';
import { planArbitrary } from './fuzz-request.ts';
import { FUZZ_SAMPLES } from './fuzz-samples.ts';
import { contractProblems, type RouteContract } from './route-contracts.ts';

// The suite's own check: a route that trusts its input unchecked, as a careless one would.
const CARELESS = { method: 'POST', url: '/test/careless' };
const CONTRACT: RouteContract = {
  body: 'sign-in.json#/$defs/authBody',
  response: 'session.json#/$defs/successResponse',
};

describe('the fuzz suite finds what it is for', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildFuzzServer();
    app.post<{ Body: { login: string } }>(CARELESS.url, async (request) => {
      if (request.body.login.trim() === '') return { success: false };
      return { success: true };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('a 5xx behind a route with no validation', async () => {
    const run = fc.assert(
      fc.asyncProperty(planArbitrary(CARELESS, CONTRACT, FUZZ_SAMPLES), async (plan) => {
        const res = await injectPlan(app, plan, false);
        const problem = answerProblem(res, plan.method, CONTRACT);
        if (problem) throw new Error(problem);
      }),
      { numRuns: 200, seed: 13, endOnFailure: true },
    );
    const failure = await run.then(
      () => undefined,
      (error: Error) => error,
    );
    expect((failure?.cause as Error | undefined)?.message).toMatch(/^500: /);
  });

  it('an answer off its contract, and a route with no entry', async () => {
    const res = await app.inject({ ...CARELESS, method: 'POST', payload: { login: ' ' } });
    expect(answerProblem(res, 'POST', CONTRACT)).toMatch(/off its contract/);
    expect(contractProblems(CARELESS, undefined)).toEqual([
      'POST /test/careless has no entry in schemas/api/routes/index.json',
    ]);
  });
});
