import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

import { SESSION_COOKIE } from '../auth/sessions.ts';
import { newTotpSecret } from '../auth/totp.ts';
import { solveCaptcha } from './registration-helpers.ts';

const HOST = 'localhost:8080';

/** A new one-click player of the base variant: its id (as the login) and password. */
export async function newPlayer(app: FastifyInstance): Promise<{ id: string; password: string }> {
  const { userId, password } = (await registerOneClick(app)).json<{
    data: { attributes: { userId: number; password: string } };
  }>().data.attributes;
  return { id: String(userId), password: Buffer.from(password, 'base64').toString('utf8') };
}

/** A one-click registration of a variant (the base one, tenge, unless told): its answer. */
async function registerOneClick(
  app: FastifyInstance,
  { host = HOST, currency = 7 }: { host?: string; currency?: number } = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/web/registration/v1/register',
    headers: { host, 'x-captcha-token': await solveCaptcha(app) },
    payload: {
      type: 'fast_reg',
      fields: { country_id: 1, currency_id: currency, 'agree-policy': true },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** Gives a player an e-mail address and a phone (one-click players have neither). */
export async function withContacts(app: FastifyInstance, id: string) {
  const contacts = { email: `player${id}@betframe.test`, phone: `+7702${id.padStart(7, '0')}` };
  await app.db.query('UPDATE players SET email = $2, phone = $3 WHERE id = $1', [
    Number(id),
    contacts.email,
    contacts.phone,
  ]);
  return contacts;
}

/** Turns two-factor on for a player, as a confirmed QR code would (the enabling calls have their own tests). */
export async function withTwoFactor(app: FastifyInstance, id: string): Promise<string> {
  const secret = newTotpSecret();
  await app.db.query('UPDATE players SET two_factor_secret = $2 WHERE id = $1', [
    Number(id),
    secret,
  ]);
  return secret;
}

/** POST /user/auth from an address, with a solved captcha when asked. */
export function signInCall(
  app: FastifyInstance,
  payload: Record<string, unknown>,
  options: { remoteAddress?: string; captchaToken?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/user/auth',
    headers: {
      host: HOST,
      ...(options.captchaToken ? { 'x-captcha-token': options.captchaToken } : {}),
    },
    payload,
    remoteAddress: options.remoteAddress ?? '10.0.0.1',
  });
}

/** The session cookie an answer set, as a Cookie header. */
export const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? ''}`;

/** The user token (for `x-auth`) a session cookie gets. */
export async function bearerOf(app: FastifyInstance, cookie: string, host = HOST): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/web-api/user/gettoken',
    headers: { cookie, host },
  });
  return res.json<{ data: { data: { token: string } } }>().data.data.token;
}

/** The messages the outbox holds for a recipient, newest first. */
export async function outboxOf(app: FastifyInstance, to: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/__dev/outbox?to=${encodeURIComponent(to)}`,
  });
  return res.json<{ data: { channel: string; subject: string | null; body: string }[] }>().data;
}

/**
 * A new one-click player of a variant (the base one, tenge, unless told), signed in by registering:
 * the session cookie and the headers of their calls (host and `x-auth`).
 */
export async function registeredPlayer(
  app: FastifyInstance,
  options: { host?: string; currency?: number } = {},
) {
  const cookie = cookieOf(await registerOneClick(app, options));
  const host = options.host ?? HOST;
  return { cookie, headers: { host, 'x-auth': `Bearer ${await bearerOf(app, cookie, host)}` } };
}

/** A new player of the base variant (tenge), as registeredPlayer, with their id (the newest). */
export async function registeredPlayerWithId(app: FastifyInstance) {
  const { headers } = await registeredPlayer(app);
  const [row] = await app.db.query<{ id: number }>('SELECT max(id) AS id FROM players');
  return { id: row!.id, headers };
}
