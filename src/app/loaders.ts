import { type LoaderFunctionArgs, redirect } from 'react-router';

import { preferredLanguage } from '@/config/preferred-language.ts';
import type { LoadedSettings } from '@/config/settings-client.ts';
import { footerPrefetch } from '@/features/seo/footer-calls';
import { applyDocumentLanguage } from '@/lib/i18n/rtl';

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
 * The footer's texts for the app's first page, asked before it renders (the platform's render
 * runs no effects; hydration gets the same answers from the page's data block); later pages'
 * footers ask for themselves without holding the navigation back.
 */
function firstPageFooter(services: AppServices) {
  let asked = false;
  return (variant: LoadedSettings['variant'], pathname: string): Promise<void> | undefined => {
    const { firstAnswers, page } = services;
    if (asked || !firstAnswers || !page) return undefined;
    asked = true;
    return firstAnswers.prefetch(footerPrefetch(variant, pathname, new URL(page.origin).host));
  };
}

/** `/:lng`: settings, language checks, redirect_404, dictionaries and document direction. */
export const languageLoader = (services: AppServices) => {
  const footer = firstPageFooter(services);
  return async ({ request, params }: LoaderFunctionArgs): Promise<LoadedSettings | Response> => {
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
    const footerTexts = footer(variant, url.pathname);
    await services.i18n.changeLanguage(variant.language);
    // The shell's own texts, and the information page titles the footer links show.
    await services.i18n.loadNamespaces(['common', 'info']);
    await footerTexts;
    // The platform's render has no document: it writes lang and dir into the HTML itself.
    const root = services.document?.documentElement;
    if (root) applyDocumentLanguage(variant.language, { documentElement: root });
    return loaded;
  };
};

/** A registry page: checks its access rule before it renders. */
export const pageLoader =
  (services: AppServices, entry: RegistryEntry) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    await guard(services, request, params, entry.access);
    if (entry.namespaces) await services.i18n.loadNamespaces([...entry.namespaces]);
    return null;
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
