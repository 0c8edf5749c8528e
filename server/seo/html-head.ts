import type { PageMetadata } from '../../src/lib/api-contract/generated/api-types.ts';
import { directionOf } from '../../src/lib/i18n/rtl.ts';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe in an HTML text node or a double-quoted attribute. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ENTITIES[c] as string);

/** The head tags a page's metadata makes; marked so the app can replace them on client navigation. */
export function headTags(meta: PageMetadata): string {
  const tag = (html: string) => `    ${html}\n`;
  return [
    meta.description &&
      tag(`<meta name="description" content="${escapeHtml(meta.description)}" data-page-meta />`),
    tag(`<meta name="robots" content="${escapeHtml(meta.metaRobots)}" data-page-meta />`),
    meta.customCanonical &&
      tag(`<link rel="canonical" href="${escapeHtml(meta.customCanonical)}" data-page-meta />`),
    ...meta.alternativeLinks.map((l) =>
      tag(
        `<link rel="alternate" hreflang="${escapeHtml(l.hreflang)}" href="${escapeHtml(l.href)}" data-page-meta />`,
      ),
    ),
    ...meta.metas.map((m) =>
      tag(
        `<meta property="${escapeHtml(m.property)}" content="${escapeHtml(m.content)}" data-page-meta />`,
      ),
    ),
  ]
    .filter(Boolean)
    .join('');
}

/**
 * index.html with the page's head filled in: `<html lang dir>` (its other attributes kept), the title (the built one, the
 * brand, when the page has none) and the tags of headTags. No script is added (strict CSP).
 */
export function fillHead(
  html: string,
  meta: PageMetadata,
  language: string,
  fallbackTitle: string,
): string {
  const title = `<title>${escapeHtml(meta.title || fallbackTitle)}</title>`;
  const withTitle = /<title>[^<]*<\/title>/.test(html)
    ? html.replace(/<title>[^<]*<\/title>/, () => title)
    : html.replace('</head>', () => `${title}</head>`);
  return withTitle
    .replace(
      /<html([^>]*)>/,
      // Other attributes stay (the rendered page's data-theme).
      (_, attributes: string) =>
        `<html lang="${escapeHtml(language)}" dir="${directionOf(language)}"${attributes.replace(/\s(lang|dir)="[^"]*"/g, '')}>`,
    )
    .replace('</head>', () => `${headTags(meta)}  </head>`);
}
