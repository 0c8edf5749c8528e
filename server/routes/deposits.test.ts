import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { checkLedger } from '../ledger/ledger.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { registeredPlayer } from '../testing/sign-in-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const host = 'localhost:8080';
const CARD = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', holder: 'A Player' };
const DECLINED = { ...CARD, number: '4000 0000 0000 0002' };

interface Deposit {
  id: string;
  status: string;
  amount: string;
  paid_with: string | null;
  bonus: { id: number; amount: string } | null;
}

describe.each(testDbKinds())('deposits on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' }, kind);
  });
  afterAll(() => app.close());

  const office = (headers: Record<string, string>) => ({
    data: async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/web-api/officeapi/getrechargedata',
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      expectContract('deposits', 'rechargeDataResponse', res.json());
      return res.json<{
        data: {
          methods: { id: string; kind: string; min: string; max: string }[];
          first_deposit_bonus: { percent: number; max: string | null } | null;
        };
      }>().data;
    },
    start: (payload: object) =>
      app.inject({ method: 'POST', url: '/web-api/officeapi/recharge', headers, payload }),
    deposit: async (id: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/web-api/officeapi/deposit?id=${id}`,
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      expectContract('deposits', 'depositResponse', res.json());
      return res.json<{ data: Deposit }>().data;
    },
    balance: async () => {
      const res = await app.inject({ method: 'GET', url: '/account-api/user/balance', headers });
      return res.json<{ data: { money: number; Bonus: number; active: boolean }[] }>().data;
    },
  });

  /** Starts a deposit: its id and the provider's page it sends the player to. */
  async function started(
    headers: Record<string, string>,
    amount: string,
    key: string,
    lang?: string,
  ) {
    const res = await office(headers).start({ method: 'card', amount, request_key: key, lang });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('deposits', 'rechargeResponse', res.json());
    return res.json<{ data: { deposit: Deposit; redirect_url: string } }>().data;
  }

  const form = (url: string, body: Record<string, string>, hostName = host) =>
    app.inject({
      method: 'POST',
      url,
      headers: { host: hostName, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body).toString(),
    });

  /** At the provider: the card given, then the 3-D Secure page answered. */
  async function pay(id: string, card = CARD, decision = 'confirm', hostName = host) {
    const given = await form('/payment-standin/pay', { deposit: id, ...card }, hostName);
    expect(given.statusCode, given.body).toBe(303);
    const page = await app.inject({ url: given.headers.location!, headers: { host: hostName } });
    expect(page.body).toContain('value="confirm"');
    return form('/payment-standin/confirm', { deposit: id, decision }, hostName);
  }

  it('pays by card through the 3-D Secure page, lands once, and the first brings the welcome bonus', async () => {
    const { headers } = await registeredPlayer(app);
    const data = await office(headers).data();
    expect(data.methods).toEqual([
      {
        id: 'card',
        kind: 'card',
        min: '500.00',
        max: '2000000.00',
        presets: ['2000.00', '5000.00', '10000.00', '50000.00'],
      },
    ]);
    // Base: 100 % of the first deposit, up to 50,000.
    expect(data.first_deposit_bonus).toMatchObject({ percent: 100, max: '50000.00' });

    const { deposit, redirect_url } = await started(headers, '1500.50', 'first-deposit-key', 'en');
    expect(deposit).toMatchObject({ status: 'started', amount: '1500.50', bonus: null });
    const page = await app.inject({ url: redirect_url, headers: { host } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('1500.50 KZT');
    expect(page.body).toContain('autocomplete="cc-number"');
    expect(page.body).toContain('Card number');

    const back = await pay(deposit.id);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/en/office/recharge?deposit=${deposit.id}`);
    const done = await office(headers).deposit(deposit.id);
    expect(done).toMatchObject({ status: 'succeeded', paid_with: 'card:4242' });
    expect(done.bonus).toMatchObject({ amount: '1500.50' });

    // The confirmation posted again (a double click at the bank) moves nothing.
    const again = await form('/payment-standin/confirm', {
      deposit: deposit.id,
      decision: 'confirm',
    });
    expect(again.statusCode).toBe(303);
    const accounts = await office(headers).balance();
    expect(accounts.find((a) => a.active)?.money).toBe(1500.5);
    expect(accounts.find((a) => a.Bonus > 0)?.Bonus).toBe(1500.5);

    // The second deposit brings no bonus; the offer is gone from the page.
    expect((await office(headers).data()).first_deposit_bonus).toBeNull();
    const second = await started(headers, '500', 'second-deposit-key');
    await pay(second.deposit.id);
    expect(await office(headers).deposit(second.deposit.id)).toMatchObject({
      status: 'succeeded',
      bonus: null,
    });
    expect((await office(headers).balance()).find((a) => a.active)?.money).toBe(2000.5);
    expect(await checkLedger(app.db)).toEqual({ unbalanced: [], overdrawn: [] });
  });

  it('a double click on Pay and a retry after a lost answer start one deposit', async () => {
    const { headers } = await registeredPlayer(app);
    const [a, b] = await Promise.all([
      started(headers, '700', 'double-click-key'),
      started(headers, '700', 'double-click-key'),
    ]);
    expect(a.deposit.id).toBe(b.deposit.id);
    expect((await started(headers, '700', 'double-click-key')).deposit.id).toBe(a.deposit.id);
    // The same key for another amount is refused, not a second deposit.
    const other = await office(headers).start({
      method: 'card',
      amount: '800',
      request_key: 'double-click-key',
    });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ message: 'error_idempotency_key_reused' });
  });

  it('names the field of a deposit it refuses', async () => {
    const { headers } = await registeredPlayer(app);
    const refused = async (payload: object, field: string, key: string) => {
      const res = await office(headers).start({ request_key: 'refused-key-1', ...payload });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ validation_errors: { [field]: [key] } });
    };
    await refused({ method: 'card', amount: '499.99' }, 'amount', 'error_amount_below_min');
    await refused({ method: 'card', amount: '2000000.01' }, 'amount', 'error_amount_above_max');
    await refused(
      { method: 'bank_transfer', amount: '5000' },
      'method',
      'error_method_not_offered',
    );
    await refused({ method: 'card', amount: '0' }, 'amount', 'error_amount_invalid');
    const malformed = await office(headers).start({
      method: 'card',
      amount: '1.234',
      request_key: 'k',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('amount');
  });

  it('a card its bank declines, a cancelled confirmation, a left page: no money', async () => {
    const { headers } = await registeredPlayer(app);
    const declined = await started(headers, '600', 'declined-card-key');
    await pay(declined.deposit.id, DECLINED);
    expect(await office(headers).deposit(declined.deposit.id)).toMatchObject({
      status: 'declined',
      paid_with: 'card:0002',
    });
    const cancelled = await started(headers, '600', 'cancelled-3ds-key');
    await pay(cancelled.deposit.id, CARD, 'cancel');
    expect((await office(headers).deposit(cancelled.deposit.id)).status).toBe('declined');
    const left = await started(headers, '600', 'abandoned-pay-key');
    const away = await app.inject({
      url: `/payment-standin/abandon?deposit=${left.deposit.id}`,
      headers: { host },
    });
    expect(away.statusCode).toBe(303);
    expect((await office(headers).deposit(left.deposit.id)).status).toBe('abandoned');
    // Ended, the provider no longer takes it.
    const late = await app.inject({
      url: `/payment-standin/pay?deposit=${left.deposit.id}`,
      headers: { host },
    });
    expect(late.statusCode).toBe(404);
    const timedOut = await started(headers, '600', 'timed-out-pay-key');
    await app.db.query(
      `UPDATE deposits SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [timedOut.deposit.id],
    );
    expect((await office(headers).deposit(timedOut.deposit.id)).status).toBe('abandoned');
    expect((await office(headers).balance()).find((a) => a.active)?.money).toBe(0);
    // Still the first deposit to come: the welcome bonus is still offered.
    expect((await office(headers).data()).first_deposit_bonus).not.toBeNull();
  });

  it('shows a refused card on the provider’s page, keeping the holder', async () => {
    const { headers } = await registeredPlayer(app);
    const { deposit } = await started(headers, '600', 'refused-card-key');
    const res = await form('/payment-standin/pay', {
      deposit: deposit.id,
      ...CARD,
      number: '4242 4242 4242 4241',
    });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain('value="A Player"');
    expect((await office(headers).deposit(deposit.id)).status).toBe('started');
  });

  it('pays by bank transfer where the variant offers one (Bola: Pix), capped welcome bonus', async () => {
    const bola = 'bola.localhost';
    const { headers } = await registeredPlayer(app, { host: bola, currency: 27 });
    // Pix is offered in Brazil: the player lives there.
    await app.db.query(
      `UPDATE players SET country_id = (SELECT id FROM countries WHERE alpha2 = 'BR')
       WHERE id = (SELECT max(id) FROM players)`,
    );
    const data = await office(headers).data();
    expect(data.methods.map((m) => [m.id, m.kind])).toEqual([
      ['card', 'card'],
      ['pix', 'bank'],
    ]);
    const res = await office(headers).start({
      method: 'pix',
      amount: '90000',
      request_key: 'pix-key-1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { deposit } = res.json<{ data: { deposit: Deposit } }>().data;
    const page = await app.inject({
      url: `/payment-standin/pay?deposit=${deposit.id}`,
      headers: { host: bola },
    });
    expect(page.body).toContain('name="bank"');
    const given = await form('/payment-standin/pay', { deposit: deposit.id, bank: 'south' }, bola);
    expect(given.statusCode).toBe(303);
    const back = await form(
      '/payment-standin/confirm',
      { deposit: deposit.id, decision: 'confirm' },
      bola,
    );
    expect(back.headers.location).toMatch(/^\/pt\/office\/recharge\?deposit=/);
    const done = await office(headers).deposit(deposit.id);
    expect(done).toMatchObject({ status: 'succeeded', paid_with: 'bank:south' });
    // 100 % of 90,000 is capped at bonusAmount (50,000), in the deposit's currency.
    expect(done.bonus?.amount).toBe('50000.00');
  });

  it('gives each operation a receipt, lists the cards paid with, and the bonus accounts’ history', async () => {
    const { headers } = await registeredPlayer(app);
    const { deposit } = await started(headers, '800', 'receipt-deposit-key');
    await pay(deposit.id);
    const post = (url: string, payload: object = {}) =>
      app.inject({ method: 'POST', url: `/web-api/officeapi/${url}`, headers, payload });
    const main = await post('gethistorypaymentmainaccount');
    const [operation] = main.json<{ data: { id: number; kind: string; amount: string }[] }>().data;
    // With its currency's symbol: a closed account's rows read the same.
    expect(operation).toMatchObject({ kind: 'deposit', amount: '800.00', symbol: '₸' });

    const receipt = await app.inject({
      url: `/web-api/officeapi/paycheck?id=${operation!.id}`,
      headers,
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expectContract('payment-history', 'receiptResponse', receipt.json());
    expect(receipt.json<{ data: unknown }>().data).toMatchObject({
      kind: 'deposit',
      lines: [{ account_kind: 'main', currency: 'KZT', amount: '800.00', balance: '800.00' }],
      payment: { type: 'deposit', id: deposit.id, paid_with: 'card:4242', status: 'succeeded' },
    });
    // Another player's operation has no receipt for them.
    const other = await registeredPlayer(app);
    const foreign = await app.inject({
      url: `/web-api/officeapi/paycheck?id=${operation!.id}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);

    const sources = await app.inject({
      url: '/web-api/officeapi/gethistorypaymentsource',
      headers,
    });
    expectContract('payment-history', 'sourcesResponse', sources.json());
    expect(sources.json<{ data: unknown }>().data).toEqual([
      expect.objectContaining({ method: 'card', paid_with: 'card:4242', deposits: 1 }),
    ]);

    const virtual = await post('gethistorypaymentvirtualaccount', { page_number: 1 });
    expectContract('withdrawals', 'historyResponse', virtual.json());
    expect(virtual.json<{ data: unknown }>().data).toEqual([
      expect.objectContaining({ kind: 'bonus_credited', amount: '800.00', balance: '800.00' }),
    ]);

    const menu = await app.inject({ url: '/web-api/officeapi/getLeftMenuData', headers });
    expectContract('office-menu', 'leftMenuResponse', menu.json());
    expect(menu.json<{ data: unknown }>().data).toMatchObject({
      groups: [
        {
          id: 'profile',
          sections: expect.arrayContaining(['office_account', 'office_recharge']) as unknown,
        },
        { id: 'settings', sections: expect.arrayContaining(['office_security']) as unknown },
        { id: 'promo', sections: ['office_bonuses_deposit', 'office_bonuses_wager'] },
      ],
      badges: { payment_requests: 0, office_bonuses_deposit: 1 },
    });
  });

  it('keeps another player’s deposit to them', async () => {
    const one = await registeredPlayer(app);
    const two = await registeredPlayer(app);
    const { deposit } = await started(one.headers, '600', 'own-deposit-key');
    const res = await app.inject({
      url: `/web-api/officeapi/deposit?id=${deposit.id}`,
      headers: two.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});
