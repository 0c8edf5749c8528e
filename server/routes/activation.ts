import type { FastifyInstance } from 'fastify';

import { ref } from '../contract.ts';
import { one } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import type { DictionarySet } from '../i18n/dictionaries.ts';
import {
  ACTIVATION_PURPOSE as PURPOSE,
  sendActivationMail,
} from '../verification/activation-mail.ts';
import { confirmCode } from '../verification/codes.ts';

type Attributes<T> = { Body: { data: { attributes: T } } };

async function emailOf(app: FastifyInstance, playerId: number) {
  const row = await one<{ email: string | null }>(
    app.db,
    'SELECT email FROM players WHERE id = $1',
    [playerId],
  );
  return row?.email?.toLowerCase() ?? undefined;
}

async function markConfirmed(app: FastifyInstance, playerId: number) {
  await app.db.query('UPDATE players SET email_confirmed = true WHERE id = $1', [playerId]);
  return { success: true, data: { emailConfirmed: true } };
}

/** E-mail activation: a link (activate) and a code (activatefast), both in one e-mail. */
export function activationRoutes(app: FastifyInstance, dictionaries: DictionarySet) {
  app.post('/web-api/user/sendActivationMail', async (request) => {
    const { playerId } = await app.authenticate(request);
    const email = await emailOf(app, playerId);
    if (!email)
      throw new ApiProblem(422, 'activation_no_email', [], {
        validation_errors: { email: ['activation_no_email'] },
      });
    const { settings, variant } = app.settingsOf(request);
    const sent = await sendActivationMail(app.db, dictionaries, {
      playerId,
      email,
      origin: `${request.protocol}://${request.host}`,
      language: variant.language,
      brand: settings.customizeConfig.brand,
    });
    return { success: true, data: { sent: true, resendIn: sent.resendIn } };
  });

  app.post<Attributes<{ token: string; user_id: number }>>(
    '/web-api/api/internal/v1/user/activate',
    { schema: { body: ref('activation', 'activateBody') } },
    async (request) => {
      const { token, user_id: playerId } = request.body.data.attributes;
      const email = await emailOf(app, playerId);
      const used = email
        ? await one(
            app.db,
            `UPDATE verification_codes SET proof_used_at = now(), confirmed_at = coalesce(confirmed_at, now())
             WHERE proof = $1 AND purpose = $2 AND recipient = $3 AND proof_used_at IS NULL AND expires_at > now() RETURNING id`,
            [token, PURPOSE, email],
          )
        : undefined;
      if (!used)
        throw new ApiProblem(422, 'activation_invalid', [], {
          validation_errors: { token: ['activation_invalid'] },
        });
      return markConfirmed(app, playerId);
    },
  );

  app.post<Attributes<{ code: string; user_id: number }>>(
    '/web-api/api/internal/v1/user/activatefast',
    { schema: { body: ref('activation', 'activateFastBody') } },
    async (request) => {
      const { code, user_id: playerId } = request.body.data.attributes;
      const email = await emailOf(app, playerId);
      if (!email)
        throw new ApiProblem(422, 'activation_invalid', [], {
          validation_errors: { code: ['activation_invalid'] },
        });
      await confirmCode(app.db, PURPOSE, email, code);
      return markConfirmed(app, playerId);
    },
  );
}
