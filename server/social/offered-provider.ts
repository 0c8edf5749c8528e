import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { SiteSettings } from '../../src/config/generated/site-settings.types.ts';
import { ApiProblem } from '../errors.ts';
import { registeredRedirect } from './redirect-uri.ts';

/**
 * The request's settings when it names a provider the variant offers and the site's registered
 * callback as the way back (no open redirects); a 400 otherwise. Shared by the provider's pages
 * and the platform's code exchange.
 */
export function offeredProvider(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { provider: string; redirectUri: string; production: boolean },
): SiteSettings {
  const { settings } = app.settingsOf(request);
  if (!(settings.authConfig.social_providers as readonly string[]).includes(input.provider)) {
    throw new ApiProblem(400, 'error_social_provider', [
      `provider ${input.provider} is not offered`,
    ]);
  }
  registeredRedirect(request, input.redirectUri, input.production);
  return settings;
}
