import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { SiteSettings } from '../../src/config/generated/site-settings.types.ts';
import { ApiProblem } from '../errors.ts';
import { sameSiteRedirect } from '../standin/redirects.ts';

/**
 * The request's settings when it names a provider the variant offers and a way back to this site
 * only (no open redirects); a 400 otherwise. Shared by the provider's pages and the platform's
 * code exchange.
 */
export function offeredProvider(
  app: FastifyInstance,
  request: FastifyRequest,
  provider: string,
  redirectUri: string,
): SiteSettings {
  const { settings } = app.settingsOf(request);
  if (!(settings.authConfig.social_providers as readonly string[]).includes(provider)) {
    throw new ApiProblem(400, 'error_social_provider', [`provider ${provider} is not offered`]);
  }
  sameSiteRedirect(request, redirectUri);
  return settings;
}
