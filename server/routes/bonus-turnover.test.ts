import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Minor } from '../../src/lib/money/minor.ts';
import { grantBonus, recordTurnover, type TurnoverSource } from '../bonuses/bonuses.ts';
import { checkLedger } from '../ledger/ledger.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { registeredPlayerWithId } from '../testing/sign-in-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

interface Counted {
  key: string;
  source: string;
  amount: string;
  counted: string;
  currency_code: string;
  created_at: string;
}

const KZT = 7;
const USD = 10;
const URL_ = '/web-api/officeapi/getbonusturnover';

describe.each(testDbKinds())('what counted toward a bonus’s wagering on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' }, kind);
  });
  afterAll(() => app.close());

  /** A new player of the base variant (tenge): their id and the headers of their calls. */
  const player = () => registeredPlayerWithId(app);

  /** SPRING25 for the player: 2,500.00 ₸ to wager three times (7,500.00 ₸). */
  async function spring(headers: Record<string, string>): Promise<number> {
    const res = await app.inject({
      method: 'POST',
      url: '/web-api/promo/activate',
      headers,
      payload: { promo_code: 'SPRING25' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { id: number } }>().data.id;
  }

  /** A bonus credited by the platform itself (a second one, another currency). */
  const granted = (playerId: number, code: string, currencyId: number, amount: Minor, wager = 1) =>
    app.db.transaction(async (tx) => {
      const id = await grantBonus(tx, {
        playerId,
        type: 3,
        title: 'promo_spring25_title',
        source: 'promo',
        sourceCode: code,
        currencyId,
        amount,
        wager,
        days: 7,
        now: new Date(),
      });
      return id!;
    });

  const turnover = (
    playerId: number,
    key: string,
    currencyId: number,
    amount: Minor,
    source: TurnoverSource,
  ) =>
    app.db.transaction((tx) => recordTurnover(tx, { key, playerId, currencyId, amount, source }));

  const counted = async (headers: Record<string, string>, bonusId: number, page?: number) => {
    const query = page === undefined ? '' : `&page=${page}`;
    const res = await app.inject({ url: `${URL_}?bonus_id=${bonusId}${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('bonuses', 'bonusTurnoverResponse', res.json());
    return res.json<{ data: Counted[] }>().data;
  };
  const rows = (list: Counted[]) =>
    list.map((c) => [c.key, c.source, c.amount, c.counted, c.currency_code]);

  it('lists, newest first, the part of each bet and round that counted toward each bonus', async () => {
    const { id, headers } = await player();
    const springId = await spring(headers);
    // A second tenge bonus near enough its target, and a dollar one.
    const second = await granted(id, 'SECOND', KZT, 100_000n);
    const dollars = await granted(id, 'DOLLARS', USD, 2_500n, 3);

    await turnover(id, 'bet:k1', KZT, 50_000n, 'bet');
    await turnover(id, 'casino:u1', USD, 3_000n, 'casino');
    // The second bonus needs 500.00 ₸ more: that much of this round counts toward it, and it converts.
    await turnover(id, 'casino:k2', KZT, 70_000n, 'casino');
    await turnover(id, 'bet:k3', KZT, 30_000n, 'bet');
    // A key reported again counts once.
    await turnover(id, 'bet:k1', KZT, 90_000n, 'bet');

    expect(rows(await counted(headers, springId))).toEqual([
      ['bet:k3', 'bet', '300.00', '300.00', 'KZT'],
      ['casino:k2', 'casino', '700.00', '700.00', 'KZT'],
      ['bet:k1', 'bet', '500.00', '500.00', 'KZT'],
    ]);
    expect(rows(await counted(headers, second))).toEqual([
      ['casino:k2', 'casino', '700.00', '500.00', 'KZT'],
      ['bet:k1', 'bet', '500.00', '500.00', 'KZT'],
    ]);
    expect(rows(await counted(headers, dollars))).toEqual([
      ['casino:u1', 'casino', '30.00', '30.00', 'USD'],
    ]);
    const [first] = await counted(headers, springId);
    expect(Date.parse(first!.created_at)).toBeGreaterThan(Date.now() - 60_000);

    // Near its target, SPRING25 takes what was left (6,000.00 ₸) of a larger stake, and converts.
    await turnover(id, 'bet:big', KZT, 1_000_000n, 'bet');
    expect(rows(await counted(headers, springId))[0]).toEqual([
      'bet:big',
      'bet',
      '10000.00',
      '6000.00',
      'KZT',
    ]);
    const list = await app.inject({ url: '/web-api/officeapi/getbonuses', headers });
    const statuses = list
      .json<{ data: { id: number; status: string; bonus_fact: string }[] }>()
      .data.map((b) => [b.id, b.status, b.bonus_fact]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        [springId, 'converted', '7500.00'],
        [second, 'converted', '1000.00'],
        [dollars, 'active', '30.00'],
      ]),
    );
    // What counted adds up to the wagering done, bonus by bonus.
    const sums = await app.db.query<{ bonus_id: number; sum: string }>(
      `SELECT bonus_id, sum(amount)::text AS sum FROM bonus_turnover_counted
       WHERE bonus_id = ANY($1::int[]) GROUP BY bonus_id ORDER BY bonus_id`,
      [[springId, second, dollars]],
    );
    expect(sums.map((s) => [s.bonus_id, Number(s.sum)])).toEqual(
      [
        [springId, 7500],
        [second, 1000],
        [dollars, 30],
      ].sort((a, b) => a[0]! - b[0]!),
    );
    // A met bonus gets nothing more.
    await turnover(id, 'bet:after', KZT, 10_000n, 'bet');
    expect((await counted(headers, springId)).length).toBe(4);
    expect(await checkLedger(app.db)).toEqual({ unbalanced: [], overdrawn: [] });
  });

  it('a free bet is not wagered: nothing counts toward it', async () => {
    const { id, headers } = await player();
    const res = await app.inject({
      method: 'POST',
      url: '/web-api/promo/activate',
      headers,
      payload: { promo_code: 'FREEBET10' },
    });
    const freeBet = res.json<{ data: { id: number } }>().data.id;
    await turnover(id, 'bet:fb', KZT, 100_000n, 'bet');
    expect(await counted(headers, freeBet)).toEqual([]);
  });

  it('pages 50 at a time, newest first (the same moment: by key)', async () => {
    const { id, headers } = await player();
    const bonusId = await spring(headers);
    // One transaction: every turnover has the same time, the key orders them.
    await app.db.transaction(async (tx) => {
      for (let n = 1; n <= 51; n += 1)
        await recordTurnover(tx, {
          key: `bet:p${String(n).padStart(2, '0')}`,
          playerId: id,
          currencyId: KZT,
          amount: 100n,
          source: n % 2 ? 'bet' : 'casino',
        });
    });
    const one = await counted(headers, bonusId);
    const implicit = await counted(headers, bonusId, 1);
    expect(implicit).toEqual(one);
    const two = await counted(headers, bonusId, 2);
    expect(one.length).toBe(50);
    expect(one[0]).toMatchObject({ key: 'bet:p51', source: 'bet', counted: '1.00' });
    expect(one[49]?.key).toBe('bet:p02');
    expect(two.map((c) => c.key)).toEqual(['bet:p01']);
    expect(await counted(headers, bonusId, 3)).toEqual([]);
  });

  it('answers only the player’s own bonuses, and refuses a malformed query naming the field', async () => {
    const owner = await player();
    const bonusId = await spring(owner.headers);
    const other = await player();
    const foreign = await app.inject({
      url: `${URL_}?bonus_id=${bonusId}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expectContract('common', 'errorResponse', foreign.json());
    expect(foreign.json<{ message: string }>().message).toBe('error_bonus_not_found');
    const unknown = await app.inject({
      url: `${URL_}?bonus_id=2147483647`,
      headers: owner.headers,
    });
    expect(unknown.statusCode).toBe(404);

    const anonymous = await app.inject({ url: `${URL_}?bonus_id=${bonusId}` });
    expect(anonymous.statusCode).toBe(401);

    for (const [query, field] of [
      ['bonus_id=abc', 'bonus_id'],
      [`bonus_id=${bonusId}&page=0`, 'page'],
      ['bonus_id=0', 'bonus_id'],
      ['page=1', 'bonus_id'],
    ] as const) {
      const res = await app.inject({ url: `${URL_}?${query}`, headers: owner.headers });
      expect([query, res.statusCode]).toEqual([query, 400]);
      expectContract('common', 'errorResponse', res.json());
      const [error] = res.json<{ errors: { source?: { pointer: string } }[] }>().errors;
      expect([query, error?.source?.pointer]).toEqual([query, `/${field}`]);
    }
  });
});
