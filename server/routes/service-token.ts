import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { Session } from '../auth/sessions.ts';
import { ref } from '../contract.ts';
import { ApiProblem } from '../errors.ts';

const TOKEN = '/web-api/api/mobile/v1/token';
export const JSON_API_TYPE = 'application/vnd.api+json';

/**
 * The service token of the session cookie, and its refresh. Without an open session both answer
 * 403 (the player is not signed in); the answer is JSON:API with the platform's clock in `Date`.
 */
export function serviceTokenRoutes(app: FastifyInstance) {
  // JSON:API bodies are JSON: fastify only knows application/json by itself.
  app.addContentTypeParser(
    JSON_API_TYPE,
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );

  const sessionOrForbidden = async (request: FastifyRequest): Promise<Session> => {
    const session = await app.sessionOf(request);
    if (!session) throw new ApiProblem(403, 'error_user_not_authenticated', ['no open session']);
    return session;
  };
  const answer = async (request: FastifyRequest, reply: FastifyReply, session: Session) => {
    const { token, jti, expireDate } = await app.serviceTokenFor(
      session,
      app.settingsOf(request).variant.partner,
    );
    // The client corrects its clock by Date: set it here rather than trust the HTTP layer to.
    void reply
      .header('content-type', JSON_API_TYPE)
      .header('cache-control', 'no-store')
      .header('date', app.clock.now().toUTCString());
    // Serialised by our own serializer: fastify's JSON path would add `; charset=utf-8`, and JSON:API
    // allows no parameters. (Not sent as a Buffer: fastify recognises bytes by `instanceof
    // ArrayBuffer`, which fails when the platform runs inside a browser-like test realm.)
    return reply
      .serializer((body: unknown) => JSON.stringify(body))
      .send({
        data: {
          type: 'service-token',
          id: jti,
          attributes: { userToken: token, expireDate: expireDate.toISOString() },
        },
      });
  };

  app.get(`${TOKEN}/`, async (request, reply) =>
    answer(request, reply, await sessionOrForbidden(request)),
  );

  app.post(
    `${TOKEN}/refresh`,
    { schema: { body: ref('service-token', 'serviceTokenRefreshBody') } },
    async (request, reply) => {
      const session = await sessionOrForbidden(request);
      await app.serviceClaimsForRefresh(request, session);
      return answer(request, reply, session);
    },
  );
}
