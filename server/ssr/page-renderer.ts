import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { acceptedLanguages } from '../../src/config/preferred-language.ts';
import { pageDataHtml } from '../../src/ssr/inline-answers.ts';
import type { PageRender, ServerBundle } from '../../src/ssr/page-contract.ts';
import { inProcessFetch, type SetCookies } from './in-process-fetch.ts';
import { type BuildManifest, routePreloads } from './route-preloads.ts';
import { type ThemeSheets, withThemeSheet } from './theme-sheets.ts';

/** Lines for the end of <head>, indented as index.html's own. */
const headLines = (lines: readonly string[]) =>
  lines.map((line) => `  ${line}\n  `).join('') + '</head>';

/** Where index.html keeps the loading skeleton the rendered page replaces (with the space around it: the root holds nothing else). */
const OUTLET = /\s*<!--ssr-outlet-->[\s\S]*<!--\/ssr-outlet-->\s*/;

/**
 * The server bundle Vite builds beside the frontend (`<dist>-server/entry-server.js`), or
 * undefined when there is none (the API alone, or a build without it): pages then go out as the
 * plain template and the browser renders them.
 */
export async function loadServerBundle(distDir: string): Promise<ServerBundle | undefined> {
  const entry = `${distDir.replace(/[\\/]+$/, '')}-server/entry-server.js`;
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as ServerBundle;
}

/**
 * index.html with the rendered app in its root, the page's data block before its scripts, and
 * its theme's sheet linked, and preloads of its route's chunks (from the client build's manifest,
 * when given) in its head.
 */
export function composePage(
  template: string,
  render: Extract<PageRender, { kind: 'page' }>,
  themeSheets: ThemeSheets,
  manifest?: BuildManifest,
) {
  return withThemeSheet(template, render, themeSheets)
    .replace('</head>', () => headLines(routePreloads(manifest, render.modules)))
    .replace(OUTLET, () => render.html)
    .replace('</body>', () => `${pageDataHtml(render.data)}\n  </body>`);
}

/**
 * Renders the page for this request through the server bundle; undefined when it failed (logged;
 * the player still gets the app, rendered by the browser).
 */
export async function renderAppPage(
  app: FastifyInstance,
  bundle: ServerBundle,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<PageRender | undefined> {
  const setCookies: SetCookies = [];
  try {
    const host = request.headers.host ?? 'localhost';
    const render = await bundle.renderPage({
      url: `${request.protocol}://${host}${request.url}`,
      cookie: request.headers.cookie ?? '',
      languages: acceptedLanguages(request.headers['accept-language'] ?? ''),
      fetch: inProcessFetch(app, request, setCookies),
    });
    for (const cookie of setCookies) void reply.header('set-cookie', cookie);
    return render;
  } catch (error) {
    request.log.error(
      { err: error },
      'page render failed: sending the page for the browser to render',
    );
    return undefined;
  }
}
