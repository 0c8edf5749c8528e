import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { AppServices } from './app-services';
import { layoutRegistry, type RegistryEntry } from './layout-registry';
import type { RouteModuleHandle } from './registry-routes';
import { ROUTE_MODULES } from './route-modules';
import { createRoutes } from './routes';

const entries = Object.values(layoutRegistry).flatMap((table) =>
  Object.values(table as Record<string, RegistryEntry | undefined>).flatMap((e) => (e ? [e] : [])),
);

const handles = (routes: readonly RouteObject[]): string[] =>
  routes.flatMap((route) => [
    ...((route.handle as RouteModuleHandle | undefined)?.modules ?? []),
    ...handles(route.children ?? []),
  ]);

describe('route modules (what a rendered page preloads)', () => {
  it('every registry entry names the module it loads, and that module exports the component', async () => {
    for (const entry of entries) {
      expect(entry.module, 'a registry entry without its module').toBeDefined();
      expect(Object.keys(ROUTE_MODULES)).toContain(entry.module);
      expect(typeof (await entry.load())).toBe('function');
    }
  });

  it('every lazily loaded route carries its modules in its handle, and they are route modules', () => {
    const routes = createRoutes({} as AppServices);
    const lazyWithout = (list: readonly RouteObject[]): RouteObject[] =>
      list.flatMap((route) => [
        ...(route.lazy && !(route.handle as RouteModuleHandle | undefined)?.modules.length
          ? [route]
          : []),
        ...lazyWithout(route.children ?? []),
      ]);
    expect(lazyWithout(routes).map((r) => r.path)).toEqual([]);
    const modules = handles(routes);
    expect(modules).toContain('/src/features/office/components/office-page.tsx');
    for (const module of modules) expect(Object.keys(ROUTE_MODULES)).toContain(module);
  });
});
