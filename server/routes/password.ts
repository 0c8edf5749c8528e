import type { FastifyInstance } from 'fastify';

import { passwordProblem } from '../../src/lib/validation/password-policy.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { endOtherSessions } from '../auth/sessions.ts';
import { recordFailure, refuseWhenFailedTooOften, SIGN_IN_LIMITS } from '../auth/sign-in.ts';
import { ref } from '../contract.ts';
import { one } from '../db/db.ts';
import { ApiProblem, validationProblem } from '../errors.ts';

interface PasswordChange {
  readonly old_password: string;
  readonly password: string;
  readonly password_confirmation: string;
  readonly end_other_sessions?: boolean;
}

/** base64 text as UTF-8, or a 400 naming the field. */
function fromBase64(value: string, field: string): string {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value))
    throw new ApiProblem(400, 'error_bad_request', [`body /${field}: must be base64`]);
  return Buffer.from(value, 'base64').toString('utf8');
}

/** Changing the password: the old one (base64), the new one twice, optionally ending every other session. */
export function passwordRoutes(app: FastifyInstance) {
  app.put<{ Body: PasswordChange }>(
    '/api/web/user/v1/password',
    { schema: { body: ref('password', 'passwordChangeBody') } },
    async (request) => {
      const { playerId, sessionId } = await app.authenticateService(request);
      const key = `password-change:${playerId}`;
      await refuseWhenFailedTooOften(
        app.db,
        'login_key',
        key,
        SIGN_IN_LIMITS.failuresPerLogin,
        app.clock.now(),
      );
      const oldPassword = fromBase64(request.body.old_password, 'old_password');
      const password = fromBase64(request.body.password, 'password');
      const confirmation = fromBase64(request.body.password_confirmation, 'password_confirmation');
      const player = await one<{ password_hash: string }>(
        app.db,
        'SELECT password_hash FROM players WHERE id = $1',
        [playerId],
      );
      if (!player || !(await verifyPassword(oldPassword, player.password_hash))) {
        await recordFailure(app.db, key, request.ip, app.clock.now());
        throw validationProblem({ old_password: ['password_old_wrong'] });
      }
      if (password === oldPassword) throw validationProblem({ password: ['password_same'] });
      const problem = passwordProblem(password);
      if (problem) throw validationProblem({ password: [problem] });
      if (password !== confirmation)
        throw validationProblem({ password_confirmation: ['password_mismatch'] });
      await app.db.query('UPDATE players SET password_hash = $2 WHERE id = $1', [
        playerId,
        await hashPassword(password),
      ]);
      if (request.body.end_other_sessions) await endOtherSessions(app.db, playerId, sessionId);
      return { success: true };
    },
  );
}
