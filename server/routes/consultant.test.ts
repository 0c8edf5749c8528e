import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { deposit } from '../ledger/movements.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { registeredPlayer } from '../testing/sign-in-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const BASE = '/web-api/officeapi/consultant';

interface Request {
  id: number;
  status: string;
  topic: string;
  payments: number;
  payment_list: { type: string; id: string }[];
  messages: { author: string; body: string }[];
}

describe.each(testDbKinds())('the payment consultant on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' }, kind);
  });
  afterAll(() => app.close());

  /** A base-variant (Kazakhstan) player with a withdrawal request and a started deposit. */
  async function player() {
    const { headers } = await registeredPlayer(app);
    const account = (await app.inject({ url: '/web-api/officeapi/getdeducedata', headers })).json<{
      data: { account: { id: number } };
    }>().data.account.id;
    await app.db.transaction((tx) =>
      deposit(tx, {
        key: `consultant-funds-${account}`,
        account,
        amount: 1_000_000n,
        source: 'test',
      }),
    );
    const withdrawal = await app.inject({
      method: 'POST',
      url: '/web-api/officeapi/deduce',
      headers,
      payload: { method: 'card', amount: '600', request_key: `consultant-w-${account}` },
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    const started = await app.inject({
      method: 'POST',
      url: '/web-api/officeapi/recharge',
      headers,
      payload: { method: 'card', amount: '700', request_key: `consultant-d-${account}` },
    });
    expect(started.statusCode, started.body).toBe(200);
    return {
      headers,
      withdrawalId: String(withdrawal.json<{ data: { id: number } }>().data.id),
      depositId: started.json<{ data: { deposit: { id: string } } }>().data.deposit.id,
    };
  }

  it('makes a request by topic about the player’s payments; the consultant answers; the player writes back', async () => {
    const { headers, withdrawalId, depositId } = await player();
    const topics = await app.inject({ url: `${BASE}/topics`, headers });
    expectContract('consultant', 'consultantTopicsResponse', topics.json());
    expect(topics.json<{ data: unknown[] }>().data[0]).toEqual({
      id: 'deposit_missing',
      payments: ['deposit'],
      needs_payment: true,
    });

    const payments = await app.inject({ url: `${BASE}/payments?topic=wrong_amount`, headers });
    expectContract('consultant', 'consultantPaymentsResponse', payments.json());
    expect(
      payments.json<{ data: { type: string; id: string }[] }>().data.map((p) => [p.type, p.id]),
    ).toEqual([
      ['deposit', depositId],
      ['withdrawal', withdrawalId],
    ]);
    const onlyDeposits = await app.inject({
      url: `${BASE}/payments?topic=deposit_missing`,
      headers,
    });
    expect(onlyDeposits.json<{ data: unknown[] }>().data).toHaveLength(1);

    const create = (payload: object) =>
      app.inject({ method: 'POST', url: `${BASE}/requests`, headers, payload });
    const ask = {
      topic: 'deposit_missing',
      payments: [{ type: 'deposit', id: depositId }],
      details: 'I paid but the money is not on my account.',
      request_key: 'consultant-request-1',
    };
    const made = await create(ask);
    expect(made.statusCode, made.body).toBe(200);
    expectContract('consultant', 'consultantRequestResponse', made.json());
    const request = made.json<{ data: Request }>().data;
    expect(request).toMatchObject({
      topic: 'deposit_missing',
      status: 'open',
      payments: 1,
      payment_list: [{ type: 'deposit', id: depositId }],
      messages: [{ author: 'player', body: 'I paid but the money is not on my account.' }],
    });
    // Sent again (a double click): the same request.
    expect((await create(ask)).json<{ data: Request }>().data.id).toBe(request.id);

    const answered = await app.inject({
      method: 'POST',
      url: '/__dev/consultant/answer',
      payload: { request_id: request.id, body: 'The bank returned it; it is on its way.' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const read = await app.inject({ url: `${BASE}/request?id=${request.id}`, headers });
    expect(read.json<{ data: Request }>().data).toMatchObject({ status: 'answered' });
    const reply = await app.inject({
      method: 'POST',
      url: `${BASE}/message`,
      headers,
      payload: { request_id: request.id, body: 'Thank you.' },
    });
    expect(reply.json<{ data: Request }>().data).toMatchObject({ status: 'open' });
    expect(reply.json<{ data: Request }>().data.messages.map((m) => m.author)).toEqual([
      'player',
      'consultant',
      'player',
    ]);
    const list = await app.inject({ url: `${BASE}/requests`, headers });
    expectContract('consultant', 'consultantRequestsResponse', list.json());
    expect(list.json<{ data: unknown[] }>().data).toEqual([
      expect.objectContaining({ id: request.id, payments: 1 }),
    ]);
  });

  it('names what a request lacks, refuses another player’s payments and requests', async () => {
    const { headers, withdrawalId, depositId } = await player();
    const create = (payload: object) =>
      app.inject({
        method: 'POST',
        url: `${BASE}/requests`,
        headers,
        payload: { details: 'Where is it?', request_key: 'consultant-refused-1', ...payload },
      });
    const field = async (payload: object) =>
      (await create(payload)).json<{ validation_errors?: object }>().validation_errors;
    expect(await field({ topic: 'lottery' })).toEqual({ topic: ['error_consultant_topic'] });
    expect(await field({ topic: 'withdrawal_delayed' })).toEqual({
      payments: ['error_consultant_payment_required'],
    });
    // A deposit is not what a delayed withdrawal is about.
    expect(
      await field({ topic: 'withdrawal_delayed', payments: [{ type: 'deposit', id: depositId }] }),
    ).toEqual({ payments: ['error_consultant_payment_unknown'] });
    expect(await field({ topic: 'other', details: '   ' })).toEqual({
      details: ['error_consultant_details_required'],
    });
    // Another player's withdrawal is unknown to this one; their request is not found.
    const other = await player();
    expect(
      await field({
        topic: 'withdrawal_delayed',
        payments: [{ type: 'withdrawal', id: other.withdrawalId }],
      }),
    ).toEqual({ payments: ['error_consultant_payment_unknown'] });
    const mine = await create({
      topic: 'withdrawal_delayed',
      payments: [{ type: 'withdrawal', id: withdrawalId }],
      request_key: 'consultant-mine-1',
    });
    const id = mine.json<{ data: Request }>().data.id;
    const foreign = await app.inject({ url: `${BASE}/request?id=${id}`, headers: other.headers });
    expect(foreign.statusCode).toBe(404);
  });

  it('is not offered where the variant’s country list lacks the player’s country', async () => {
    const { headers } = await registeredPlayer(app);
    // The base variant offers it in Kazakhstan: a player living in Britain is not offered it.
    await app.db.query(
      `UPDATE players SET country_id = (SELECT id FROM countries WHERE alpha2 = 'GB')
       WHERE id = (SELECT max(id) FROM players)`,
    );
    const res = await app.inject({ url: `${BASE}/topics`, headers });
    expect([res.statusCode, res.json<{ message: string }>().message]).toEqual([
      403,
      'error_consultant_unavailable',
    ]);
  });
});
