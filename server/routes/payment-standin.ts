import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { directionOf } from '../../src/lib/i18n/rtl.ts';
import {
  endDeposit,
  type OpenDeposit,
  openDeposit,
  type Outcome,
  payerGiven,
} from '../cashier/deposits.ts';
import { ref } from '../contract.ts';
import { ApiProblem } from '../errors.ts';
import type { DictionarySet } from '../i18n/dictionaries.ts';
import { serverText } from '../i18n/server-text.ts';
import { BANKS } from '../payments/bank-standin.ts';
import { cardDigits, cardRefusal } from '../payments/card-checks.ts';
import { formRoutes } from '../standin/form-body.ts';
import { type StandinField, standinPage } from '../standin/standin-page.ts';

type DepositQuery = { deposit: string; lang?: string };
type PayBody = DepositQuery & {
  number?: string;
  expiry?: string;
  cvc?: string;
  holder?: string;
  bank?: string;
};
type ConfirmBody = DepositQuery & { decision: 'confirm' | 'cancel' };

const NO_DEPOSIT = () =>
  new ApiProblem(404, 'error_not_found', ['the payment is unknown, ended or expired']);

const BASE = '/payment-standin';

/**
 * The reference payment provider of deposits: the player pays what the platform started (the
 * amount and currency are the deposit's, never the address bar's) with a card or by picking
 * their bank, confirms at a 3-D Secure-style page (or cancels there: declined), and goes back to
 * the office's deposit page; "Cancel and return" leaves the deposit abandoned. A real provider
 * differs in its address and in calling the platform back itself.
 */
