import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FastifyInstance } from 'fastify';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';

import { createSettingsClient } from '@/config/settings-client.ts';
import { ApiClientProvider } from '@/lib/api-client/api-client-context';
import { createApiClient } from '@/lib/api-client/client';
import { createI18n } from '@/lib/i18n/create-i18n';
import { createDictionaryLoader } from '@/lib/i18n/dictionary-loader';
import { sessionStore } from '@/lib/session/session-store';

import { buildTestServer } from '../../../server/testing/test-server.ts';
import type { AppServices } from '../app-services';
import { createRoutes } from '../routes';

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
}

/** fetch → the reference server in-process (app.inject), so route tests run against real answers. */
export function fetchThrough(
  server: FastifyInstance,
  host: string,
  extra: Record<string, string> = {},
): typeof fetch {
  return async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const res = await server.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { host, ...extra, ...headers },
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers))
      if (value !== undefined) responseHeaders.set(name, String(value));
    return new Response(res.statusCode === 304 ? null : res.body, {
      status: res.statusCode,
      headers: responseHeaders,
    });
  };
}

/** Renders the whole app at `path`, backed by the reference server on the sample configuration. */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  const server =
    options.server ??
    (await buildTestServer({ distDir: '/nonexistent', configDir: options.configDir }));
  const api = createApiClient({
    fetch: options.fetch ?? fetchThrough(server, options.host ?? 'localhost:8080', options.headers),
  });
  const settings = createSettingsClient(api);
  const i18n = await createI18n(createDictionaryLoader({ client: api }), 'en', []);
  const services: AppServices = {
    settings,
    i18n,
    session: sessionStore,
    sessionStorage: window.sessionStorage,
  };
  const router = createMemoryRouter((options.routes ?? createRoutes)(services), {
    initialEntries: [path],
  });
  const view = render(
    <ApiClientProvider client={api}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </ApiClientProvider>,
  );
  return { ...view, router, server, services, user: userEvent.setup() };
}
