import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { recordTurnover } from '../bonuses/bonuses.ts';
import { checkLedger } from '../ledger/ledger.ts';
import { deposit } from '../ledger/movements.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { registeredPlayer, registeredPlayerWithId } from '../testing/sign-in-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

interface Bonus {
  id: number;
  TypeBonus: number;
  BonusName: string;
  bonus_finish: string;
  bonus_fact: string;
  BonusClosed: boolean;
  status: string;
  money: string;
  amount: string;
  promoaction_id: number | null;
}

const KZT = 7;

describe.each(testDbKinds())('bonuses and promo codes on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' }, kind);
  });
  afterAll(() => app.close());

  /** A new player of the base variant (tenge): their id and the headers of their calls. */
  const player = () => registeredPlayerWithId(app);

  const activate = (headers: Record<string, string>, code: string) =>
    app.inject({
      method: 'POST',
      url: '/web-api/promo/activate',
      headers,
      payload: { promo_code: code },
    });
  const bonuses = async (headers: Record<string, string>) => {
    const res = await app.inject({ url: '/web-api/officeapi/getbonuses', headers });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('bonuses', 'bonusesResponse', res.json());
    return res.json<{ data: Bonus[] }>().data;
  };
  const mainMoney = async (headers: Record<string, string>) => {
    const res = await app.inject({ url: '/account-api/user/balance', headers });
    return res.json<{ data: { money: number; active: boolean }[] }>().data.find((a) => a.active)
      ?.money;
  };

  it('activates a code once, in any case; its bonus is wagered, then becomes main money', async () => {
    const { id, headers } = await player();
    const res = await activate(headers, '  spring25 ');
    expect(res.statusCode, res.body).toBe(200);
    expectContract('bonuses', 'bonusResponse', res.json());
    expect(res.json<{ data: Bonus }>().data).toMatchObject({
      TypeBonus: 3,
      BonusName: 'promo_spring25_title',
      amount: '2500.00',
      money: '2500.00',
      bonus_finish: '7500.00',
      bonus_fact: '0.00',
      BonusClosed: false,
      promoaction_id: 501,
    });
    const again = await activate(headers, 'SPRING25');
    expect([again.statusCode, again.json()]).toEqual([
      422,
      expect.objectContaining({ validation_errors: { promo_code: ['error_promo_used'] } }),
    ]);

    // Turnover from bets and rounds advances it (each report once); met, it converts.
    const turnover = (key: string, amount: bigint) =>
      app.db.transaction((tx) =>
        recordTurnover(tx, { key, playerId: id, currencyId: KZT, amount, source: 'bet' }),
      );
    await turnover('bet:1', 500_000n);
    await turnover('bet:1', 500_000n);
    expect((await bonuses(headers))[0]).toMatchObject({ bonus_fact: '5000.00', status: 'active' });
    await turnover('round:7', 300_000n);
    const [converted] = await bonuses(headers);
    expect(converted).toMatchObject({
      status: 'converted',
      BonusClosed: true,
      bonus_fact: '7500.00',
      money: '0.00',
    });
    expect(await mainMoney(headers)).toBe(2500);

    const history = await app.inject({ url: '/web-api/promo/getUserPromoCodesNew', headers });
    expectContract('bonuses', 'promoCodesResponse', history.json());
    expect(history.json<{ data: unknown[] }>().data).toEqual([
      expect.objectContaining({ code: 'SPRING25', amount: '2500.00', status: 'converted' }),
    ]);
    expect(await checkLedger(app.db)).toEqual({ unbalanced: [], overdrawn: [] });
  });

  it('names why a code does not work: unknown, ended, not in the player’s currency, malformed', async () => {
    const { headers } = await player();
    const refusal = async (code: string) => {
      const res = await activate(headers, code);
      expect(res.statusCode).toBe(422);
      return res.json<{ validation_errors: { promo_code: string[] } }>().validation_errors
        .promo_code;
    };
    expect(await refusal('NOPE')).toEqual(['error_promo_unknown']);
    expect(await refusal('summer2024')).toEqual(['error_promo_expired']);
    // Bola's players hold reais, which the base variant's codes do not credit.
    const bola = await registeredPlayer(app, { host: 'bola.localhost', currency: 27 });
    const res = await activate(bola.headers, 'SPRING25');
    expect(res.json()).toMatchObject({
      validation_errors: { promo_code: ['error_promo_currency'] },
    });
    expect((await bonuses(headers)).length).toBe(0);
    const malformed = await app.inject({
      method: 'POST',
      url: '/web-api/promo/activate',
      headers,
      payload: { promo_code: 7 },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('promo_code');
  });

  it('a free bet waits on its bonus account, never wagered into main money', async () => {
    const { id, headers } = await player();
    expect((await activate(headers, 'freebet10')).statusCode).toBe(200);
    await app.db.transaction((tx) =>
      recordTurnover(tx, {
        key: 'bet:fb',
        playerId: id,
        currencyId: KZT,
        amount: 10_000_000n,
        source: 'bet',
      }),
    );
    expect((await bonuses(headers))[0]).toMatchObject({
      TypeBonus: 6,
      status: 'active',
      money: '1000.00',
      bonus_finish: '0.00',
    });
    expect(await mainMoney(headers)).toBe(0);
  });

  it('refusing a bonus forfeits what it holds; it cannot be refused twice', async () => {
    const { headers } = await player();
    const made = (await activate(headers, 'SPRING25')).json<{ data: Bonus }>().data;
    const refuse = () =>
      app.inject({
        method: 'POST',
        url: '/web-api/officeapi/refusebonus',
        headers,
        payload: { bonus_id: made.id },
      });
    const res = await refuse();
    expect(res.statusCode, res.body).toBe(200);
    expectContract('bonuses', 'bonusesResponse', res.json());
    expect(res.json<{ data: Bonus[] }>().data[0]).toMatchObject({
      status: 'refused',
      money: '0.00',
      BonusClosed: true,
    });
    const twice = await refuse();
    expect([twice.statusCode, twice.json<{ message: string }>().message]).toEqual([
      409,
      'error_bonus_closed',
    ]);
    // Another player's bonus is not theirs to refuse.
    const other = await player();
    const foreign = await app.inject({
      method: 'POST',
      url: '/web-api/officeapi/refusebonus',
      headers: other.headers,
      payload: { bonus_id: made.id },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await mainMoney(headers)).toBe(0);
  });

  it('a bonus whose days are over is forfeited by the upkeep', async () => {
    const { headers } = await player();
    const made = (await activate(headers, 'FREEBET10')).json<{ data: Bonus }>().data;
    await app.db.query(
      `UPDATE bonuses SET expires_at = now() - interval '1 minute' WHERE id = $1`,
      [made.id],
    );
    const counts = await app.purge.runNow();
    expect(counts.bonuses_expired).toBeGreaterThanOrEqual(1);
    expect((await bonuses(headers))[0]).toMatchObject({ status: 'expired', money: '0.00' });
    expect(await checkLedger(app.db)).toEqual({ unbalanced: [], overdrawn: [] });
  });

  it('a main account with money is unaffected by a bonus’s end', async () => {
    const { headers } = await player();
    const account = (await app.inject({ url: '/web-api/officeapi/getdeducedata', headers })).json<{
      data: { account: { id: number } };
    }>().data.account.id;
    await app.db.transaction((tx) =>
      deposit(tx, { key: `bonus-test-${account}`, account, amount: 100_000n, source: 'test' }),
    );
    const made = (await activate(headers, 'SPRING25')).json<{ data: Bonus }>().data;
    await app.inject({
      method: 'POST',
      url: '/web-api/officeapi/refusebonus',
      headers,
      payload: { bonus_id: made.id },
    });
    expect(await mainMoney(headers)).toBe(1000);
  });
});
