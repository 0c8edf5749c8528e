import { type ComponentType, createElement, lazy, type LazyExoticComponent, Suspense } from 'react';
import { useLoaderData } from 'react-router';

import type { LayoutRegistry } from './layout-registry';

/**
 * The page of an information alias (informationConfig.aliases: extra paths that show a page under
 * their own address). Aliases are settings, so no route exists per alias: the alias route's loader
 * names the page key (plain data) and this shows that key's registry component, code-split the
 * same way as the key's own route. The lazy components are made once per registry, on first use.
 */
export function informationAliasPage(registry: Pick<LayoutRegistry, 'information'>): ComponentType {
  const pages = new Map<string, LazyExoticComponent<ComponentType>>();
  const pageOf = (key: keyof LayoutRegistry['information']) => {
    let page = pages.get(key);
    if (!page) {
      const entry = registry.information[key];
      page = lazy(() => entry.load().then((component) => ({ default: component })));
      pages.set(key, page);
    }
    return page;
  };
  return function InformationAlias() {
    const { pageKey } = useLoaderData<{ pageKey: keyof LayoutRegistry['information'] }>();
    return <Suspense fallback={null}>{createElement(pageOf(pageKey))}</Suspense>;
  };
}
