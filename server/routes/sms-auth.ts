import type { FastifyInstance } from 'fastify';

import type { SiteSettings } from '../../src/config/generated/site-settings.types.ts';
import { phoneRule } from '../../src/lib/validation/phone-rule.ts';
import { playerOfPhone, signInByPhone } from '../auth/sign-in.ts';
import {
  captchaHeaderOf,
  consumeCaptchaHeader,
  consumeCaptchaToken,
  loginCaptchaAsked,
  registrationCaptchaAsked,
} from '../captcha/captcha-service.ts';
import { ref } from '../contract.ts';
import type { Queryable } from '../db/db.ts';
import { ApiProblem, validationProblem } from '../errors.ts';
import type { DictionarySet } from '../i18n/dictionaries.ts';
import { serverText } from '../i18n/server-text.ts';
import { sendMessage } from '../outbox.ts';
import type { Catalogues } from '../registration/catalogues.ts';
import { captchaOfLatestCode, confirmCode, createCode } from '../verification/codes.ts';
import { homePhoneCountry, normalizePhone } from '../verification/phone.ts';

type Purpose = 'registration' | 'login' | 'phone_change';

type Headers = Readonly<Record<string, string | string[] | undefined>>;

/**
 * The solved captcha a send spends, where the variant asks for one: every sign-in code, and a
 * registration code (its resend stands behind the captcha the first send spent).
 */
async function captchaForSend(
  tx: Queryable,
  settings: SiteSettings,
  purpose: Purpose,
  phone: string,
  headers: Headers,
): Promise<string | undefined> {
  if (purpose === 'login')
    return loginCaptchaAsked(settings) ? consumeCaptchaHeader(tx, headers) : undefined;
  if (purpose !== 'registration' || !registrationCaptchaAsked(settings)) return undefined;
  const token = captchaHeaderOf(headers);
  if (!token) {
    const earlier = await captchaOfLatestCode(tx, purpose, phone);
    if (earlier) return earlier;
  }
  return consumeCaptchaToken(tx, token);
}

const loginBySmsOff = () =>
  new ApiProblem(403, 'error_login_type', ['this site does not sign in by SMS code']);

/**
 * One-time codes by SMS, of the variant's length, sent to the outbox and checked with limits: to
 * confirm a phone, and to sign in by phone (purpose login, where authConfig.login_types has sms).
 */
export function smsAuthRoutes(
  app: FastifyInstance,
  catalogues: () => Promise<Catalogues>,
  dictionaries: DictionarySet,
) {
  app.post<{ Body: { phone: string; purpose: Purpose } }>(
    '/sms-auth/send-code',
    { schema: { body: ref('sms-auth', 'sendCodeBody') } },
    async (request) => {
      const { settings, variant } = app.settingsOf(request);
      const known = await catalogues();
      // A national number is the visitor's country's, as the sign-in page's phone widget reads it.
      const phone = normalizePhone(request.body.phone, homePhoneCountry(settings, known));
      const invalid = phoneRule(
        phone,
        { rule: 'phone', message: 'validation_phone_incorrect' },
        { values: {}, phoneCountries: known.phoneCountries },
        { id: 'phone', name: 'phone', type: 'phone' },
      );
      if (invalid) throw validationProblem({ phone: [invalid.key] });
      const login = request.body.purpose === 'login';
      if (login && !settings.authConfig.login_types.includes('sms')) throw loginBySmsOff();
      // One transaction: a send the limits refuse leaves the captcha unspent.
      const sent = await app.db.transaction(async (tx) =>
        createCode(
          tx,
          request.body.purpose,
          phone,
          settings.registrationConfig.sms_code_length,
          undefined,
          request.ip,
          await captchaForSend(tx, settings, request.body.purpose, phone, request.headers),
        ),
      );
      const body = serverText(dictionaries, variant.language, 'sms_code_text', {
        code: sent.code,
        brand: settings.customizeConfig.brand,
        count: Math.round(sent.expiresIn / 60),
      });
      // A sign-in code goes only to a player's phone; the answer is the same either way, so it does not tell who plays here.
      if (!login || (await playerOfPhone(app.db, variant.partner, phone)))
        await sendMessage(app.db, { channel: 'sms', recipient: phone, body });
      return {
        success: true,
        data: { codeLength: sent.codeLength, expiresIn: sent.expiresIn, resendIn: sent.resendIn },
      };
    },
  );

  app.post<{ Body: { phone: string; code: string; purpose: Purpose; remember?: boolean } }>(
    '/sms-auth/check-code',
    { schema: { body: ref('sms-auth', 'checkCodeBody') } },
    async (request, reply) => {
      const { purpose, remember } = request.body;
      const { settings, variant } = app.settingsOf(request);
      if (purpose === 'login' && !settings.authConfig.login_types.includes('sms'))
        throw loginBySmsOff();
      const phone = normalizePhone(
        request.body.phone,
        homePhoneCountry(settings, await catalogues()),
      );
      const token = await confirmCode(app.db, purpose, phone, request.body.code.replace(/\s/g, ''));
      if (purpose !== 'login') return { success: true, data: { token } };
      const outcome = await signInByPhone(app.db, variant.partner, phone);
      if (outcome.twoFactor) return { success: true, twoFactor: true, hash: outcome.hash };
      await app.startSession(request, reply, outcome.playerId, { remember });
      return { success: true, userId: outcome.playerId, twoFactor: false };
    },
  );
}
