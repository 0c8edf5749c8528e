import { createHash } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import type { PageRender } from '../../src/ssr/page-contract.ts';
import { ref } from '../contract.ts';
import { ApiProblem } from '../errors.ts';
import { escapeHtml } from '../seo/html-head.ts';

/** Variants × themes is small; the bound only keeps a stream of odd settings from growing memory. */
const MAX_SHEETS = 256;

/** The variants' theme stylesheets the platform's renders linked, by content hash. */
export interface ThemeSheets {
  /** Keeps a sheet and gives its address, the same for the same text (`/theme/<hash>.css`). */
  readonly add: (css: string) => string;
  /** The sheet of a hash, if it is still kept. */
  readonly get: (hash: string) => string | undefined;
}

/** A bounded map of theme sheets: the one linked the longest ago goes first. */
export function createThemeSheets(max = MAX_SHEETS): ThemeSheets {
  const sheets = new Map<string, string>();
  return {
    add(css) {
      const hash = createHash('sha256').update(css).digest('hex').slice(0, 16);
      sheets.delete(hash);
      sheets.set(hash, css);
      if (sheets.size > max) sheets.delete(sheets.keys().next().value!);
      return `/theme/${hash}.css`;
    },
    get: (hash) => sheets.get(hash),
  };
}

/**
 * GET /theme/<hash>.css: a theme sheet a rendered page links. Its address changes with its text,
 * so it is cached for good; one this process does not keep is a 404 (the page's script still
 * applies the variant's colours once it runs).
 */
export function themeSheetRoutes(app: FastifyInstance, sheets: ThemeSheets) {
  app.get<{ Params: { hash: string } }>(
    '/theme/:hash.css',
    { schema: { params: ref('theme', 'themeSheetParams') } },
    async (request, reply) => {
      const css = sheets.get(request.params.hash);
      if (css === undefined) throw new ApiProblem(404, 'error_not_found', ['no such theme sheet']);
      return reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(css);
    },
  );
}

/**
 * A rendered page's `<html lang dir data-theme>` and the link to its theme sheet, right after the
 * app's stylesheet (it overrides it; both hold back the first paint, so both are asked for before
 * the scripts), or last in `<head>` for a page without one. A page without a root goes out as it is.
 */
export function withThemeSheet(
  html: string,
  render: Extract<PageRender, { kind: 'page' }>,
  sheets: ThemeSheets,
): string {
  if (!render.root) return html;
  const { lang, dir, theme, themeCss } = render.root;
  const link = `<link rel="stylesheet" href="${sheets.add(themeCss)}" />`;
  return html
    .replace(
      /<html[^>]*>/,
      () =>
        `<html lang="${escapeHtml(lang)}" dir="${escapeHtml(dir)}" data-theme="${escapeHtml(theme)}">`,
    )
    .replace(/<link rel="stylesheet"[^>]*>|<\/head>/, (found) =>
      found === '</head>' ? `  ${link}\n  </head>` : `${found}\n    ${link}`,
    );
}
