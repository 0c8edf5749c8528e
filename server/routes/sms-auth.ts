import type { FastifyInstance } from 'fastify';
import { phoneRule } from '../../src/lib/validation/phone-rule.ts';
import { ref } from '../contract.ts';
import { validationProblem } from '../errors.ts';
import type { DictionarySet } from '../i18n/dictionaries.ts';
import { serverText } from '../i18n/server-text.ts';
import { sendMessage } from '../outbox.ts';
import type { Catalogues } from '../registration/catalogues.ts';
import { confirmCode, createCode } from '../verification/codes.ts';
import { normalizePhone } from '../verification/phone.ts';

type Purpose = 'registration' | 'login' | 'phone_change';


/** Phone confirmation: codes of the variant's length, sent to the outbox, checked with limits. */
export function smsAuthRoutes(app: FastifyInstance, catalogues: () => Promise<Catalogues>, dictionaries: DictionarySet) {
  app.post<{ Body: { phone: string; purpose: Purpose } }>(
    '/sms-auth/send-code',
    { schema: { body: ref('sms-auth', 'sendCodeBody') } },
    async (request) => {
      const { settings, variant } = app.settingsOf(request);
      const invalid = phoneRule(request.body.phone, { rule: 'phone', message: 'validation_phone_incorrect' }, { values: {}, phoneCountries: (await catalogues()).phoneCountries }, { id: 'phone', name: 'phone', type: 'phone' });
      if (invalid) throw validationProblem({ phone: [invalid.key] });
      const phone = normalizePhone(request.body.phone);
      const sent = await createCode(app.db, request.body.purpose, phone, settings.registrationConfig.sms_code_length, undefined, request.ip);
      const body = serverText(dictionaries, variant.language, 'sms_code_text', {
        code: sent.code,
        brand: settings.customizeConfig.brand,
        minutes: Math.round(sent.expiresIn / 60),
      });
      await sendMessage(app.db, { channel: 'sms', recipient: phone, body });
      return { success: true, data: { codeLength: sent.codeLength, expiresIn: sent.expiresIn, resendIn: sent.resendIn } };
    },
  );

  app.post<{ Body: { phone: string; code: string; purpose: Purpose } }>(
    '/sms-auth/check-code',
    { schema: { body: ref('sms-auth', 'checkCodeBody') } },
    async (request) => {
      const token = await confirmCode(app.db, request.body.purpose, normalizePhone(request.body.phone), request.body.code.replace(/\s/g, ''));
      return { success: true, data: { token } };
    },
  );
}
