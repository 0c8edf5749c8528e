import type { FastifyInstance } from 'fastify';

import { clearSessionCookies } from '../auth/auth-plugin.ts';
import { requireSameOrigin } from '../auth/same-origin.ts';
import { endSession } from '../auth/sessions.ts';
import { ApiProblem } from '../errors.ts';

/** The user token of the session cookie, and logging out. */
export function sessionRoutes(app: FastifyInstance) {
  app.get('/web-api/user/gettoken', async (request, reply) => {
    const session = await app.sessionOf(request);
    if (!session) {
      // Whatever cookies made the page ask are stale: without them it will not ask again.
      clearSessionCookies(request, reply);
      throw new ApiProblem(401, 'error_unauthorized', ['no open session']);
    }
    const token = await app.userTokenFor(session, app.settingsOf(request).variant.partner);
    void reply.header('cache-control', 'no-store');
    return { data: { data: { token } } };
  });

  app.post('/user/disconnect', async (request, reply) => {
    requireSameOrigin(request);
    const session = await app.sessionOf(request);
    if (session) await endSession(app.db, session.id);
    clearSessionCookies(request, reply);
    return { success: true };
  });
}
