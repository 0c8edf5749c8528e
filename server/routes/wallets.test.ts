import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { deposit } from '../ledger/movements.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { registeredPlayer } from '../testing/sign-in-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const host = 'localhost:8080';
const KZT = 7;
const USD = 10;
const EUR = 12;

interface Account {
  id: number;
  idCurrecy: number;
  active: boolean;
  money: number;
}

describe.each(testDbKinds())('wallets on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' }, kind);
  });
  afterAll(() => app.close());

  /** A new one-click player of the base variant (KZT), signed in: the headers their calls carry. */
  const player = async () => (await registeredPlayer(app)).headers;

  const call = async (headers: Record<string, string>, url: string, payload?: object) =>
    app.inject({ method: payload ? 'POST' : 'GET', url, headers, ...(payload ? { payload } : {}) });

  const accounts = async (headers: Record<string, string>) => {
    const res = await call(headers, '/web-api/user/balance', {});
    expectContract('balance', 'balanceResponse', res.json());
    return res.json<{ data: Account[] }>().data;
  };

  it('opens an account in another currency the variant offers, makes it active, and closes the empty one', async () => {
    const headers = await player();
    const config = await call(headers, '/web-api/user/getuserconfig');
    expect(config.statusCode).toBe(200);
    expectContract('wallets', 'userConfigResponse', config.json());
    const [kzt] = await accounts(headers);
    expect(config.json<{ data: unknown }>().data).toEqual({
      active_account_id: kzt!.id,
      // cashierConfig.wallet_currencies of the base variant, less the tenge the player holds.
      currencies_to_open: [
        { id: USD, code: 'USD', symbol: '$', name: 'US dollar' },
        { id: EUR, code: 'EUR', symbol: '€', name: 'Euro' },
      ],
    });

    const opened = await call(headers, '/web-api/user/createCurrencyAccount', { currency_id: USD });
    expect(opened.statusCode, opened.body).toBe(200);
    expectContract('balance', 'balanceResponse', opened.json());
    const usd = opened.json<{ data: Account[] }>().data.find((a) => a.idCurrecy === USD)!;
    expect(usd).toMatchObject({ active: false, money: 0 });

    const active = await call(headers, '/web-api/user/setactiveaccount', { account_id: usd.id });
    expect(active.statusCode, active.body).toBe(200);
    expect(active.json<{ data: Account[] }>().data.map((a) => [a.idCurrecy, a.active])).toEqual([
      [KZT, false],
      [USD, true],
    ]);
    expect(
      (await call(headers, '/web-api/user/getuserconfig')).json<{ data: unknown }>().data,
    ).toMatchObject({
      active_account_id: usd.id,
      currencies_to_open: [{ id: EUR }],
    });

    // The active one stays; the tenge account, empty and no longer active, closes.
    const refused = await call(headers, '/web-api/user/deleteCurrencyAccount', {
      account_id: usd.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'error_account_active' });
    const closed = await call(headers, '/web-api/user/deleteCurrencyAccount', {
      account_id: kzt!.id,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await accounts(headers)).map((a) => a.idCurrecy)).toEqual([USD]);
  });

  it('refuses what it must, saying why: a currency not offered or held, an account with money, someone else’s', async () => {
    const headers = await player();
    const other = await player();
    const [kzt] = await accounts(headers);
    const refusal = async (url: string, payload: object) => {
      const res = await call(headers, url, payload);
      expectContract('common', 'errorResponse', res.json());
      return [res.statusCode, res.json<{ message: string }>().message];
    };
    expect(await refusal('/web-api/user/createCurrencyAccount', { currency_id: 27 })).toEqual([
      422,
      'error_currency_not_offered',
    ]);
    await call(headers, '/web-api/user/createCurrencyAccount', { currency_id: EUR });
    expect(await refusal('/web-api/user/createCurrencyAccount', { currency_id: EUR })).toEqual([
      409,
      'error_account_exists',
    ]);
    const eur = (await accounts(headers)).find((a) => a.idCurrecy === EUR)!;
    await app.db.transaction((tx) =>
      deposit(tx, { key: `wallet-test-${eur.id}`, account: eur.id, amount: 1n, source: 'test' }),
    );
    expect(await refusal('/web-api/user/deleteCurrencyAccount', { account_id: eur.id })).toEqual([
      409,
      'error_account_not_empty',
    ]);
    const [theirs] = await accounts(other);
    for (const url of ['/web-api/user/setactiveaccount', '/web-api/user/deleteCurrencyAccount'])
      expect(await refusal(url, { account_id: theirs!.id })).toEqual([
        404,
        'error_account_not_found',
      ]);
    // Malformed: a 400 naming the field; nothing changed.
    const bad = await call(headers, '/web-api/user/setactiveaccount', { account_id: 'one' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('/account_id');
    expect((await accounts(headers)).find((a) => a.active)?.id).toBe(kzt!.id);
    // Without a session: refused.
    expect((await call({ host }, '/web-api/user/getuserconfig')).statusCode).toBe(401);
  });
});
