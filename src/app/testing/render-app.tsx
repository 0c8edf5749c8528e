import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FastifyInstance } from 'fastify';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { onTestFinished } from 'vitest';

import type { PreferencesStore } from '@/lib/preferences/preferences-store';

import { injectFetch } from '../../../server/ssr/in-process-fetch.ts';
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
  return injectFetch(server, {
    headers: () => {
      const cookie = cookies?.header();
      return { host, ...(cookie ? { cookie } : {}), ...extra };
    },
    onAnswer: (res) => cookies?.store(res.cookies),
  });
}

/**
 * The page's `document.cookie`: the jar's readable cookies, and the page's own writes (the user
 * token, consent) go into the same jar, so a browser coming back with it has them (jsdom's global
 * document outlives the test); `<html lang dir>` is jsdom's.
 */
function pageDocument(jar: CookieJar): PageDocument {
  return {
    get cookie() {
      return jar.readable();
    },
    set cookie(line: string) {
      jar.write(line);
    },
    documentElement: document.documentElement,
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
    /** Signs a player in on the platform while the page is open (as another tab would). */
    signIn: (player: { email: string; password: string }) => signIn(transport, player),
    user: userEvent.setup(),
  };
}
