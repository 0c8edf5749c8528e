import type { ComponentType } from 'react';

/**
 * Every module a route loads lazily, by its path from the project root. The same path imports the
 * module here and names it in the client build's manifest (`dist/.vite/manifest.json`, without
 * the leading slash), where the platform finds the chunks a rendered page should preload.
 */
export const ROUTE_MODULES = globbed();

function globbed(): Record<string, () => Promise<Record<string, unknown>>> {
  try {
    return import.meta.glob<Record<string, unknown>>([
      '/src/app/home-page-with-visual-title.tsx',
      // The sportsbook's pages with the bet slip: one module a page, so a page loads no other's code.
      '/src/app/*-with-coupon.tsx',
      '/src/features/*/components/*-page.tsx',
      '/src/features/office/components/*-section.tsx',
      // Pieces of other pages, imported where they are shown.
      '!/src/features/home/components/home-page.tsx',
      '!/src/features/shell/components/*',
    ]);
  } catch {
    // Outside Vite (the e2e suite reads the registry's keys and paths) there is no glob to call.
    return {};
  }
}

const outsideVite = Object.keys(ROUTE_MODULES).length === 0;

/** A route module's path and how to load its named component (the path must be in ROUTE_MODULES). */
export interface RouteModule {
  /** Its path from the project root, e.g. `/src/features/…/registration-page.tsx`. */
  readonly module: string;
  readonly load: () => Promise<ComponentType>;
}

/** The export `name` of the route module at `path`, loaded when asked for. */
function routeExport(path: string, name: string): () => Promise<unknown> {
  const importer = ROUTE_MODULES[path];
  if (!importer && outsideVite)
    return () => Promise.reject(new Error(`${path}: no modules outside Vite`));
  if (!importer) throw new Error(`${path} is not a route module (src/app/route-modules.ts)`);
  return async () => (await importer())[name];
}

/** The component `name` exports from the route module at `path`. */
export function routeModule(path: string, name: string): RouteModule {
  const load = routeExport(path, name);
  return { module: path, load: async () => (await load()) as ComponentType };
}

/** The function `name` exports from the route module at `path`, called once the module is in. */
export function routeFunction<A, R>(path: string, name: string): (args: A) => Promise<R> {
  const load = routeExport(path, name);
  return async (args) => {
    const exported = await load();
    if (typeof exported !== 'function') throw new Error(`${path} exports no function ${name}`);
    return (exported as (args: A) => Promise<R>)(args);
  };
}
