import type { RouteObject } from 'react-router';

import type { AppServices } from './app-services';
import { informationAliasRoute } from './information-alias';
import {
  type LayoutRegistry,
  officeSectionPath,
  PAGE_PATHS,
  type RegistryEntry,
} from './layout-registry';
import { notFoundLoader, pageLoader } from './loaders';
import {
  informationLoader,
  officeIndexLoader,
  officeLoader,
  officeSectionLoader,
  sectionLoader,
} from './registry-loaders';
import { routeModule } from './route-modules';

// Route `lazy`: each registry key's component loads on its own when its route is first matched,
// beside its loader; loader data stays plain (keys, lists), so it can be serialised into a page.
const lazyEntry = (entry: RegistryEntry) => async () => ({ Component: await entry.load() });

/**
 * What a route whose component loads lazily carries: its modules, for the page's preloads, and
 * whether its page is a bare window (RegistryEntry.bare: the shell leaves out the site's frame).
 */
export interface RouteModuleHandle {
  readonly modules: readonly string[];
  readonly bare?: boolean;
}

const handleOf = (entries: readonly RegistryEntry[]) => {
  const modules = [...new Set(entries.flatMap((e) => (e.module ? [e.module] : [])))];
  const bare = entries.length > 0 && entries.every((e) => e.bare);
  if (modules.length === 0 && !bare) return {};
  return { handle: { modules, ...(bare && { bare: true }) } satisfies RouteModuleHandle };
};

/** A route's `lazy` for the entry, and its module in `handle` when it names one (route-modules.ts). */
export const lazyRoute = (entry: RegistryEntry) => ({
  lazy: lazyEntry(entry),
  ...handleOf([entry]),
});

const entriesOf = <K extends string>(table: Readonly<Partial<Record<K, RegistryEntry>>>) =>
  Object.entries(table) as [K, RegistryEntry | undefined][];

/**
 * A page's loader reads only its path (access rule, texts), never the query: a page that changes
 * its own query (registration tabs, the bank's return cleared from the address) keeps its page. A
 * player who has just registered on a guests-only page sees the result instead of being refused.
 */
const samePageKeepsItsGuard: RouteObject['shouldRevalidate'] = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => defaultShouldRevalidate && currentUrl.pathname !== nextUrl.pathname;

/** The app's own pages: home at the index, the others at their fixed paths. */
export function pageRoutes(services: AppServices, registry: LayoutRegistry): RouteObject[] {
  const { home, ...pages } = registry.page;
  const route = (entry: RegistryEntry) => ({
    loader: pageLoader(services, entry),
    ...lazyRoute(entry),
    shouldRevalidate: samePageKeepsItsGuard,
  });
  return [
    { index: true, ...route(home) },
    ...entriesOf(pages).flatMap(([key, entry]) =>
      entry ? [{ path: PAGE_PATHS[key], ...route(entry) }] : [],
    ),
  ];
}

/** `information` and `information/<key>` per information page, then the alias paths of settings. */
export function informationRoutes(services: AppServices, registry: LayoutRegistry): RouteObject[] {
  return [
    ...entriesOf(registry.information).flatMap(([key, entry]) =>
      entry
        ? [
            {
              path: key === 'information' ? 'information' : `information/${key}`,
              loader: informationLoader(services, registry, key),
              ...lazyRoute(entry),
            },
          ]
        : [],
    ),
    {
      path: 'information/*',
      loader: informationLoader(services, registry),
      lazy: informationAliasRoute(registry),
      ...handleOf(Object.values(registry.information)),
    },
  ];
}

/** `<key>/*` per stream and themed section the app has built (settings enable them). */
export function sectionRoutes(services: AppServices, registry: LayoutRegistry): RouteObject[] {
  return (['stream', 'themed'] as const).flatMap((kind) =>
    entriesOf<string>(registry[kind]).flatMap(([key, entry]) =>
      entry
        ? [
            {
              path: `${key}/*`,
              loader: sectionLoader(services, kind, key, entry),
              ...lazyRoute(entry),
            },
          ]
        : [],
    ),
  );
}

/** `office`: the office page (menu) around one child route per office section the app has built. */
export function officeRoute(services: AppServices, registry: LayoutRegistry): RouteObject {
  return {
    path: 'office',
    loader: officeLoader(services, registry),
    ...lazyRoute(routeModule('/src/features/office/components/office-page.tsx', 'OfficePage')),
    children: [
      { index: true, loader: officeIndexLoader(services, registry) },
      ...entriesOf(registry.office).flatMap(([key, entry]) =>
        entry
          ? [
              {
                path: officeSectionPath(key),
                loader: officeSectionLoader(services, key, entry),
                ...lazyRoute(entry),
              },
            ]
          : [],
      ),
      { path: '*', loader: notFoundLoader },
    ],
  };
}
