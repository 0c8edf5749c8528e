/**
 * The platform's way into the app (`vite build --ssr` → dist-server/entry-server.js): renders the
 * page a URL names to HTML, after running its loaders against the platform, and lists the answers
 * the render used so the browser hydrates from them without asking again.
 */
import { Writable } from 'node:stream';

import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { AppProviders } from '@/app/app-providers';
import { createServices, type WiredServices } from '@/app/create-services';
import type { RouteModuleHandle } from '@/app/registry-routes';
import { createRoutes } from '@/app/routes';
import { cookieDocument } from '@/lib/cookie-document';
import { directionOf } from '@/lib/i18n/rtl';
import { RenderedPiecesContext } from '@/lib/lazy-piece/lazy-piece';
import { createMemoryPreferences } from '@/lib/preferences/preferences';
import { renderedPreferences } from '@/lib/preferences/rendered-preferences';
import { themeSheet } from '@/lib/theme/theme-sheet';
import { recordingFetch } from '@/ssr/inline-answers';
import type { PageRender, PageRequest, PageRoot } from '@/ssr/page-contract';
import { pageStatus } from '@/ssr/page-status';

/** Resolves with the markup once every boundary is complete: no streamed inline scripts (CSP). */
function renderToString(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // A Suspense boundary (a lazy piece) is written in place however large: React would write a
      // large one apart, moved in by an inline script, which the pages' CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
  });
}

/** `<html>`'s language, direction and theme for the page the services rendered. */
function pageRoot(services: WiredServices): PageRoot | undefined {
  const customize = services.settings.latest()?.settings.customizeConfig;
  if (!customize) return undefined;
  const theme = services.preferences.get('theme') ?? customize.theme;
  const lang = services.i18n.language;
  return { lang, dir: directionOf(lang), theme, themeCss: themeSheet(customize, theme) };
}

/** The lazily loaded modules of the matched routes (registry-routes.ts puts them in `handle`). */
const routeModulesOf = (matches: readonly { route: { handle?: unknown } }[]) => [
  ...new Set(
    matches.flatMap((m) => (m.route.handle as RouteModuleHandle | undefined)?.modules ?? []),
  ),
];

/** Renders one page for one player; nothing of it outlives the call. */
export async function renderPage(request: PageRequest): Promise<PageRender> {
  const url = new URL(request.url);
  const recorder = recordingFetch(request.fetch);
  // Cookies the app writes while rendering (the user token) stay with this render.
  const document = cookieDocument(() => request.cookie, url.protocol);
  const services = await createServices({
    url,
    fetch: recorder.fetch,
    languages: request.languages,
    document,
    // Nothing of the browser's storage on the platform: what its cookies say, defaults otherwise.
    preferences: createMemoryPreferences(renderedPreferences(request.cookie)),
  });
  try {
    const handler = createStaticHandler(createRoutes(services));
    const context = await handler.query(new Request(url));
    if (context instanceof Response) {
      const location = context.headers.get('location');
      if (location) return { kind: 'redirect', status: context.status, location };
      throw new Error(`a loader answered ${context.status} without a location`);
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const pieces = new Set<string>();
    const html = await renderToString(
      <RenderedPiecesContext.Provider value={pieces}>
        <AppProviders services={services}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </RenderedPiecesContext.Provider>,
    );
    return {
      kind: 'page',
      status: pageStatus(context),
      html,
      data: { answers: recorder.answers(), ...(pieces.size > 0 && { pieces: [...pieces] }) },
      root: pageRoot(services),
      modules: [...routeModulesOf(context.matches), ...pieces],
    };
  } finally {
    services.stop();
  }
}
