import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

import { SESSION_COOKIE } from '../auth/sessions.ts';
import { solveCaptcha } from './registration-helpers.ts';

export const SOCIAL_HOST = 'localhost:8080';
export const SOCIAL_REDIRECT = `http://${SOCIAL_HOST}/en/social/callback`;

/** An account at the stand-in provider: what its user types on the provider's sign-in page. */
export interface ProviderAccount {
  readonly email: string;
  readonly password: string;
  readonly name?: string;
}

interface Trip {
  readonly provider?: string;
  readonly redirectUri?: string;
  readonly host?: string;
}

let trips = 0;

/** What the browser sends when the player submits the stand-in provider's sign-in page. */
export function approveAtProvider(
  app: FastifyInstance,
  fields: Readonly<Record<string, string>>,
  trip: Trip = {},
): Promise<LightMyRequestResponse> {
  const form = new URLSearchParams({
    provider: trip.provider ?? 'google',
    redirect_uri: trip.redirectUri ?? SOCIAL_REDIRECT,
    state: `state-${++trips}-abcdef`,
    lang: 'en',
    ...fields,
  });
  return app.inject({
    method: 'POST',
    url: '/oauth/approve',
    headers: {
      host: trip.host ?? SOCIAL_HOST,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: form.toString(),
  });
}

/** The authorisation code the provider's redirect back carries, or undefined when it sent none. */
export function codeOf(res: LightMyRequestResponse): string | undefined {
  if (res.statusCode !== 302 && res.statusCode !== 303) return undefined;
  return new URL(String(res.headers.location)).searchParams.get('code') ?? undefined;
}

/** Signs in (or up) at the provider with the account: the code it sends back to the site. */
export async function signInAtProvider(
  app: FastifyInstance,
  account: ProviderAccount,
  trip: Trip = {},
): Promise<string> {
  const res = await approveAtProvider(
    app,
    { email: account.email, password: account.password, name: account.name ?? '' },
    trip,
  );
  const code = codeOf(res);
  expect(code, res.body).toBeTruthy();
  return code!;
}

/** The platform's exchange of a provider's code (POST /socauth/auth). */
export const exchangeCode = (app: FastifyInstance, code: string, trip: Trip = {}) =>
  app.inject({
    method: 'POST',
    url: '/socauth/auth',
    headers: { host: trip.host ?? SOCIAL_HOST },
    payload: {
      provider: trip.provider ?? 'google',
      code,
      redirect_uri: trip.redirectUri ?? SOCIAL_REDIRECT,
    },
  });

/** Whether an answer opened a session (set the session cookie). */
export const openedSession = (res: LightMyRequestResponse) =>
  res.cookies.some((c) => c.name === SESSION_COOKIE && c.value !== '');

/** A new player registered (soc_reg) with this provider account: the player's id. */
export async function socialPlayer(app: FastifyInstance, account: ProviderAccount) {
  const first = await exchangeCode(app, await signInAtProvider(app, account));
  const { socialToken } = first.json<{ registration: { socialToken: string } }>().registration;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/web/registration/v1/register',
    headers: { host: SOCIAL_HOST, 'x-captcha-token': await solveCaptcha(app) },
    payload: {
      type: 'soc_reg',
      fields: { country_id: 1, currency_id: 7, 'agree-policy': true, social_token: socialToken },
    },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  return registered.json<{ data: { attributes: { userId: number } } }>().data.attributes.userId;
}
