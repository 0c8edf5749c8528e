import type { FastifyInstance } from 'fastify';

import type { DictionarySet } from '../i18n/dictionaries.ts';
import type { Catalogues } from '../registration/catalogues.ts';
import { bankStandinRoutes } from './bank-standin.ts';
import { counterStandinRoutes } from './counter-standin.ts';
import { microfrontendDemoRoutes } from './microfrontend-demo.ts';
import { oauthStandinRoutes } from './oauth-standin.ts';
import { paymentStandinRoutes } from './payment-standin.ts';
import { standinAssetRoutes } from './standin-assets.ts';

/**
 * Every third-party stand-in, registered only while BETFRAME_STANDINS has them on: the bank
 * transfer, the deposits' payment provider, the OAuth provider, the captcha provider's script, the microfrontend demo and the
 * analytics counter (and the stylesheet of their pages). Off, none of these paths exists.
 */
export function standinRoutes(
  app: FastifyInstance,
  deps: { catalogues: () => Promise<Catalogues>; dictionaries: DictionarySet; dev: boolean },
) {
  standinAssetRoutes(app);
  microfrontendDemoRoutes(app);
  bankStandinRoutes(app, deps.catalogues, deps.dictionaries);
  paymentStandinRoutes(app, deps.dictionaries);
  oauthStandinRoutes(app, deps.dictionaries, { production: !deps.dev });
  counterStandinRoutes(app, { dev: deps.dev });
}
