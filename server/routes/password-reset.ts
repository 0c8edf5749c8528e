import type { FastifyInstance } from 'fastify';

import { passwordProblem } from '../../src/lib/validation/password-policy.ts';
import { hashPassword } from '../auth/password.ts';
import { ref } from '../contract.ts';
import { one } from '../db/db.ts';
import { validationProblem } from '../errors.ts';
import type { DictionarySet } from '../i18n/dictionaries.ts';
import { serverText } from '../i18n/server-text.ts';
import { sendMessage } from '../outbox.ts';
import { confirmCode, createCode } from '../verification/codes.ts';
import { normalizePhone } from '../verification/phone.ts';

const URL = '/web-api/api/internal/v1/user/passwordreset';
type ResetBy = 'email' | 'phone';

/** The recipient a reset code goes to, as stored: lower-case e-mail or the phone's digits with +. */
const recipientOf = (by: ResetBy, login: string) =>
  by === 'email' ? login.trim().toLowerCase() : normalizePhone(login);

/**
 * Forgotten password: GET sends a code to the e-mail or phone (the answer is the same whether an
 * account has it or not, so it tells nobody which logins exist); POST with the code sets a new
 * password and ends every session of the account.
 */
export function passwordResetRoutes(app: FastifyInstance, dictionaries: DictionarySet) {
  app.get<{ Querystring: { by: ResetBy; login: string } }>(
    URL,
    { schema: { querystring: ref('password', 'resetRequestQuery') } },
    async (request) => {
      const { settings, variant } = app.settingsOf(request);
      const { by, login } = request.query;
      const recipient = recipientOf(by, login);
      const sent = await createCode(
        app.db,
        'password_reset',
        recipient,
        settings.registrationConfig.sms_code_length,
        undefined,
        request.ip,
      );
      const player = await one<{ id: number }>(
        app.db,
        by === 'email'
          ? 'SELECT id FROM players WHERE partner = $1 AND lower(email) = $2'
          : 'SELECT id FROM players WHERE partner = $1 AND phone = $2',
        [variant.partner, recipient],
      );
      if (player) {
        const brand = settings.customizeConfig.brand;
        const body = serverText(dictionaries, variant.language, 'password_reset_text', {
          code: sent.code,
          brand,
          count: Math.round(sent.expiresIn / 60),
        });
        await sendMessage(app.db, {
          channel: by === 'email' ? 'email' : 'sms',
          recipient,
          subject:
            by === 'email'
              ? serverText(dictionaries, variant.language, 'password_reset_subject', { brand })
              : undefined,
          body,
        });
      }
      return {
        success: true,
        data: { codeLength: sent.codeLength, expiresIn: sent.expiresIn, resendIn: sent.resendIn },
      };
    },
  );

  app.post<{
    Body: {
      by: ResetBy;
      login: string;
      code: string;
      password: string;
      password_confirmation: string;
    };
  }>(URL, { schema: { body: ref('password', 'resetBody') } }, async (request) => {
    const { variant } = app.settingsOf(request);
    const { by, login, code, password, password_confirmation } = request.body;
    const problem = passwordProblem(password);
    if (problem) throw validationProblem({ password: [problem] });
    if (password !== password_confirmation)
      throw validationProblem({ password_confirmation: ['password_mismatch'] });
    const recipient = recipientOf(by, login);
    await confirmCode(app.db, 'password_reset', recipient, code.replace(/\s/g, ''));
    const hash = await hashPassword(password);
    const player = await one<{ id: number }>(
      app.db,
      `UPDATE players SET password_hash = $3 WHERE partner = $1 AND ${by === 'email' ? 'lower(email)' : 'phone'} = $2 RETURNING id`,
      [variant.partner, recipient, hash],
    );
    // A right code for a login without an account cannot happen (no code was sent); say the same as a wrong one.
    if (!player) throw validationProblem({ code: ['auth_incorrect_code'] });
    await app.db.query(
      'UPDATE sessions SET ended_at = now() WHERE player_id = $1 AND ended_at IS NULL',
      [player.id],
    );
    return { success: true };
  });
}
