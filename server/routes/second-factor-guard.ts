import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { SecondFactorGuard } from '../auth/second-factor-budget.ts';
import { one } from '../db/db.ts';
import type { DictionarySet } from '../i18n/dictionaries.ts';
import { serverText } from '../i18n/server-text.ts';
import { sendMessage } from '../outbox.ts';

/**
 * The second-factor budget's guard for a request: the platform clock (tests and the dev clock
 * move it), and a warning to the player — by e-mail, else by SMS, in the request's language —
 * when wrong codes pause their second factor, since someone who is not them may be guessing.
 */
export function secondFactorGuard(
  app: FastifyInstance,
  request: FastifyRequest,
  dictionaries: DictionarySet,
): SecondFactorGuard {
  const { settings, variant } = app.settingsOf(request);
  const text = (key: string, params: Record<string, string>) =>
    serverText(dictionaries, variant.language, key, params);
  return {
    now: app.clock.now(),
    warnPaused: async (playerId, until) => {
      const player = await one<{ email: string | null; phone: string | null }>(
        app.db,
        'SELECT email, phone FROM players WHERE id = $1',
        [playerId],
      );
      const recipient = player?.email ?? player?.phone;
      // A one-click player gave neither: there is nowhere to warn them.
      if (!recipient) return;
      const time = new Intl.DateTimeFormat(variant.language, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'UTC',
      }).format(until);
      const params = { brand: settings.customizeConfig.brand, time };
      await sendMessage(app.db, {
        channel: player?.email ? 'email' : 'sms',
        recipient,
        subject: player?.email ? text('two_factor_paused_subject', params) : undefined,
        body: text('two_factor_paused_text', params),
      });
    },
  };
}
