import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { checkLedger } from '../ledger/ledger.ts';
import { deposit } from '../ledger/movements.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { registeredPlayer } from '../testing/sign-in-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const host = 'localhost:8080';

interface Withdrawal {
  id: number;
  amount: string;
  status: string;
}

describe.each(testDbKinds())('withdrawals on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' }, kind);
  });
  afterAll(() => app.close());

  /** A new player of the base variant (tenge) holding 10,000.00: the headers of their calls. */
  async function player() {
    const { headers } = await registeredPlayer(app);
    const data = await app.inject({
      method: 'GET',
      url: '/web-api/officeapi/getdeducedata',
      headers,
    });
    const account = data.json<{ data: { account: { id: number } } }>().data.account.id;
    await app.db.transaction((tx) =>
      deposit(tx, { key: `test-funds-${account}`, account, amount: 1_000_000n, source: 'test' }),
    );
    return headers;
  }

  const deduceData = async (headers: Record<string, string>) => {
    const res = await app.inject({
      method: 'GET',
      url: '/web-api/officeapi/getdeducedata',
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('withdrawals', 'deduceDataResponse', res.json());
    return res.json<{
      data: { account: { id: number; balance: string }; methods: { id: string; min: string }[] };
    }>().data;
  };
  const ask = (headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'POST', url: '/web-api/officeapi/deduce', headers, payload });
  const requests = async (headers: Record<string, string>) => {
    const res = await app.inject({
      method: 'GET',
      url: '/web-api/officeapi/paymentrequests',
      headers,
    });
    expectContract('withdrawals', 'withdrawalsResponse', res.json());
    return res.json<{ data: Withdrawal[] }>().data;
  };

  it('takes a dozen requests sent at once in turn: each reserved or refused, never a 500', async () => {
    const headers = await player();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        ask(headers, { method: 'card', amount: '1000', request_key: `burst-${kind}-${i}` }),
      ),
    );
    // 10,000.00 holds ten requests of 1,000.00: the other two find the balance spent.
    expect(answers.map((a) => a.statusCode).sort()).toEqual([
      ...Array.from({ length: 10 }, () => 200),
      409,
      409,
    ]);
    expect((await deduceData(headers)).account.balance).toBe('0.00');
    expect(await checkLedger(app.db)).toEqual({ unbalanced: [], overdrawn: [] });
  });

  it('reserves the amount when asked; approved it is paid out, declined or cancelled it comes back', async () => {
    const headers = await player();
    const offered = await deduceData(headers);
    expect(offered.account.balance).toBe('10000.00');
    expect(offered.methods.map((m) => [m.id, m.min])).toContainEqual(['card', '500.00']);

    const made = async (amount: string, key: string) => {
      const res = await ask(headers, { method: 'card', amount, request_key: key });
      expect(res.statusCode, res.body).toBe(200);
      expectContract('withdrawals', 'withdrawalResponse', res.json());
      return res.json<{ data: Withdrawal }>().data;
    };
    const first = await made('1500.50', 'first-request-key');
    expect(first).toMatchObject({ amount: '1500.50', status: 'pending' });
    expect((await deduceData(headers)).account.balance).toBe('8499.50');

    // The same request again (a double click, a retry): the same withdrawal, nothing reserved twice.
    expect(await made('1500.50', 'first-request-key')).toEqual(first);
    expect((await deduceData(headers)).account.balance).toBe('8499.50');

    const second = await made('1000', 'second-request-key');
    const third = await made('999.99', 'third-request-key');
    const decide = (request_id: number, decision: string) =>
      app.inject({
        method: 'POST',
        url: '/__dev/withdrawals/decide',
        headers: { host },
        payload: { request_id, decision },
      });
    expect((await decide(first.id, 'approved')).json()).toMatchObject({
      data: { status: 'approved' },
    });
    expect((await decide(second.id, 'declined')).json()).toMatchObject({
      data: { status: 'declined' },
    });
    const cancelled = await app.inject({
      method: 'POST',
      url: '/web-api/officeapi/cancelpaymentrequest',
      headers,
      payload: { request_id: third.id },
    });
    expect(cancelled.json()).toMatchObject({ data: { status: 'cancelled' } });
    // Paid out: 1,500.50 gone; declined and cancelled: back.
    expect((await deduceData(headers)).account.balance).toBe('8499.50');
    expect((await requests(headers)).map((r) => [r.id, r.status])).toEqual([
      [third.id, 'cancelled'],
      [second.id, 'declined'],
      [first.id, 'approved'],
    ]);
    // A decided request stays decided.
    const again = await decide(first.id, 'declined');
    expect([again.statusCode, again.json<{ message: string }>().message]).toEqual([
      409,
      'error_request_not_pending',
    ]);
    expect(await checkLedger(app.db)).toEqual({ unbalanced: [], overdrawn: [] });
  });

  it('refuses what it must, naming the field or the reason, and reserves nothing', async () => {
    const headers = await player();
    const refusal = async (payload: object) => {
      const res = await ask(headers, payload);
      return [res.statusCode, res.json<{ message: string; validation_errors?: object }>()];
    };
    const field = (name: string, key: string): unknown[] => [
      422,
      expect.objectContaining({ validation_errors: { [name]: [key] } }) as unknown,
    ];
    expect(await refusal({ method: 'card', amount: '499.99', request_key: 'below-min-1' })).toEqual(
      field('amount', 'error_amount_below_min'),
    );
    expect(
      await refusal({ method: 'card', amount: '2000000.01', request_key: 'above-max-1' }),
    ).toEqual(field('amount', 'error_amount_above_max'));
    expect(await refusal({ method: 'crypto', amount: '600', request_key: 'no-method-1' })).toEqual(
      field('method', 'error_method_not_offered'),
    );
    expect(await refusal({ method: 'card', amount: '0', request_key: 'zero-amount-1' })).toEqual(
      field('amount', 'error_amount_invalid'),
    );
    const [status, body] = await refusal({
      method: 'card',
      amount: '10000.01',
      request_key: 'too-much-1',
    });
    expect([status, (body as { message: string }).message]).toEqual([
      409,
      'error_insufficient_funds',
    ]);
    // A key already used for another withdrawal is refused, not taken as that one.
    await ask(headers, { method: 'card', amount: '600', request_key: 'used-key-1' });
    const [reused, reusedBody] = await refusal({
      method: 'card',
      amount: '700',
      request_key: 'used-key-1',
    });
    expect([reused, (reusedBody as { message: string }).message]).toEqual([
      409,
      'error_idempotency_key_reused',
    ]);
    // Malformed: a 400 naming the field.
    const bad = await ask(headers, {
      method: 'card',
      amount: '1.234',
      request_key: 'bad-amount-1',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('/amount');
    expect((await deduceData(headers)).account.balance).toBe('9400.00');
    // Someone else's request cannot be cancelled.
    const other = await player();
    const mine = (await requests(headers))[0]!;
    const foreign = await app.inject({
      method: 'POST',
      url: '/web-api/officeapi/cancelpaymentrequest',
      headers: other,
      payload: { request_id: mine.id },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('lists the main accounts’ operations newest first with the balance after each, 50 a page, the archive on request', async () => {
    const headers = await player();
    const account = (await deduceData(headers)).account;
    const made = await ask(headers, {
      method: 'card',
      amount: '1500.50',
      request_key: 'history-1',
    });
    const { id } = made.json<{ data: Withdrawal }>().data;
    await app.inject({
      method: 'POST',
      url: '/web-api/officeapi/cancelpaymentrequest',
      headers,
      payload: { request_id: id },
    });
    const history = async (payload: object) => {
      const res = await app.inject({
        method: 'POST',
        url: '/web-api/officeapi/gethistorypaymentmainaccount',
        headers,
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      expectContract('withdrawals', 'historyResponse', res.json());
      return res.json<{ data: { kind: string; amount: string; balance: string }[] }>().data;
    };
    expect((await history({})).map((o) => [o.kind, o.amount, o.balance])).toEqual([
      ['withdrawal_released', '1500.50', '10000.00'],
      ['withdrawal_reserved', '-1500.50', '8499.50'],
      ['deposit', '10000.00', '10000.00'],
    ]);
    // An operation older than 90 days is the archive.
    await app.db.query(
      `UPDATE ledger_transactions SET created_at = now() - interval '100 days'
       WHERE idempotency_key = $1`,
      [`test-funds-${account.id}`],
    );
    expect((await history({})).map((o) => o.kind)).toEqual([
      'withdrawal_released',
      'withdrawal_reserved',
    ]);
    expect(await history({ is_include_archive: true })).toHaveLength(3);
    // Paging: 50 a page.
    for (let i = 0; i < 50; i++)
      await app.db.transaction((tx) =>
        deposit(tx, {
          key: `history-page-${account.id}-${i}`,
          account: account.id,
          amount: 1n,
          source: 'test',
        }),
      );
    const first = await history({ page_number: 1 });
    expect(first).toHaveLength(50);
    expect(first[0]).toMatchObject({ kind: 'deposit', amount: '0.01', balance: '10000.50' });
    expect(await history({ page_number: 2 })).toHaveLength(2);
  });
});
