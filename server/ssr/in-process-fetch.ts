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

type InjectResponse = Awaited<ReturnType<FastifyInstance['inject']>>;

interface InjectFetchOptions {
  /** The headers a browser would add (host, cookies, …); the call's own go over them. */
  readonly headers: () => Record<string, string>;
  /** The address the platform sees the call from. */
  readonly remoteAddress?: string;
  /** Sees each answer as the platform gave it (its cookies above all). */
  readonly onAnswer?: (res: InjectResponse) => void;
}

/** A fetch whose every call is answered by the platform in-process (`app.inject`). */
export function injectFetch(app: FastifyInstance, options: InjectFetchOptions): typeof fetch {
  return async (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/]+/i.exec(href)?.[0];
    const { path, query } = splitRequestUrl(origin ? href.slice(origin.length) : href);
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: query ? `${path}?${query}` : path,
      headers: {
        ...options.headers(),
        ...Object.fromEntries(new Headers(init?.headers).entries()),
      },
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    options.onAnswer?.(res);
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers))
      if (value !== undefined && name !== 'set-cookie') headers.set(name, String(value));
    const empty = res.statusCode === 304 || res.statusCode === 204;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers,
    });
  };
}

/**
 * A fetch answered by the platform in-process, as if the page's own browser asked: the page
 * request's cookies, language, host and proxy headers, from the page request's address (so
 * budgets and proxy trust judge it as they judge the browser). Another site (a variant's
 * dictionary CDN) is asked over the network, as the browser would.
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
  const platform = injectFetch(app, {
    headers: () => forwarded,
    remoteAddress: page.socket.remoteAddress ?? '127.0.0.1',
    onAnswer: (res) => {
      const cookies = res.headers['set-cookie'];
      if (cookies) setCookies.push(...(Array.isArray(cookies) ? cookies : [String(cookies)]));
    },
  });
  return (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/]+/i.exec(href)?.[0];
    return origin && new URL(origin).host !== page.headers.host
      ? fetch(input, init)
      : platform(input, init);
  };
}
