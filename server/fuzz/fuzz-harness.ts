import { gzipSync } from 'node:zlib';

import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

import { openSession, SESSION_COOKIE } from '../auth/sessions.ts';
import { DEMO_PLAYER } from '../db/seed.ts';
import { tempTree } from '../testing/temp-tree.ts';
import type { DbKind } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';
import type { Plan } from './wire.ts';

const HOST = 'localhost:8080';

/**
 * The platform as the fuzz suite sees it: every route there is (stand-ins on, development routes
 * on) and a built frontend of one page, so the page fallback and its head are fuzzed too.
 */
export async function buildFuzzServer(kind: DbKind = 'pglite'): Promise<FastifyInstance> {
  const dist = tempTree({
    'index.html': '<!doctype html><html><head><title>x</title></head></html>',
  });
  const app = await buildTestServer({ distDir: dist.dir, standins: true, production: false }, kind);
  app.addHook('onClose', dist.remove);
  return app;
}

/** A fresh session of the demo player: cookie, user token, service token, same-origin header. */
async function signedInHeaders(app: FastifyInstance): Promise<Record<string, string>> {
  const { session, cookie } = await openSession(app.db, await demoPlayerId(app));
  const userToken = await app.userTokenFor(session, DEMO_PLAYER.partner);
  const { token } = await app.serviceTokenFor(session, DEMO_PLAYER.partner);
  return {
    cookie: `${SESSION_COOKIE}=${cookie}`,
    'x-auth': `Bearer ${userToken}`,
    authorization: `Bearer ${token}`,
    origin: `http://${HOST}`,
  };
}

const demoIds = new WeakMap<FastifyInstance, number>();
async function demoPlayerId(app: FastifyInstance): Promise<number> {
  const known = demoIds.get(app);
  if (known !== undefined) return known;
  const [row] = await app.db.query<{ id: number }>(
    'SELECT id FROM players WHERE partner = $1 AND email = $2',
    [DEMO_PLAYER.partner, DEMO_PLAYER.email],
  );
  demoIds.set(app, row!.id);
  return row!.id;
}

/** A solved captcha token, the way the e2e tests get one (the development route tells the gap). */
export async function solvedCaptcha(app: FastifyInstance, remoteAddress: string): Promise<string> {
  const opened = await app.inject({
    method: 'POST',
    url: '/puzzle-api/challenge',
    headers: { host: HOST },
    remoteAddress,
  });
  const id = opened.json<{ id?: string }>().id;
  if (!id) return 'no-challenge';
  const answer = await app.inject({
    method: 'GET',
    url: `/__dev/captcha/${id}`,
    headers: { host: HOST },
  });
  const x = answer.json<{ data?: { x: number } }>().data?.x ?? 0;
  const solved = await app.inject({
    method: 'POST',
    url: '/puzzle-api/verify',
    headers: { host: HOST },
    payload: { id, x },
    remoteAddress,
  });
  return solved.json<{ token?: string }>().token ?? 'unsolved';
}

/** The plan as a request: signed in when asked (the plan's own credentials headers then lose). */
export async function injectPlan(
  app: FastifyInstance,
  plan: Plan,
  signedIn: boolean,
): Promise<LightMyRequestResponse> {
  const headers = { ...plan.headers, ...(signedIn ? await signedInHeaders(app) : {}) };
  if (plan.captcha === 'solved')
    headers['x-captcha-token'] = await solvedCaptcha(app, plan.remoteAddress);
  else if (plan.captcha !== 'none') headers['x-captcha-token'] = plan.captcha;
  const options: InjectOptions = {
    method: plan.method,
    url: plan.url,
    headers,
    remoteAddress: plan.remoteAddress,
    ...(plan.payload === undefined
      ? {}
      : { payload: plan.gzip ? gzipSync(plan.payload) : plan.payload }),
  };
  return app.inject(options);
}
