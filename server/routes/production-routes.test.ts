import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STANDIN_PATH_PREFIXES } from '../standin/standins-setting.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

/** Every route path the server registered, rebuilt from Fastify's route tree. */
async function registeredPaths(app: FastifyInstance): Promise<string[]> {
  await app.ready();
  const stack: string[] = [];
  const paths: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(`${stack.at(-1) ?? ''}${match[2]}`);
    paths.push(stack.at(-1)!);
  }
  return paths;
}

const isDevelopmentPath = (path: string) => path.startsWith('/__dev/');
const isStandinPath = (path: string) =>
  STANDIN_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));

/**
 * What production serves, counted from the routes themselves rather than from a list of known
 * paths: a development route or stand-in added later is caught without touching this test.
 */
describe.each(testDbKinds())('the routes production serves, on %s', (kind) => {
  const servers: FastifyInstance[] = [];
  const build = async (production: boolean, standins?: boolean) => {
    const app = await buildTestServer({ distDir: '/nonexistent', production, standins }, kind);
    servers.push(app);
    return registeredPaths(app);
  };
  let development: string[];
  beforeAll(async () => {
    development = await build(false);
  });
  afterAll(() => Promise.all(servers.map((app) => app.close())));

  it('development has its /__dev/ routes (the clock, the captcha’s solve, the outbox, the operator’s decisions) and every stand-in', () => {
    for (const path of [
      '/__dev/clock',
      '/__dev/captcha/:id',
      '/__dev/outbox',
      '/__dev/withdrawals/decide',
      '/__dev/bet-requests/decide',
    ])
      expect(development).toContain(path);
    for (const prefix of STANDIN_PATH_PREFIXES)
      expect(
        development.some((path) => path.startsWith(prefix)),
        prefix,
      ).toBe(true);
  });

  it('production without BETFRAME_STANDINS has no development route and no stand-in', async () => {
    const production = await build(true);
    expect(production.filter((p) => isDevelopmentPath(p) || isStandinPath(p))).toEqual([]);
    // Everything else development serves is still there.
    expect(development.filter((p) => !isDevelopmentPath(p) && !isStandinPath(p))).toEqual(
      production,
    );
  });

  it('production with the stand-ins switched on still has no development route', async () => {
    const production = await build(true, true);
    expect(production.filter(isDevelopmentPath)).toEqual([]);
    expect(production.filter(isStandinPath).length).toBeGreaterThan(0);
  });
});
