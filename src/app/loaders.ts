import { type LoaderFunctionArgs, redirect } from 'react-router';

import type { SiteSettings } from '@/config/generated/site-settings.types.ts';
import { preferredLanguage } from '@/config/preferred-language.ts';
import type { LoadedSettings } from '@/config/settings-client.ts';
import { footerPrefetch } from '@/features/seo/footer-calls';
import { getAccounts } from '@/lib/account/account-endpoints';
import { apiCall } from '@/lib/api-client/first-answers';
import { applyDocumentLanguage } from '@/lib/i18n/rtl';
import { logger } from '@/lib/logger';

import type { AppServices } from './app-services';
import type { RegistryEntry } from './layout-registry';
import { isRedirected404, splitLanguage } from './path-rules';
import { guard, notFound, settingsFor } from './route-guard';

function searchWithout(url: URL, name: string): string {
  const params = new URLSearchParams(url.search);
  params.delete(name);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * `/`: send the visitor to `?lang=`, else the first of the browser's languages the variant shows
 * guests, else its default (the platform does the same with Accept-Language before the app loads).
 */
export const rootLoader =
  (services: AppServices) =>
  async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const asked = url.searchParams.get('lang') ?? undefined;
    const loaded = await settingsFor(services, request, asked);
    const { langs_order, langs_hidden_unauth } = loaded.settings.globalConfig;
    const language =
      (asked === undefined
        ? preferredLanguage(
            services.visitorLanguages ?? [],
            langs_order.filter((l) => !langs_hidden_unauth.includes(l)),
          )
        : undefined) ?? loaded.variant.language;
    return redirect(`/${language}/${searchWithout(url, 'lang')}`);
  };

/**
 * What the shell shows on the app's first page, asked before it renders (the platform's render
 * runs no effects; hydration gets the same answers from the page's data block): the footer's
 * texts and, for a player, the accounts (the header's balance, the office's figures). Later pages
 * ask for themselves without holding the navigation back.
 */
function firstPageShell(services: AppServices, variant: LoadedSettings['variant'], path: string) {
  const { firstAnswers, page, session } = services;
  if (!firstAnswers?.loadingFirstPage() || !page) return undefined;
  return firstAnswers.prefetch([
    ...footerPrefetch(variant, path, new URL(page.origin).host),
    ...(session.get().authenticated ? [apiCall(getAccounts, undefined)] : []),
  ]);
}

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
    const shellAnswers = firstPageShell(services, variant, url.pathname);
    await services.i18n.changeLanguage(variant.language);
    // The shell's own texts, the information page titles the footer links show, and the odds
    // format switcher's (the footer's display settings).
    await services.i18n.loadNamespaces(['common', 'info', 'sportsbook']);
    await shellAnswers;
    // The platform's render has no document: it writes lang and dir into the HTML itself.
    const root = services.document?.documentElement;
    if (root) applyDocumentLanguage(variant.language, { documentElement: root });
    return loaded;
  };

/** What a page shows first, asked by its loader on the app's first page only (RegistryEntry.firstData). */
export async function firstDataOf(
  services: AppServices,
  entry: RegistryEntry,
  settings: SiteSettings,
  { request, params }: LoaderFunctionArgs,
): Promise<unknown> {
  const { api, firstAnswers } = services;
  if (!entry.firstData || !api || !firstAnswers?.loadingFirstPage()) return null;
  try {
    const first = await entry.firstData({
      client: api,
      settings,
      // The language loader sends any other language to the variant's.
      language: params.lng ?? '',
      url: new URL(request.url),
      prefetch: firstAnswers.prefetch,
    });
    return first ?? null;
  } catch (error) {
    // The view asks for itself, as on any later page.
    logger.warn('a page’s first data failed to load', error);
    return null;
  }
}

/** A registry page: checks its access rule before it renders; its first data on the first page. */
export const pageLoader =
  (services: AppServices, entry: RegistryEntry) => async (args: LoaderFunctionArgs) => {
    const settings = await guard(services, args.request, args.params, entry.access);
    const [first] = await Promise.all([
      firstDataOf(services, entry, settings, args),
      entry.namespaces && services.i18n.loadNamespaces([...entry.namespaces]),
    ]);
    return first;
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
