import type { FastifyInstance } from 'fastify';

import { recoveryCodesLeft } from '../auth/recovery-codes.ts';
import { type LoginType, signIn, signInSecondStep, twoFactorEnabled } from '../auth/sign-in.ts';
import { disableTwoFactor, enableTwoFactor, startTwoFactor } from '../auth/two-factor.ts';
import { consumeCaptchaHeader, loginCaptchaAsked } from '../captcha/captcha-service.ts';
import { ref } from '../contract.ts';
import { one } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import type { DictionarySet } from '../i18n/dictionaries.ts';
import { serverText } from '../i18n/server-text.ts';
import { sendMessage } from '../outbox.ts';
import type { Catalogues } from '../registration/catalogues.ts';
import { createCode } from '../verification/codes.ts';
import { homePhoneCountry } from '../verification/phone.ts';
import { secondFactorGuard } from './second-factor-guard.ts';

const OFFICE = '/web-api/officeapi';

/** Sign-in by password with the two-factor second step, and the office's two-factor settings. */
export function signInRoutes(
  app: FastifyInstance,
  dictionaries: DictionarySet,
  catalogues: () => Promise<Catalogues>,
) {
  app.post<{ Body: { login: string; password: string; type: LoginType; remember?: boolean } }>(
    '/user/auth',
    { schema: { body: ref('sign-in', 'authBody') } },
    async (request, reply) => {
      const { settings, variant } = app.settingsOf(request);
      const { partner } = variant;
      const { login, password, type, remember } = request.body;
      // Where the variant asks before every attempt, that captcha also answers an account that asks.
      const spent = loginCaptchaAsked(settings)
        ? await consumeCaptchaHeader(app.db, request.headers)
        : undefined;
      const outcome = await signIn(app.db, partner, {
        login,
        password,
        type,
        ip: request.ip,
        now: app.clock.now(),
        spendCaptcha: async () => spent ?? (await consumeCaptchaHeader(app.db, request.headers)),
        homePhone:
          type === 'phone_number' ? homePhoneCountry(settings, await catalogues()) : undefined,
      });
      if (outcome.twoFactor) return { success: true, twoFactor: true, hash: outcome.hash };
      await app.startSession(request, reply, outcome.playerId, { remember });
      return { success: true, userId: outcome.playerId, twoFactor: false };
    },
  );

  app.post<{ Body: { hash: string; code: string; remember?: boolean } }>(
    '/user/twoauth/',
    { schema: { body: ref('sign-in', 'twoAuthBody') } },
    async (request, reply) => {
      const playerId = await signInSecondStep(
        app.db,
        request.body.hash,
        request.body.code,
        secondFactorGuard(app, request, dictionaries),
      );
      await app.startSession(request, reply, playerId, { remember: request.body.remember });
      return { success: true, userId: playerId, twoFactor: false };
    },
  );

  app.post(`${OFFICE}/gettwofactorqrcodeurl`, async (request) => {
    const { playerId } = await app.authenticate(request);
    return {
      success: true,
      data: await startTwoFactor(
        app.db,
        playerId,
        app.settingsOf(request).settings.customizeConfig.brand,
      ),
    };
  });

  app.post(`${OFFICE}/sendSmsForTwoFactorActivation`, async (request) => {
    const { playerId } = await app.authenticate(request);
    const { settings, variant } = app.settingsOf(request);
    const player = await one<{ phone: string | null }>(
      app.db,
      'SELECT phone FROM players WHERE id = $1',
      [playerId],
    );
    if (!player?.phone)
      throw new ApiProblem(409, 'error_no_phone', ['the account has no phone number']);
    const sent = await createCode(
      app.db,
      'two_factor',
      player.phone,
      settings.registrationConfig.sms_code_length,
      undefined,
      request.ip,
    );
    const body = serverText(dictionaries, variant.language, 'sms_code_text', {
      code: sent.code,
      brand: settings.customizeConfig.brand,
      count: Math.round(sent.expiresIn / 60),
    });
    await sendMessage(app.db, { channel: 'sms', recipient: player.phone, body });
    return {
      success: true,
      data: { codeLength: sent.codeLength, expiresIn: sent.expiresIn, resendIn: sent.resendIn },
    };
  });

  app.post<{ Body: { app_code: string; sms_code?: string } }>(
    `${OFFICE}/twofactorauthenable`,
    { schema: { body: ref('sign-in', 'twoFactorEnableBody') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      const codes = await enableTwoFactor(
        app.db,
        playerId,
        { appCode: request.body.app_code, smsCode: request.body.sms_code },
        app.clock.now().getTime(),
      );
      return { success: true, data: { recovery_codes: codes } };
    },
  );

  app.post<{ Body: { hash: string } }>(
    `${OFFICE}/twofactorauthdisable`,
    { schema: { body: ref('sign-in', 'twoFactorDisableBody') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      await disableTwoFactor(
        app.db,
        playerId,
        request.body.hash,
        secondFactorGuard(app, request, dictionaries),
      );
      return { success: true };
    },
  );

  app.get('/api/web/user/v1/settings', async (request) => {
    const { playerId } = await app.authenticateService(request);
    return {
      data: {
        type: 'user-settings',
        id: String(playerId),
        attributes: {
          two_factor_enabled: await twoFactorEnabled(app.db, playerId),
          two_factor_recovery_codes_left: await recoveryCodesLeft(app.db, playerId),
        },
      },
    };
  });
}
