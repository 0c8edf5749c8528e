import type { FastifyInstance } from 'fastify';

import { consumeCaptchaHeader, registrationCaptchaAsked } from '../captcha/captcha-service.ts';
import { ref } from '../contract.ts';
import { ApiProblem, validationProblem } from '../errors.ts';
import { depositCents, startPayment } from '../payments/bank-standin.ts';
import type { Catalogues } from '../registration/catalogues.ts';
import { offeredTypes } from '../registration/registration-form.ts';

type StartBody = { amount: string; currency_id: number; state: string; lang?: string };

/**
 * POST /api/web/registration/v1/pay-and-play/start: the platform starts a pay-and-play first
 * deposit — behind the variant's captcha, which this call spends, since a payment costs the
 * operator money — and answers where the payer goes to pay. The bank sends the payer back to
 * this site's registration page only (the platform builds that address; the client cannot).
 */
export function payAndPlayRoutes(
  app: FastifyInstance,
  catalogues: () => Promise<Catalogues>,
  /** Whether a bank-transfer provider takes payments here (the reference bank is a stand-in). */
  bank: boolean,
) {
  app.post<{ Body: StartBody }>(
    '/api/web/registration/v1/pay-and-play/start',
    { schema: { body: ref('pay-and-play', 'payAndPlayStartBody') } },
    async (request) => {
      const { settings, variant } = app.settingsOf(request);
      if (!offeredTypes(settings, variant.country).includes('pay_and_play'))
        throw new ApiProblem(422, 'error_registration_type', [], {
          validation_errors: { type: ['error_registration_type'] },
        });
      if (!bank)
        throw new ApiProblem(422, 'error_payment_provider', [
          'no bank-transfer provider takes payments here',
        ]);
      const { amount, currency_id, state } = request.body;
      if (depositCents(amount) === undefined)
        throw validationProblem({ amount: ['reg_pnp_amount_invalid'] });
      if (!(await catalogues()).currencies.some((c) => c.id === currency_id))
        throw validationProblem({ currency_id: ['validation_unknown_option'] });
      const lang = request.body.lang ?? variant.language;
      const redirectUri = `${request.protocol}://${request.host}/${lang}/registration?type=pay_and_play`;
      const id = await app.db.transaction(async (tx) =>
        startPayment(
          tx,
          variant.partner,
          { amount, currencyId: currency_id, redirectUri, state, lang },
          registrationCaptchaAsked(settings)
            ? await consumeCaptchaHeader(tx, request.headers)
            : undefined,
        ),
      );
      const url = `/bank-standin/pay?${new URLSearchParams({ start: id, lang })}`;
      return { success: true, data: { url } };
    },
  );
}
