import type { PageMetadata } from '@/lib/api-contract/generated/api-types.ts';

const MARK = 'data-page-meta';

/**
 * Puts a page's metadata into <head>: the title (only when it has one — the page's own title,
 * brand-only by default, stays otherwise), description, robots, canonical, alternates and og:
 * metas. The tags the server or an earlier page put there (marked data-page-meta) are replaced.
 */
export function applyPageHead(meta: PageMetadata, doc: Document = document): void {
  if (meta.title) doc.title = meta.title;
  for (const old of doc.head.querySelectorAll(`[${MARK}]`)) old.remove();
  const add = (tag: 'meta' | 'link', attributes: Record<string, string>) => {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute(MARK, '');
    doc.head.append(element);
  };
  if (meta.description) add('meta', { name: 'description', content: meta.description });
  if (meta.metaRobots) add('meta', { name: 'robots', content: meta.metaRobots });
  if (meta.customCanonical) add('link', { rel: 'canonical', href: meta.customCanonical });
  for (const link of meta.alternativeLinks)
    add('link', { rel: 'alternate', hreflang: link.hreflang, href: link.href });
  for (const item of meta.metas) add('meta', { property: item.property, content: item.content });
}
