import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

import { SESSION_COOKIE } from '../auth/sessions.ts';

export const HOST = 'localhost:8080';

type Headers = Record<string, string>;

/**
 * A browser driving the platform through its routes only (codes from the dev outbox, the puzzle
 * read through the dev route, the way a demo does), noting every personal value and secret it
 * types or is given, so that a test can look for each of them in the server's log.
 */
export class LogVisitor {
  readonly secrets = new Set<string>();
  constructor(readonly app: FastifyInstance) {}

  /** Remembers values that must never reach the log (empty ones are ignored). */
  secret(...values: unknown[]): void {
    for (const value of values)
      if (typeof value === 'string' && value.length > 0) this.secrets.add(value);
  }

  async get(url: string, headers: Headers = {}): Promise<LightMyRequestResponse> {
    return this.noteCookies(
      await this.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } }),
    );
  }

  async send(
    method: 'POST' | 'PUT',
    url: string,
    payload: unknown,
    headers: Headers = {},
  ): Promise<LightMyRequestResponse> {
    return this.noteCookies(
      await this.app.inject({
        method,
        url,
        headers: { host: HOST, ...headers },
        payload: payload as Record<string, unknown>,
      }),
    );
  }

  /** A page navigation, as the browser makes when a provider or a link sends it back to the site. */
  navigate(url: string): Promise<LightMyRequestResponse> {
    return this.get(url, { accept: 'text/html' });
  }

  /** Solves the puzzle as a player who sees it: loads both images, drags the piece to the gap. */
  async captcha(): Promise<string> {
    const challenge = (await this.send('POST', '/puzzle-api/challenge', {})).json<{
      id: string;
      background: string;
      piece: string;
    }>();
    this.secret(challenge.id);
    await this.get(challenge.background);
    await this.get(challenge.piece);
    const gap = (await this.get(`/__dev/captcha/${challenge.id}`)).json<{ data: { x: number } }>();
    const res = await this.send('POST', '/puzzle-api/verify', {
      id: challenge.id,
      x: gap.data.x,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { token } = res.json<{ token: string }>();
    this.secret(token);
    return token;
  }

  /** The newest message the platform "sent" to a phone or an e-mail address. */
  async lastMessage(to: string): Promise<string> {
    const res = await this.get(`/__dev/outbox?to=${encodeURIComponent(to)}`);
    const body = res.json<{ data: { body: string }[] }>().data[0]?.body ?? '';
    expect(body, `a message for ${to}`).not.toBe('');
    return body;
  }

  /** The one-time code in the newest message to `to`. */
  async lastCode(to: string): Promise<string> {
    const code = /\b(\d{4,8})\b/.exec(await this.lastMessage(to))?.[1] ?? '';
    this.secret(code);
    return code;
  }

  /** The user token of a session cookie, and its x-auth header. */
  async auth(cookie: string): Promise<Headers> {
    const res = await this.get('/web-api/user/gettoken', { cookie });
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json<{ data: { data: { token: string } } }>().data.data.token;
    this.secret(token);
    return { 'x-auth': `Bearer ${token}` };
  }

  private noteCookies(res: LightMyRequestResponse): LightMyRequestResponse {
    for (const cookie of res.cookies) if (cookie.name === SESSION_COOKIE) this.secret(cookie.value);
    return res;
  }
}

/** The `cookie` header of a response's session. */
export const sessionCookie = (res: LightMyRequestResponse): string => {
  const value = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
  expect(value, res.body).toBeTruthy();
  return `${SESSION_COOKIE}=${value}`;
};
