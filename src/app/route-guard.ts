import { data, type LoaderFunctionArgs, redirect } from 'react-router';

import { variantOverrideFrom } from '@/config/variant-override.ts';

import type { AppServices } from './app-services';
import { assertAccess, type RouteAccess } from './route-access';

/** The answer of a loader for a page that does not exist. */
export const notFound = () => data(null, { status: 404 });

/** The settings of the request's variant in `language` (cached by the settings client). */
export function settingsFor(services: AppServices, request: Request, language: string | undefined) {
  return services.settings.load(
    language,
    variantOverrideFrom(new URL(request.url).search, services.variantMemory),
  );
}

/**
 * The settings of the request's variant, once the session is known, after the access rule: a guest on
 * a players-only page is sent to log in and back; other refusals throw for the error page.
 */
export async function guard(
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
