import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FastifyInstance } from 'fastify';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { onTestFinished, vi } from 'vitest';

import { preloadPieces } from '@/lib/lazy-piece/lazy-piece';
import type { PreferencesStore } from '@/lib/preferences/preferences-store';
import { routerReady } from '@/lib/router-ready';
import { hydratingElement } from '@/ssr/hydrate';
import { inlineAnswersFetch } from '@/ssr/inline-answers';
import type { PageRender } from '@/ssr/page-contract';

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
  /**
   * The platform renders the page first (the server bundle's `renderPage`, through this server)
   * and the app hydrates it as the browser does: `mismatches` lists what React had to render anew.
   */
  readonly serverRendered?: boolean;
  /** What the player does to the platform's page before its script runs (server-rendered only). */
  readonly beforeHydration?: (page: HTMLElement) => void;
}

/** The platform's render of `path` for this browser: its markup and the answers it inlines, or a redirect. */
async function renderOnPlatform(
  path: string,
  host: string,
  transport: typeof fetch,
  cookies: CookieJar,
  languages: readonly string[] = [],
) {
  const { renderPage } = await import('../../entry-server');
  const render = await renderPage({
    url: new URL(path, `http://${host}`).href,
    cookie: cookies.header() ?? '',
    languages,
    fetch: transport,
  });
  await settleServerRenderer();
  return render;
}

/**
 * React's development build warns of attributes and properties hydration kept from the server's
 * markup (a radio checked there but not here): mismatches too, though production says nothing.
 * It also notes each context's last renderer and warns once the other renderer provides it:
 * expected with both renderers in one process, noise in the test's output.
 */
function watchHydrationWarnings(mismatches: unknown[]) {
  if (vi.isMockFunction(console.error)) return;
  const consoleError = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = String(args[0]);
    if (message.startsWith('A tree hydrated but some attributes')) mismatches.push(args.join(' '));
    else if (!message.startsWith('Detected multiple renderers')) consoleError(...args);
  });
}

/**
 * React's server renderer leaves the context values of the last task it rendered on the shared
 * context objects (harmless on the platform, where no other renderer runs); the browser renderer
 * in this same process would read them as if inside those providers. An empty render pops them.
 */
async function settleServerRenderer() {
  const { renderToPipeableStream } = await import('react-dom/server');
  await new Promise<void>((resolve, reject) => {
    renderToPipeableStream(<></>, { onAllReady: resolve, onShellError: reject });
  });
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

const pendingOf = new WeakMap<FastifyInstance, Set<Promise<unknown>>>();

/**
 * `transport`, with `server.close()` closing the test's pages first (as a visitor's tab closes
 * before the platform stops) and waiting for the answers to what they asked through it. A page's
 * last requests go out as it closes (analytics' final batch on unmount): closed after the
 * platform, the page would send them to a closed one, or under a closed database (a 500).
 */
function answeredBeforeClose(server: FastifyInstance, transport: typeof fetch): typeof fetch {
  let pending = pendingOf.get(server);
  if (!pending) {
    const asked = new Set<Promise<unknown>>();
    pending = asked;
    pendingOf.set(server, asked);
    const close = server.close.bind(server);
    server.close = (async () => {
      cleanup();
      // A task first: a request the page sends as it closes starts after a microtask or two.
      do {
        await new Promise((resolve) => setTimeout(resolve, 0));
        await Promise.allSettled([...asked]);
      } while (asked.size > 0);
      return close();
    }) as FastifyInstance['close'];
  }
  const asked = pending;
  return (input, init) => {
    const answer = transport(input, init);
    asked.add(answer);
    void answer.then(
      () => asked.delete(answer),
      () => asked.delete(answer),
    );
    return answer;
  };
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
  const transport = answeredBeforeClose(
    server,
    options.fetch ??
      fetchThrough(server, options.host ?? 'localhost:8080', options.headers, cookies),
  );
  if (options.signedInAs) await signIn(transport, options.signedInAs);
  let served: PageRender | undefined;
  // The browser follows the platform's redirects before it has a page to hydrate.
  for (let hops = 0; options.serverRendered && hops < 5 && served?.kind !== 'page'; hops += 1) {
    if (served?.kind === 'redirect') path = served.location;
    served = await renderOnPlatform(
      path,
      options.host ?? 'localhost:8080',
      transport,
      cookies,
      options.languages,
    );
  }
  if (served?.kind === 'redirect') throw new Error(`renderApp: ${path} keeps redirecting`);
  const app = await createApp({
    url: new URL(path, 'http://localhost'),
    hydrating: served !== undefined,
    fetch: served ? inlineAnswersFetch(served.data.answers, transport) : transport,
    localStorage: window.localStorage,
    document: pageDocument(cookies),
    ...(options.languages ? { languages: options.languages } : {}),
    ...(options.preferences ? { preferences: options.preferences } : {}),
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [path] }),
    ...(options.routes ? { routes: options.routes } : {}),
  });
  const { services, router } = app;
  // Token services watch the session store and keep timers: they end with the test.
  onTestFinished(() => services.stop());
  const mismatches: unknown[] = [];
  let view: ReturnType<typeof render>;
  if (served) {
    watchHydrationWarnings(mismatches);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = served.html;
    options.beforeHydration?.(container);
    await routerReady(router);
    await preloadPieces(served.data.pieces);
    view = render(hydratingElement(app, container), {
      container,
      hydrate: true,
      onRecoverableError: (error) => void mismatches.push(error),
    });
  } else view = render(app.element);
  return {
    /** What hydration had to render anew (a server-rendered page only): empty when it matched. */
    mismatches,
    /** The platform's render of the page, as it arrived before any script ran (server-rendered only). */
    served: served?.kind === 'page' ? served : undefined,
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
