import type { FastifyInstance, FastifyRequest } from 'fastify';

import { directionOf } from '../../src/lib/i18n/rtl.ts';
import { ref } from '../contract.ts';
import type { DictionarySet } from '../i18n/dictionaries.ts';
import { serverText } from '../i18n/server-text.ts';
import { issueCode, PROVIDER_NAMES, signInAtStandin } from '../social/oauth-standin.ts';
import { offeredProvider } from '../social/offered-provider.ts';
import { formRoutes } from '../standin/form-body.ts';
import { backTo } from '../standin/redirects.ts';
import { standinPage } from '../standin/standin-page.ts';

type AuthQuery = { provider: string; redirect_uri: string; state: string; lang?: string };
type ApproveBody = AuthQuery & { email: string; password: string; name?: string };

/**
 * The reference OAuth2 provider (authorisation code), standing in for every configured social
 * provider. Like a real one it keeps its own accounts: its sign-in page opens an account with
 * its password, or creates one for a new e-mail with a subject of its own — so what a browser
 * types never names someone else's account. A stand-in all the same (BETFRAME_STANDINS): anyone
 * can create accounts, and no e-mail is verified.
 */
export function oauthStandinRoutes(
  app: FastifyInstance,
  dictionaries: DictionarySet,
  options: { production: boolean },
) {
  /** The variant's settings when it offers the provider and the way back is its callback (400 otherwise). */
  const checked = (request: FastifyRequest, trip: AuthQuery) =>
    offeredProvider(app, request, {
      provider: trip.provider,
      redirectUri: trip.redirect_uri,
      production: options.production,
    });
  const signInPage = (
    request: FastifyRequest,
    trip: AuthQuery,
    refusal?: { error: string; email: string },
  ) => {
    const settings = checked(request, trip);
    const lang = trip.lang ?? settings.globalConfig.langs_order[0] ?? 'en';
    const text = (key: string) =>
      serverText(dictionaries, lang, key, {
        provider: PROVIDER_NAMES[trip.provider] ?? trip.provider,
        brand: settings.customizeConfig.brand,
      });
    const { provider, redirect_uri, state } = trip;
    return standinPage({
      lang,
      dir: directionOf(lang),
      title: text('oauth_consent_title'),
      intro: text('oauth_consent_text'),
      error: refusal && text(refusal.error),
      action: '/oauth/approve',
      method: 'post',
      hidden: { provider, redirect_uri, state, lang },
      fields: [
        {
          name: 'email',
          label: text('oauth_email'),
          type: 'email',
          required: true,
          autocomplete: 'email',
          value: refusal?.email,
        },
        {
          name: 'password',
          label: text('oauth_password'),
          type: 'password',
          required: true,
          autocomplete: 'current-password',
        },
        { name: 'name', label: text('oauth_name'), autocomplete: 'name' },
      ],
      submit: text('oauth_continue'),
      cancel: {
        label: text('oauth_cancel'),
        href: backTo(redirect_uri, { error: 'access_denied', state }),
      },
    });
  };

  app.get<{ Querystring: AuthQuery }>(
    '/oauth/auth',
    { schema: { querystring: ref('social', 'oauthAuthQuery') } },
    async (request, reply) =>
      reply.type('text/html; charset=utf-8').send(signInPage(request, request.query)),
  );

  // The sign-in form posts (its password stays out of addresses).
  formRoutes(app, (scope) => {
    scope.post<{ Body: ApproveBody }>(
      '/oauth/approve',
      { schema: { body: ref('social', 'oauthApproveBody') } },
      async (request, reply) => {
        const { email, password, name = '', ...trip } = request.body;
        // The way back is checked before any account is touched.
        checked(request, trip);
        const result = await signInAtStandin(app.db, trip.provider, { email, password, name });
        if ('refused' in result)
          return reply
            .code(result.refused === 'oauth_wrong_password' ? 401 : 422)
            .type('text/html; charset=utf-8')
            .send(signInPage(request, trip, { error: result.refused, email }));
        const code = await issueCode(app.db, result.identity, trip.redirect_uri);
        // 303: the browser follows a form's answer with a GET.
        return reply.redirect(backTo(trip.redirect_uri, { code, state: trip.state }), 303);
      },
    );
  });
}
