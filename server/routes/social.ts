import { randomBytes } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import { signInByIdentity } from '../auth/sign-in.ts';
import { ref } from '../contract.ts';
import { one } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import { PENDING_TTL } from '../social/oauth-standin.ts';
import { offeredProvider } from '../social/offered-provider.ts';
import type { OAuthProvider } from '../social/provider.ts';

/**
 * The platform's side of social sign-in (POST /socauth/auth): the provider's one-use code,
 * exchanged server-side for the provider's subject → a session for a known identity (keyed by
 * provider and subject, never by a name or e-mail), else a token to register with. The only
 * provider this platform exchanges codes with is the OAuth stand-in (oauth-standin.ts): with the
 * stand-ins off there is none, and every exchange is refused before a code is looked at.
 */
export function socialRoutes(
  app: FastifyInstance,
  options: { provider: OAuthProvider | undefined; production: boolean },
) {
  app.post<{ Body: { provider: string; code: string; redirect_uri: string } }>(
    '/socauth/auth',
    { schema: { body: ref('social', 'socialAuthBody') } },
    async (request, reply) => {
      const { provider, code, redirect_uri } = request.body;
      const oauth = options.provider;
      if (!oauth)
        throw new ApiProblem(400, 'error_social_provider', [
          'no OAuth provider runs here (BETFRAME_STANDINS is off)',
        ]);
      offeredProvider(app, request, {
        provider,
        redirectUri: redirect_uri,
        production: options.production,
      });
      const partner = app.settingsOf(request).variant.partner;
      const identity = await oauth.exchange(code, provider, redirect_uri);
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
        // A provider is a first factor like a password: two-factor players get the second step.
        const outcome = await signInByIdentity(app.db, linked.player_id);
        if (outcome.twoFactor) return { success: true, twoFactor: true, hash: outcome.hash };
        await app.startSession(request, reply, outcome.playerId);
        return { success: true, userId: outcome.playerId, twoFactor: false };
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
