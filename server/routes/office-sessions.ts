import type { FastifyInstance, FastifyRequest } from 'fastify';

import { endOtherSessions, endPlayerSession, sessionsOf } from '../auth/sessions.ts';
import { ref } from '../contract.ts';
import { ApiProblem } from '../errors.ts';

const OFFICE = '/web-api/officeapi';

/** Session history, closing one session, and disconnecting every other one. */
export function officeSessionRoutes(app: FastifyInstance) {
  const history = async (request: FastifyRequest) => {
    const { playerId, sessionId } = await app.authenticate(request);
    const sessions = await sessionsOf(app.db, playerId, sessionId);
    return { success: true, data: sessions.map((s) => ({ ...s, current: s.id === sessionId })) };
  };
  app.post(`${OFFICE}/getusersessions`, history);
  app.get('/session-api/sessions/user', history);

  app.get(`${OFFICE}/getsessionid`, async (request) => ({
    success: true,
    data: { session_id: (await app.authenticate(request)).sessionId },
  }));

  app.post<{ Body: { session_id: string } }>(
    `${OFFICE}/closesession`,
    { schema: { body: ref('office-sessions', 'closeSessionBody') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      if (!(await endPlayerSession(app.db, playerId, request.body.session_id)))
        throw new ApiProblem(404, 'error_session_not_found', ['no such session of this player']);
      return { success: true };
    },
  );

  app.post(`${OFFICE}/disconnecteverywhere`, async (request) => {
    const { playerId, sessionId } = await app.authenticate(request);
    await endOtherSessions(app.db, playerId, sessionId);
    return { success: true };
  });
}
