import type { FastifyInstance, FastifyRequest } from 'fastify';

import { splitRequestUrl } from '../http/request-url.ts';

/** Page-request headers that describe the page, not the player: the app's own calls set theirs. */
const NOT_FORWARDED = new Set([
  'accept',
  'accept-encoding',
  'connection',
  'content-length',
  'content-type',
  'if-modified-since',
  'if-none-match',
  'upgrade-insecure-requests',
]);

/** The cookies a render's calls set, for the page's answer (the browser would have had them). */
export type SetCookies = string[];

/**
 * A fetch answered by the platform in-process, as if the page's own browser asked: the page
 * request's cookies, language, host and proxy headers, from the page request's address (so
 * budgets and proxy trust judge it as they judge the browser).
 */
export function inProcessFetch(
  app: FastifyInstance,
  page: FastifyRequest,
  setCookies: SetCookies,
): typeof fetch {
  const forwarded: Record<string, string> = {};
  for (const [name, value] of Object.entries(page.headers))
    if (typeof value === 'string' && !NOT_FORWARDED.has(name) && !name.startsWith('sec-fetch-'))
      forwarded[name] = value;
  return async (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/]+/i.exec(href)?.[0];
    // Another site (a variant's dictionary CDN) is asked over the network, as the browser would.
    if (origin && new URL(origin).host !== page.headers.host) return fetch(input, init);
    const { path, query } = splitRequestUrl(origin ? href.slice(origin.length) : href);
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: query ? `${path}?${query}` : path,
      headers: { ...forwarded, ...Object.fromEntries(new Headers(init?.headers).entries()) },
      remoteAddress: page.socket.remoteAddress ?? '127.0.0.1',
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const cookies = res.headers['set-cookie'];
    if (cookies) setCookies.push(...(Array.isArray(cookies) ? cookies : [String(cookies)]));
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers))
      if (value !== undefined && name !== 'set-cookie') headers.set(name, String(value));
    return new Response(
      res.statusCode === 304 || res.statusCode === 204 ? null : new Uint8Array(res.rawPayload),
      {
        status: res.statusCode,
        headers,
      },
    );
  };
}
