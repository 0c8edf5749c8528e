import type { FastifyInstance } from 'fastify';

import { directionOf } from '../../src/lib/i18n/rtl.ts';
import { ref } from '../contract.ts';
import type { DictionarySet } from '../i18n/dictionaries.ts';
import { serverText } from '../i18n/server-text.ts';
import { issueCode, PROVIDER_NAMES, subjectOf } from '../social/oauth-standin.ts';
import { offeredProvider } from '../social/offered-provider.ts';
import { backTo } from '../standin/redirects.ts';
import { standinPage } from '../standin/standin-page.ts';

type AuthQuery = { provider: string; redirect_uri: string; state: string; lang?: string };

/**
 * The reference OAuth2 provider (authorisation code), standing in for every configured social
 * provider: a consent page, then a one-use code back to the site. A stand-in (BETFRAME_STANDINS):
 * it vouches for any name and e-mail typed in.
 */
export function oauthStandinRoutes(
  app: FastifyInstance,
  dictionaries: DictionarySet,
  options: { production: boolean },
) {
  app.get<{ Querystring: AuthQuery }>(
    '/oauth/auth',
    { schema: { querystring: ref('social', 'oauthAuthQuery') } },
    async (request, reply) => {
      const { provider, redirect_uri, state } = request.query;
      const settings = offeredProvider(app, request, {
        provider,
        redirectUri: redirect_uri,
        production: options.production,
      });
      const lang = request.query.lang ?? settings.globalConfig.langs_order[0] ?? 'en';
      const text = (key: string) =>
        serverText(dictionaries, lang, key, {
          provider: PROVIDER_NAMES[provider] ?? provider,
          brand: settings.customizeConfig.brand,
        });
      const html = standinPage({
        lang,
        dir: directionOf(lang),
        title: text('oauth_consent_title'),
        intro: text('oauth_consent_text'),
        action: '/oauth/approve',
        hidden: { provider, redirect_uri, state, lang },
        fields: [
          { name: 'name', label: text('oauth_name'), required: true, autocomplete: 'name' },
          { name: 'email', label: text('oauth_email'), type: 'email', autocomplete: 'email' },
        ],
        submit: text('oauth_continue'),
        cancel: {
          label: text('oauth_cancel'),
          href: backTo(redirect_uri, { error: 'access_denied', state }),
        },
      });
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );

  app.get<{ Querystring: AuthQuery & { name: string; email?: string } }>(
    '/oauth/approve',
    { schema: { querystring: ref('social', 'oauthApproveQuery') } },
    async (request, reply) => {
      const { provider, redirect_uri, state, name, email } = request.query;
      offeredProvider(app, request, {
        provider,
        redirectUri: redirect_uri,
        production: options.production,
      });
      const code = await issueCode(
        app.db,
        {
          provider,
          subject: subjectOf(provider, email, name),
          name: name.trim(),
          email: email?.trim() || undefined,
        },
        redirect_uri,
      );
      return reply.redirect(backTo(redirect_uri, { code, state }));
    },
  );
}
