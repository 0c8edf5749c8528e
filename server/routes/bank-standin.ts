import type { FastifyInstance, FastifyRequest } from 'fastify';

import { directionOf } from '../../src/lib/i18n/rtl.ts';
import { ref } from '../contract.ts';
import { ApiProblem } from '../errors.ts';
import type { DictionarySet } from '../i18n/dictionaries.ts';
import { serverText } from '../i18n/server-text.ts';
import { type Bank, BANKS, isCalendarDate, recordPayment } from '../payments/bank-standin.ts';
import type { Catalogues } from '../registration/catalogues.ts';
import { offeredTypes } from '../registration/registration-form.ts';
import { backTo, sameSiteRedirect } from '../standin/redirects.ts';
import { standinPage } from '../standin/standin-page.ts';

type PayQuery = {
  amount: number;
  currency_id: number;
  redirect_uri: string;
  state: string;
  lang?: string;
};
type ConfirmQuery = PayQuery & { bank: Bank; name: string; birthday: string };

/**
 * The reference bank-transfer provider of pay-and-play registration: the player pays the first
 * deposit at "their bank", which confirms who paid (name, date of birth) and sends them back to
 * the site with a payment reference. A real provider differs only in its address.
 */
export function bankStandinRoutes(
  app: FastifyInstance,
  catalogues: () => Promise<Catalogues>,
  dictionaries: DictionarySet,
) {
  /** Pay-and-play offered here, a known currency, and a way back to this site only. */
  const checkRequest = async (request: FastifyRequest, query: PayQuery) => {
    const { settings, variant } = app.settingsOf(request);
    if (!offeredTypes(settings, variant.country).includes('pay_and_play')) {
      throw new ApiProblem(400, 'error_registration_type', ['pay_and_play is not offered here']);
    }
    sameSiteRedirect(request, query.redirect_uri);
    const currency = (await catalogues()).currencies.find((c) => c.id === query.currency_id);
    if (!currency)
      throw new ApiProblem(400, 'error_bad_request', [
        `currency_id ${query.currency_id} is unknown`,
      ]);
    return { settings, variant, currency };
  };

  app.get<{ Querystring: PayQuery }>(
    '/bank-standin/pay',
    { schema: { querystring: ref('bank', 'bankPayQuery') } },
    async (request, reply) => {
      const { amount, currency_id, redirect_uri, state } = request.query;
      const { settings, currency } = await checkRequest(request, request.query);
      const lang = request.query.lang ?? settings.globalConfig.langs_order[0] ?? 'en';
      const sum = `${amount.toFixed(2)} ${currency.code}`;
      const text = (key: string) =>
        serverText(dictionaries, lang, key, { brand: settings.customizeConfig.brand, sum });
      const html = standinPage({
        lang,
        dir: directionOf(lang),
        title: text('bank_title'),
        intro: text('bank_text'),
        action: '/bank-standin/confirm',
        hidden: {
          amount: String(amount),
          currency_id: String(currency_id),
          redirect_uri,
          state,
          lang,
        },
        fields: [
          {
            name: 'bank',
            label: text('bank_choose'),
            type: 'select',
            required: true,
            options: BANKS.map((bank) => ({ value: bank, label: text(`bank_${bank}`) })),
          },
          { name: 'name', label: text('bank_payer_name'), required: true, autocomplete: 'name' },
          {
            name: 'birthday',
            label: text('bank_payer_birthday'),
            type: 'date',
            required: true,
            autocomplete: 'bday',
          },
        ],
        submit: text('bank_pay'),
        cancel: {
          label: text('bank_cancel'),
          href: backTo(redirect_uri, { error: 'access_denied', state }),
        },
      });
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );

  app.get<{ Querystring: ConfirmQuery }>(
    '/bank-standin/confirm',
    { schema: { querystring: ref('bank', 'bankConfirmQuery') } },
    async (request, reply) => {
      const { amount, currency_id, redirect_uri, state, bank, name, birthday } = request.query;
      const { variant } = await checkRequest(request, request.query);
      if (!isCalendarDate(birthday) || birthday >= new Date().toISOString().slice(0, 10)) {
        throw new ApiProblem(400, 'error_bad_request', ['birthday must be a past calendar date']);
      }
      const reference = await recordPayment(
        app.db,
        variant.partner,
        {
          amount: Math.round(amount * 100) / 100,
          currencyId: currency_id,
          bank,
          payerName: name.trim(),
          payerBirthday: birthday,
        },
        redirect_uri,
      );
      return reply.redirect(backTo(redirect_uri, { payment_reference: reference, state }));
    },
  );
}