export function paymentStandinRoutes(app: FastifyInstance, dictionaries: DictionarySet) {
  const partnerOf = (request: FastifyRequest) => app.settingsOf(request).variant.partner;
  const openOf = async (request: FastifyRequest, id: string) => {
    const open = await openDeposit(app.db, partnerOf(request), id);
    if (!open) throw NO_DEPOSIT();
    return open;
  };
  const texts = (request: FastifyRequest, open: OpenDeposit, lang: string) => {
    const brand = app.settingsOf(request).settings.customizeConfig.brand;
    const sum = `${open.amount} ${open.currency}`;
    return (key: string, params: Record<string, string> = {}) =>
      serverText(dictionaries, lang, key, { brand, sum, ...params });
  };
  const backToSite = (reply: FastifyReply, id: string, lang: string) =>
    reply.redirect(`/${lang}/office/recharge?deposit=${encodeURIComponent(id)}`, 303);

  /** The provider's first page: the card form, or the banks to pay from. */
  const payPage = (
    request: FastifyRequest,
    open: OpenDeposit,
    lang: string,
    refusal?: { error: string; holder?: string },
  ) => {
    const text = texts(request, open, lang);
    const card: StandinField[] = [
      {
        name: 'number',
        label: text('pay_card_number'),
        required: true,
        autocomplete: 'cc-number',
        inputmode: 'numeric',
        placeholder: '4242 4242 4242 4242',
      },
      {
        name: 'expiry',
        label: text('pay_card_expiry'),
        required: true,
        autocomplete: 'cc-exp',
        inputmode: 'numeric',
        placeholder: 'MM/YY',
      },
      {
        name: 'cvc',
        label: text('pay_card_cvc'),
        required: true,
        autocomplete: 'cc-csc',
        inputmode: 'numeric',
      },
      {
        name: 'holder',
        label: text('pay_card_holder'),
        required: true,
        autocomplete: 'cc-name',
        value: refusal?.holder,
      },
    ];
    const bank: StandinField[] = [
      {
        name: 'bank',
        label: text('bank_choose'),
        type: 'select',
        required: true,
        options: BANKS.map((b) => ({ value: b, label: text(`bank_${b}`) })),
      },
    ];
    return standinPage({
      lang,
      dir: directionOf(lang),
      title: text(open.kind === 'card' ? 'pay_card_title' : 'pay_bank_title'),
      intro: text(open.kind === 'card' ? 'pay_card_text' : 'pay_bank_text'),
      summary: [
        {
          term: text('pay_merchant'),
          detail: app.settingsOf(request).settings.customizeConfig.brand,
        },
        { term: text('pay_amount'), detail: `${open.amount} ${open.currency}` },
      ],
      action: `${BASE}/pay`,
      method: 'post',
      error: refusal ? text(refusal.error) : undefined,
      hidden: { deposit: open.id, lang },
      fields: open.kind === 'card' ? card : bank,
      submit: text('pay_submit'),
      cancel: {
        label: text('pay_cancel'),
        href: `${BASE}/abandon?deposit=${encodeURIComponent(open.id)}&lang=${lang}`,
      },
    });
  };

  /** The 3-D Secure-style page: the bank asks the payer to confirm this payment. */
  const confirmPage = (request: FastifyRequest, open: OpenDeposit, lang: string) => {
    const text = texts(request, open, lang);
    const [how = '', detail = ''] = (open.paidWith ?? '').split(':');
    return standinPage({
      lang,
      dir: directionOf(lang),
      title: text('pay_3ds_title'),
      intro: text('pay_3ds_text'),
      summary: [
        {
          term: text('pay_merchant'),
          detail: app.settingsOf(request).settings.customizeConfig.brand,
        },
        { term: text('pay_amount'), detail: `${open.amount} ${open.currency}` },
        {
          term: text('pay_paid_with'),
          detail:
            how === 'card' ? text('pay_card_ending', { last4: detail }) : text(`bank_${detail}`),
        },
      ],
      action: `${BASE}/confirm`,
      method: 'post',
      hidden: { deposit: open.id, lang },
      fields: [],
      submit: text('pay_confirm'),
      choice: {
        name: 'decision',
        submitValue: 'confirm',
        other: { value: 'cancel', label: text('pay_3ds_cancel') },
      },
    });
  };

  const html = (reply: FastifyReply, page: string, code = 200) =>
    reply.code(code).type('text/html; charset=utf-8').send(page);

  app.get<{ Querystring: DepositQuery }>(
    `${BASE}/pay`,
    { schema: { querystring: ref('payment-standin', 'providerDepositQuery') } },
    async (request, reply) => {
      const open = await openOf(request, request.query.deposit);
      const lang = request.query.lang ?? open.lang;
      if (open.status === 'authenticating') return html(reply, confirmPage(request, open, lang));
      return html(reply, payPage(request, open, lang));
    },
  );

  app.get<{ Querystring: DepositQuery }>(
    `${BASE}/abandon`,
    { schema: { querystring: ref('payment-standin', 'providerDepositQuery') } },
    async (request, reply) => end(request, reply, request.query, 'abandoned'),
  );

  const end = async (
    request: FastifyRequest,
    reply: FastifyReply,
    query: DepositQuery,
    outcome: Outcome,
  ) => {
    const { settings } = app.settingsOf(request);
    const ended = await endDeposit(
      app.db,
      partnerOf(request),
      query.deposit,
      outcome,
      settings,
      app.clock.now(),
    );
    if (!ended) throw NO_DEPOSIT();
    return backToSite(reply, query.deposit, ended.lang);
  };

  formRoutes(app, (scope) => {
    scope.post<{ Body: PayBody }>(
      `${BASE}/pay`,
      { schema: { body: ref('payment-standin', 'payBody') } },
      async (request, reply) => {
        const { body } = request;
        const open = await openOf(request, body.deposit);
        const lang = body.lang ?? open.lang;
        let paidWith: string;
        if (open.kind === 'card') {
          const card = {
            number: body.number ?? '',
            expiry: body.expiry ?? '',
            cvc: body.cvc ?? '',
            holder: body.holder ?? '',
          };
          const error = cardRefusal(card, app.clock.now());
          if (error)
            return html(reply, payPage(request, open, lang, { error, holder: card.holder }), 422);
          paidWith = `card:${cardDigits(card.number).slice(-4)}`;
        } else {
          const bank = BANKS.find((b) => b === body.bank);
          if (!bank)
            return html(reply, payPage(request, open, lang, { error: 'pay_bank_missing' }), 422);
          paidWith = `bank:${bank}`;
        }
        // Submitted twice (a double click): the second finds the payer given and goes on too.
        if (open.status === 'started')
          await payerGiven(app.db, partnerOf(request), open.id, paidWith);
        return reply.redirect(
          `${BASE}/pay?deposit=${encodeURIComponent(open.id)}&lang=${lang}`,
          303,
        );
      },
    );

    scope.post<{ Body: ConfirmBody }>(
      `${BASE}/confirm`,
      { schema: { body: ref('payment-standin', 'confirmBody') } },
      async (request, reply) =>
        end(
          request,
          reply,
          request.body,
          request.body.decision === 'confirm' ? 'confirmed' : 'refused',
        ),
    );
  });
}
