import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Db } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import { serverSecret } from './secrets.ts';
import {
  bearerOf,
  issueServiceToken,
  type ServiceClaims,
  serviceTokenTtl,
  verifyServiceToken,
} from './service-token.ts';
import { type Session, sessionIsOpen } from './sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The player a service call is for: a valid `Authorization: Bearer` service token of an open session (401 otherwise). */
    authenticateService(request: FastifyRequest): Promise<ServiceClaims>;
    /** The claims of the request's service token, expired or not, when it was issued for `session` (401 otherwise). */
    serviceClaimsForRefresh(request: FastifyRequest, session: Session): Promise<ServiceClaims>;
    /** A fresh service token for a session: the JWT, its id and when it expires. */
    serviceTokenFor(
      session: Session,
      partner: number,
    ): Promise<{ token: string; jti: string; expireDate: Date }>;
  }
}

const unauthorized = (detail: string) =>
  new ApiProblem(401, 'error_token_not_authenticated', [detail]);

/**
 * Service tokens: their own key (a user token cannot pass for one, nor the other way round), the
 * lifetime of BETFRAME_SERVICE_TOKEN_TTL_SECONDS, and the session they were issued for checked on
 * every call.
 */
export async function installServiceAuth(
  app: FastifyInstance,
  db: Db,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const secret = await serverSecret(db, 'service_token');
  const ttl = serviceTokenTtl(env);
  const partnerOf = (request: FastifyRequest) => app.settingsOf(request).variant.partner;

  app.decorate('authenticateService', async (request: FastifyRequest) => {
    const token = bearerOf(request.headers.authorization);
    const claims = token
      ? await verifyServiceToken(secret, token, { now: app.clock.now() })
      : undefined;
    if (!claims || claims.partner !== partnerOf(request))
      throw unauthorized('a valid service token is required');
    // A closed session's tokens die with it, signature or not.
    if (!(await sessionIsOpen(db, claims.sessionId)))
      throw unauthorized('the session of the service token is closed');
    return claims;
  });

  app.decorate('serviceClaimsForRefresh', async (request: FastifyRequest, session: Session) => {
    const token = bearerOf(request.headers.authorization);
    const claims = token
      ? await verifyServiceToken(secret, token, { forRefresh: true, now: app.clock.now() })
      : undefined;
    if (!claims || claims.sessionId !== session.id || claims.partner !== partnerOf(request))
      throw unauthorized('the service token was not issued for this session');
    return claims;
  });

  app.decorate('serviceTokenFor', (session: Session, partner: number) =>
    issueServiceToken(
      secret,
      { playerId: session.playerId, sessionId: session.id, partner },
      ttl,
      app.clock.now(),
    ),
  );
}
