import { randomBytes } from 'node:crypto';

import type { FastifyInstance, FastifyRequest } from 'fastify';

import { directionOf } from '../../src/lib/i18n/rtl.ts';
import { ref } from '../contract.ts';
import { one } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import type { DictionarySet } from '../i18n/dictionaries.ts';
import { serverText } from '../i18n/server-text.ts';
import {
  issueCode,
  PENDING_TTL,
  PROVIDER_NAMES,
  redeemCode,
  subjectOf,
} from '../social/oauth-standin.ts';
import { backTo, sameSiteRedirect } from '../standin/redirects.ts';
import { standinPage } from '../standin/standin-page.ts';

type AuthQuery = { provider: string; redirect_uri: string; state: string; lang?: string };

/**
 * The reference OAuth2 provider (authorisation code), standing in for every configured social
 * provider, and the platform's side of social sign-in (POST /socauth/auth).
 */
export function socialRoutes(app: FastifyInstance, dictionaries: DictionarySet) {
  /** A redirect back to this site only (no open redirects), for a provider the variant offers. */
  const checkRequest = (request: FastifyRequest, provider: string, redirectUri: string) => {
    const { settings } = app.settingsOf(request);
    if (!(settings.authConfig.social_providers as readonly string[]).includes(provider)) {
      throw new ApiProblem(400, 'error_social_provider', [`provider ${provider} is not offered`]);
    }
    sameSiteRedirect(request, redirectUri);
    return settings;
  };

  app.get<{ Querystring: AuthQuery }>(
    '/oauth/auth',
    { schema: { querystring: ref('social', 'oauthAuthQuery') } },
    async (request, reply) => {
      const { provider, redirect_uri, state } = request.query;
      const settings = checkRequest(request, provider, redirect_uri);
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
      checkRequest(request, provider, redirect_uri);
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

  app.post<{ Body: { provider: string; code: string; redirect_uri: string } }>(
    '/socauth/auth',
    { schema: { body: ref('social', 'socialAuthBody') } },
    async (request, reply) => {
      const { provider, code, redirect_uri } = request.body;
      checkRequest(request, provider, redirect_uri);
      const partner = app.settingsOf(request).variant.partner;
      const identity = await redeemCode(app.db, code, provider, redirect_uri);
      if (!identity)
        throw new ApiProblem(422, 'error_social_code', [], {
          validation_errors: { code: ['error_social_code'] },
        });
      const linked = await one<{ player_id: number }>(
        app.db,
        'SELECT player_id FROM social_identities WHERE partner = $1 AND provider = $2 AND subject = $3',
        [partner, provider, identity.subject],
      );
      if (linked) {
        await app.startSession(request, reply, linked.player_id);
        return { success: true, userId: linked.player_id, twoFactor: false };
      }
      const socialToken = randomBytes(24).toString('base64url');
      await app.db.query(
        `INSERT INTO social_pending (token, partner, provider, subject, name, email, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
        [
          socialToken,
          partner,
          provider,
          identity.subject,
          identity.name,
          identity.email ?? null,
          PENDING_TTL,
        ],
      );
      return {
        success: true,
        registration: {
          socialToken,
          provider,
          name: identity.name,
          ...(identity.email ? { email: identity.email } : {}),
        },
      };
    },
  );
}
