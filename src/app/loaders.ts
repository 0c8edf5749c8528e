import { data, type LoaderFunctionArgs, redirect } from 'react-router';

import type { LoadedSettings } from '@/config/settings-client.ts';
import { variantOverrideFrom } from '@/config/variant-override.ts';
import { applyDocumentLanguage } from '@/lib/i18n/rtl';

import type { AppServices } from './app-services';
import {
  informationPageFor,
  type LayoutRegistry,
  officeSectionsOf,
  type RegistryEntry,
  sectionEnabled,
} from './layout-registry';
import { isRedirected404, splitLanguage } from './path-rules';
import { assertAccess, type RouteAccess } from './route-access';

const notFound = () => data(null, { status: 404 });

/** The settings of the request's variant in `language` (cached by the settings client). */
function settingsFor(services: AppServices, request: Request, language: string | undefined) {
  return services.settings.load(
    language,
    variantOverrideFrom(new URL(request.url).search, services.sessionStorage),
  );
}

function searchWithout(url: URL, name: string): string {
  const params = new URLSearchParams(url.search);
  params.delete(name);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** `/`: send the visitor to the variant's default language (or `?lang=`). */
export const rootLoader =
  (services: AppServices) =>
  async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const loaded = await settingsFor(services, request, url.searchParams.get('lang') ?? undefined);
    return redirect(`/${loaded.variant.language}/${searchWithout(url, 'lang')}`);
  };

/** `/:lng`: settings, language checks, redirect_404, dictionaries and document direction. */
export const languageLoader =
  (services: AppServices) =>
  async ({ request, params }: LoaderFunctionArgs): Promise<LoadedSettings | Response> => {
    const url = new URL(request.url);
    const { language, rest } = splitLanguage(url.pathname);
    const asked = url.searchParams.get('lang') ?? language;
    let loaded: LoadedSettings;
    try {
      loaded = await settingsFor(services, request, asked);
    } catch (error) {
      // Let the error page speak the visitor's language even though settings failed.
      if (params.lng) {
        await services.i18n.changeLanguage(params.lng);
        await services.i18n.loadNamespaces('common');
      }
      throw error;
    }
    const { settings, variant } = loaded;
    await services.sessionKnown?.();
    // Not a language segment at all: the whole path belongs under the default language.
    const path = language ? rest : url.pathname;
    const search = searchWithout(url, 'lang');
    if (variant.language !== language) return redirect(`/${variant.language}${path}${search}`);
    const { langs_order, langs_hidden_unauth } = settings.globalConfig;
    if (!services.session.get().authenticated && langs_hidden_unauth.includes(variant.language)) {
      const visible = langs_order.find((l) => !langs_hidden_unauth.includes(l)) ?? langs_order[0];
      return redirect(`/${visible}${path}${search}`);
    }
    if (isRedirected404(path, settings.globalConfig.redirect_404))
      return redirect(`/${variant.language}/404`);
    await services.i18n.changeLanguage(variant.language);
    // The shell's own texts, and the information page titles the footer links show.
    await services.i18n.loadNamespaces(['common', 'info']);
    applyDocumentLanguage(variant.language);
    return loaded;
  };

async function guard(
  services: AppServices,
  request: Request,
  params: LoaderFunctionArgs['params'],
  access?: RouteAccess,
) {
  const { settings, variant } = await settingsFor(services, request, params.lng);
  // Child loaders run beside the language loader: each guard waits for the session itself.
  await services.sessionKnown?.();
  const { booleanConfig, globalConfig } = settings;
  // A guest on a players-only page signs in first and comes back.
  if (access?.authOnly && !services.session.get().authenticated) {
    const url = new URL(request.url);
    throw redirect(
      `/${variant.language}/login?redirect=${encodeURIComponent(url.pathname + url.search)}`,
    );
  }
  assertAccess(access, {
    authenticated: services.session.get().authenticated,
    language: params.lng ?? variant.language,
    restrictedMode:
      booleanConfig.restricted_mode ||
      globalConfig.limited_countries.includes(globalConfig.geo_country_code),
  });
  return settings;
}

/** A registry page: checks its access rule before it renders. */
export const pageLoader =
  (services: AppServices, entry: RegistryEntry) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    await guard(services, request, params, entry.access);
    if (entry.namespaces) await services.i18n.loadNamespaces([...entry.namespaces]);
    return null;
  };

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
  async ({ request, params }: LoaderFunctionArgs) => {
    const settings = await guard(services, request, params);
    if (!sectionEnabled(kind, key, settings)) throw notFound();
    await guard(services, request, params, entry.access);
    if (entry.namespaces) await services.i18n.loadNamespaces([...entry.namespaces]);
    return { sectionKey: key };
  };

/** `/:lng/office`: the personal office (players only) and its menu of enabled, built sections. */
export const officeLoader =
  (services: AppServices, registry: Pick<LayoutRegistry, 'office'>) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const settings = await guard(services, request, params, { authOnly: true });
    await services.i18n.loadNamespaces('office');
    return { sections: officeSectionsOf(settings, registry) };
  };

/** `/:lng/office/`: the first section of the menu (404 when the variant has none built). */
export const officeIndexLoader =
  (services: AppServices, registry: Pick<LayoutRegistry, 'office'>) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const settings = await guard(services, request, params, { authOnly: true });
    const first = officeSectionsOf(settings, registry)[0];
    if (!first) throw notFound();
    throw redirect(`/${params.lng ?? ''}/office/${first.path}`);
  };

/** `/:lng/office/<section>`: one office section, when the variant enables it. */
export const officeSectionLoader =
  (services: AppServices, key: string, entry: RegistryEntry) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const settings = await guard(services, request, params, { authOnly: true, ...entry.access });
    if (!(settings.officeConfig.sections as readonly string[]).includes(key)) throw notFound();
    await services.i18n.loadNamespaces(['office', ...(entry.namespaces ?? [])]);
    return { sectionKey: key };
  };

/** `/:lng/microfrontend/:key`: a microfrontend of iframeConfig.microfrontends, with its texts. */
export const microfrontendLoader =
  (services: AppServices) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const settings = await guard(services, request, params);
    const key = params.key ?? '';
    if (!Object.hasOwn(settings.iframeConfig.microfrontends, key)) throw notFound();
    await services.i18n.loadNamespaces('frames');
    return { microfrontendKey: key };
  };

/** Anything else under `/:lng`. */
export const notFoundLoader = () => {
  throw notFound();
};
