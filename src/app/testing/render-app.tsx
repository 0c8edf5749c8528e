import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FastifyInstance } from 'fastify';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { onTestFinished } from 'vitest';

import type { PreferencesStore } from '@/lib/preferences/preferences-store';

import { buildTestServer } from '../../../server/testing/test-server.ts';
import type { AppServices, PageDocument } from '../app-services';
import { createApp } from '../create-app';
import { type CookieJar, createCookieJar } from './cookie-jar';

export interface RenderAppOptions {
  /** Host header the reference server sees (host mapping). */
  readonly host?: string;
  readonly headers?: Record<string, string>;
  readonly configDir?: string;
  /** Replace the transport entirely (for answers the reference server would never give). */
  readonly fetch?: typeof fetch;
  readonly routes?: (services: AppServices) => RouteObject[];
  /** A reference server still running from an earlier render (a player coming back to the site). */
  readonly server?: FastifyInstance;
  /** The browser's cookies (an earlier render's, for the same browser coming back). */
  readonly cookies?: CookieJar;
  /** The browser's languages (navigator.languages), most wanted first. */
  readonly languages?: readonly string[];
  /** Signs this player in on the platform (by e-mail) before the app starts, as an earlier visit would have. */
  readonly signedInAs?: { readonly email: string; readonly password: string };
  /** The app's preferences (the browser's, over jsdom's localStorage, when omitted). */
  readonly preferences?: PreferencesStore;
}

/** fetch → the reference server in-process (app.inject), so route tests run against real answers. */
export function fetchThrough(
  server: FastifyInstance,
  host: string,
  extra: Record<string, string> = {},
  cookies?: CookieJar,
): typeof fetch {
  return async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const cookie = cookies?.header();
    const res = await server.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { host, ...(cookie ? { cookie } : {}), ...extra, ...headers },
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    cookies?.store(res.cookies);
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers))
      if (value !== undefined) responseHeaders.set(name, String(value));
    return new Response(res.statusCode === 304 ? null : res.body, {
      status: res.statusCode,
      headers: responseHeaders,
    });
  };
}

/**
 * The page's `document.cookie`: the platform's readable cookies from the jar, and the ones the page
 * writes itself (the user token), kept with this render (jsdom's document outlives the test);
 * `<html lang dir>` is jsdom's.
 */
function pageDocument(jar: CookieJar): PageDocument {
  const own = new Map<string, string>();
  return {
    documentElement: document.documentElement,
    get cookie() {
      return [jar.readable(), ...[...own].map(([name, value]) => `${name}=${value}`)]
        .filter(Boolean)
        .join('; ');
    },
    set cookie(line: string) {
      const [name = '', value = ''] = (line.split(';')[0] ?? '').split('=');
      if (value) own.set(name.trim(), value);
      else own.delete(name.trim());
    },
  };
}

async function signIn(transport: typeof fetch, player: { email: string; password: string }) {
  const res = await transport('/user/auth', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'email', login: player.email, password: player.password }),
  });
  if (!res.ok) throw new Error(`renderApp: signing ${player.email} in failed (${res.status})`);
}

/**
 * Renders the whole app at `path` as `src/main.tsx` does (the same services, token hooks and
 * providers, from `createApp`), backed by the reference server on the sample configuration; only
 * the browser's parts differ (memory history, this test's cookie jar and storages).
 */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  const server =
    options.server ??
    (await buildTestServer({ distDir: '/nonexistent', configDir: options.configDir }));
  const cookies = options.cookies ?? createCookieJar();
  const transport =
    options.fetch ??
    fetchThrough(server, options.host ?? 'localhost:8080', options.headers, cookies);
  if (options.signedInAs) await signIn(transport, options.signedInAs);
  const { services, router, element } = await createApp({
    url: new URL(path, 'http://localhost'),
    fetch: transport,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    document: pageDocument(cookies),
    ...(options.languages ? { languages: options.languages } : {}),
    ...(options.preferences ? { preferences: options.preferences } : {}),
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [path] }),
    ...(options.routes ? { routes: options.routes } : {}),
  });
  // Token services watch the session store and keep timers: they end with the test.
  onTestFinished(() => services.stop());
  const view = render(element);
  return {
    ...view,
    /** Unmounts the page and stops its services (the visitor closed the tab). */
    unmount: () => {
      view.unmount();
      services.stop();
    },
    router,
    server,
    services,
    cookies,
    user: userEvent.setup(),
  };
}
