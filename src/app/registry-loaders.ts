import { type LoaderFunctionArgs, redirect } from 'react-router';

import { getLeftMenuData } from '@/features/office/api/office-menu-endpoints';

import type { AppServices } from './app-services';
import {
  informationPageFor,
  type LayoutRegistry,
  officeSectionOn,
  officeSectionsOf,
  type RegistryEntry,
  sectionEnabled,
} from './layout-registry';
import { firstDataOf } from './loaders';
import { guard, notFound } from './route-guard';

/**
 * `/:lng/information/<key>`, or an alias path under `/:lng/information/*` (`path` omitted): the
 * page key (aliases resolved) when the variant has that page.
 */
export const informationLoader =
  (services: AppServices, registry: Pick<LayoutRegistry, 'information'>, path?: string) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const settings = await guard(services, request, params);
    const pageKey = informationPageFor(path ?? (params['*'] || 'information'), settings, registry);
    if (!pageKey) throw notFound();
    const entry = registry.information[pageKey];
    await guard(services, request, params, entry.access);
    await services.i18n.loadNamespaces(['info', ...(entry.namespaces ?? [])]);
    return { pageKey };
  };

/** `/:lng/<key>/*`: a stream or themed section of the registry, when the variant enables it. */
export const sectionLoader =
  (services: AppServices, kind: 'stream' | 'themed', key: string, entry: RegistryEntry) =>
  async (args: LoaderFunctionArgs) => {
    const { request, params } = args;
    const settings = await guard(services, request, params);
    // Listed by the variant, and on by the entry's own condition (the coupon lobby's switch).
    if (!sectionEnabled(kind, key, settings) || !(entry.enabled?.(settings) ?? true))
      throw notFound();
    await guard(services, request, params, entry.access);
    // What the section shows comes with the app's first page (RegistryEntry.firstData).
    const [subject, first] = await Promise.all([
      entry.subject && services.api
        ? entry.subject({ client: services.api, key, language: params.lng ?? '' })
        : undefined,
      firstDataOf(services, entry, settings, args),
      entry.namespaces && services.i18n.loadNamespaces([...entry.namespaces]),
    ]);
    // The platform has nothing the key names (a themed section without its championship).
    if (subject === null) throw notFound();
    return {
      sectionKey: key,
      first: first ?? undefined,
      ...(subject !== undefined && { subject }),
    };
  };

/** `/:lng/office`: the personal office (players only) and its menu of enabled, built sections. */
export const officeLoader =
  (services: AppServices, registry: Pick<LayoutRegistry, 'office'>) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const settings = await guard(services, request, params, { authOnly: true });
    await services.i18n.loadNamespaces('office');
    // The menu's groups and counts come with the page: nothing moves in once it is shown.
    const menu = await services.api?.call(getLeftMenuData).catch(() => undefined);
    return { sections: officeSectionsOf(settings, registry), menu };
  };

/** `/:lng/office/`: the first section of the menu (404 when the variant has none built). */
export const officeIndexLoader =
  (services: AppServices, registry: Pick<LayoutRegistry, 'office'>) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const settings = await guard(services, request, params, { authOnly: true });
    const first = officeSectionsOf(settings, registry).find((s) => s.inMenu);
    if (!first) throw notFound();
    throw redirect(`/${params.lng ?? ''}/office/${first.path}`);
  };

/** `/:lng/office/<section>`: one office section, when the variant enables it (officeSectionOn). */
export const officeSectionLoader =
  (services: AppServices, key: string, entry: RegistryEntry) =>
  async (args: LoaderFunctionArgs) => {
    const { request, params } = args;
    const settings = await guard(services, request, params, { authOnly: true, ...entry.access });
    if (!officeSectionOn(key, entry, settings)) throw notFound();
    // What the section shows comes with the app's first page (RegistryEntry.firstData).
    await Promise.all([
      firstDataOf(services, entry, settings, args),
      services.i18n.loadNamespaces(['office', ...(entry.namespaces ?? [])]),
    ]);
    return { sectionKey: key };
  };
