import type { FastifyInstance, FastifyRequest } from 'fastify';

import { directionOf } from '../../src/lib/i18n/rtl.ts';
import { ref } from '../contract.ts';
import { ApiProblem } from '../errors.ts';
import type { DictionarySet } from '../i18n/dictionaries.ts';
import { serverText } from '../i18n/server-text.ts';
import {
  type Bank,
  BANKS,
  isCalendarDate,
  openStart,
  recordPayment,
} from '../payments/bank-standin.ts';
import type { Catalogues } from '../registration/catalogues.ts';
import { backTo } from '../standin/redirects.ts';
import { standinPage } from '../standin/standin-page.ts';

type PayQuery = { start: string; lang?: string };
type ConfirmQuery = PayQuery & { bank: Bank; name: string; birthday: string };

const NO_START = () =>
  new ApiProblem(404, 'error_not_found', ['the payment is unknown, paid or expired']);

/**
 * The reference bank-transfer provider of pay-and-play registration: the player pays a deposit
 * the platform started (amount, currency and the way back are the start's, never the address
 * bar's), confirms who paid (name, date of birth) and goes back to the site with a payment
 * reference. A real provider differs only in its address.
 */
export function bankStandinRoutes(
  app: FastifyInstance,
  catalogues: () => Promise<Catalogues>,
  dictionaries: DictionarySet,
) {
  const startOf = async (request: FastifyRequest, id: string) => {
    const start = await openStart(app.db, app.settingsOf(request).variant.partner, id);
    if (!start) throw NO_START();
    return start;
  };

  app.get<{ Querystring: PayQuery }>(
    '/bank-standin/pay',
    { schema: { querystring: ref('bank', 'bankPayQuery') } },
    async (request, reply) => {
      const start = await startOf(request, request.query.start);
      const { settings } = app.settingsOf(request);
      const lang = request.query.lang ?? start.lang;
      const currency = (await catalogues()).currencies.find((c) => c.id === start.currencyId);
      const sum = `${start.amount} ${currency?.code ?? ''}`.trim();
      const text = (key: string) =>
        serverText(dictionaries, lang, key, { brand: settings.customizeConfig.brand, sum });
      const html = standinPage({
        lang,
        dir: directionOf(lang),
        title: text('bank_title'),
        intro: text('bank_text'),
        action: '/bank-standin/confirm',
        hidden: { start: start.id, lang },
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
          href: backTo(start.redirectUri, { error: 'access_denied', state: start.state }),
        },
      });
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );

  app.get<{ Querystring: ConfirmQuery }>(
    '/bank-standin/confirm',
    { schema: { querystring: ref('bank', 'bankConfirmQuery') } },
    async (request, reply) => {
      const { bank, name, birthday } = request.query;
      if (!isCalendarDate(birthday) || birthday >= new Date().toISOString().slice(0, 10)) {
        throw new ApiProblem(400, 'error_bad_request', ['birthday must be a past calendar date']);
      }
      const start = await startOf(request, request.query.start);
      const reference = await recordPayment(
        app.db,
        app.settingsOf(request).variant.partner,
        start.id,
        { bank, payerName: name.trim(), payerBirthday: birthday },
      );
      // Paid twice at once (a double click at the bank): the second finds the start paid.
      if (!reference) throw NO_START();
      return reply.redirect(
        backTo(start.redirectUri, { payment_reference: reference, state: start.state }),
      );
    },
  );
}
