import type { FastifyInstance } from 'fastify';

import { consumeCaptchaHeader, registrationCaptchaAsked } from '../captcha/captcha-service.ts';
import { ref } from '../contract.ts';
import { one } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import type { DictionarySet } from '../i18n/dictionaries.ts';
import { proofsCarryCaptcha } from '../registration/captcha-cover.ts';
import type { Catalogues } from '../registration/catalogues.ts';
import { registerPlayer } from '../registration/register.ts';
import { offeredTypes, type RegistrationType } from '../registration/registration-form.ts';
import { sendActivationMail } from '../verification/activation-mail.ts';

/**
 * POST /api/web/registration/v1/register: the captcha (when the variant asks, unless the confirmed
 * phone or the paid deposit already stand behind one), every rule again, store.
 */
export function registerRoutes(
  app: FastifyInstance,
  catalogues: () => Promise<Catalogues>,
  dictionaries: DictionarySet,
) {
  app.post<{ Body: { type: RegistrationType; fields: Record<string, unknown> } }>(
    '/api/web/registration/v1/register',
    { schema: { body: ref('registration', 'registerBody') } },
    async (request, reply) => {
      const { settings, variant } = app.settingsOf(request);
      const { type, fields } = request.body;
      if (!offeredTypes(settings, variant.country).includes(type)) {
        throw new ApiProblem(422, 'error_registration_type', [], {
          validation_errors: { type: ['error_registration_type'] },
        });
      }
      // Accounts opened from one address are counted; the budget is checked before the captcha
      // is spent, so a refused call leaves the player's solved captcha usable.
      const pass = await app.checkBudget(request, 'registration');
      if (
        registrationCaptchaAsked(settings) &&
        !(await proofsCarryCaptcha(app.db, variant.partner, type, fields))
      )
        await consumeCaptchaHeader(app.db, request.headers);
      const { userId, password } = await registerPlayer(app.db, await catalogues(), {
        settings,
        partner: variant.partner,
        type,
        values: fields,
        now: app.clock.now(),
      });
      await pass.count();
      // The e-mail field promises a confirmation link: it goes out with the account.
      const { email } = (await one<{ email: string | null }>(
        app.db,
        'SELECT email FROM players WHERE id = $1',
        [userId],
      )) ?? { email: null };
      if (email)
        await sendActivationMail(app.db, dictionaries, {
          playerId: userId,
          email,
          origin: `${request.protocol}://${request.host}`,
          language: variant.language,
          brand: settings.customizeConfig.brand,
        }).catch((error: unknown) =>
          // The account stands; the player can ask for the mail again in the office.
          request.log.warn({ err: error }, 'activation mail after registration failed'),
        );
      // The new player lands logged in.
      await app.startSession(request, reply, userId);
      return {
        data: {
          type: 'registration',
          id: String(userId),
          attributes: { userId, password: Buffer.from(password, 'utf8').toString('base64') },
        },
      };
    },
  );
}
