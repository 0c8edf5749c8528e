import { type ComponentType, createElement } from 'react';
import { useLoaderData } from 'react-router';

import type { LayoutRegistry, RegistryEntry } from './layout-registry';

type InformationKey = keyof LayoutRegistry['information'];

/**
 * Route `lazy` of the information alias route (informationConfig.aliases: extra paths that show
 * a page under their own address). Aliases are settings, so there is no route per alias: the
 * loader names the page key (plain data) and the component shows that key's registry component.
 * Which key is only known per request, so this loads each distinct information component — today
 * the one they all share — and renders the right one without suspending.
 */
export function informationAliasRoute(registry: Pick<LayoutRegistry, 'information'>) {
  return async (): Promise<{ Component: ComponentType }> => {
    const entries = [...new Set<RegistryEntry>(Object.values(registry.information))];
    const components = new Map(
      await Promise.all(entries.map(async (entry) => [entry, await entry.load()] as const)),
    );
    function InformationAlias() {
      const { pageKey } = useLoaderData<{ pageKey: InformationKey }>();
      const component = components.get(registry.information[pageKey]);
      return component ? createElement(component) : null;
    }
    return { Component: InformationAlias };
  };
}
