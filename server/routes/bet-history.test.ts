import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SelectionResult } from '../../src/lib/bets/bet-maths.ts';
import { betHistory, historyDays, periodOf } from '../bets/bet-history.ts';
import { bettor, CLEAR_HISTORY, type Headers, HISTORY } from '../bets/bets-testing.ts';
import { settle } from '../bets/settlement.ts';
import {
  placeSynthetic,
  recordSyntheticResult,
  type SyntheticBet,
  syntheticResolver,
} from '../bets/synthetic-bets.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

interface Page {
  dateFrom: number;
  dateTo: number;
  total: number;
  bets: { id: number; kind: string; statusId: number; selections: { result: string | null }[] }[];
}

let nextGame = 910_000_000;

describe.each(testDbKinds())('the bets history on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent', feed: { recordEveryMs: 0 } }, kind);
  });
  afterAll(() => app.close());

  const history = async (headers: Headers, query = '') => {
    const res = await app.inject({ method: 'GET', url: `${HISTORY}${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('bets', 'betsHistoryResponse', res.json());
    return res.json<{ data: Page }>().data;
  };

  /** A player with six bets: won, lost, void, half won (settled), an open express, an open system. */
  async function playerWithBets() {
    const player = await bettor(app, 100_000n);
    const single = (
      result: SelectionResult | undefined,
    ): SyntheticBet & { result?: SelectionResult } => ({
      kind: 'single',
      stake: 1_000n,
      selections: [{ gameId: (nextGame += 1), price: 2 }],
      ...(result ? { result } : {}),
    });
    const open = () => [1, 2, 3].map(() => ({ gameId: (nextGame += 1), price: 1.5 }));
    const bets = [
      single('won'),
      single('lost'),
      single('void'),
      single('halfWon'),
      { kind: 'express' as const, stake: 1_000n, selections: open() },
      { kind: 'system' as const, systemSize: 2, stake: 900n, selections: open() },
    ];
    const ids = [];
    for (const bet of bets) ids.push(await placeSynthetic(app.db, player, bet));
    for (const bet of bets)
      if ('result' in bet && bet.result)
        await recordSyntheticResult(app.db, bet.selections[0]!.gameId, bet.result);
    await settle(app.db, syntheticResolver);
    return { ...player, ids };
  }

  it('answers a guest 401', async () => {
    for (const [method, url] of [
      ['GET', HISTORY],
      ['POST', CLEAR_HISTORY],
    ] as const)
      expect(
        (await app.inject({ method, url, headers: { host: 'localhost:8080' } })).statusCode,
      ).toBe(401);
  });

  it('lists the player’s bets newest first with their selections, by status and type, a page at a time', async () => {
    const { headers, ids } = await playerWithBets();
    await playerWithBets(); // Another player's bets are not listed.
    const all = await history(headers);
    expect(all.total).toBe(6);
    expect(all.bets.map((b) => b.id)).toEqual([...ids].reverse());
    expect(all.bets.map((b) => b.statusId)).toEqual([3, 3, 13, 9, 8, 7]);
    expect(all.bets[0]!.selections).toHaveLength(3);
    expect(all.bets[5]!.selections).toEqual([expect.objectContaining({ result: 'won' })]);

    expect((await history(headers, '?status=7,8')).bets.map((b) => b.statusId)).toEqual([8, 7]);
    expect((await history(headers, '?status=3')).total).toBe(2);
    expect((await history(headers, '?status=1001,28')).total).toBe(0);
    expect((await history(headers, '?type=system')).bets.map((b) => b.kind)).toEqual(['system']);
    const second = await history(headers, '?count=4&page=2');
    expect([second.total, second.bets.map((b) => b.id)]).toEqual([6, [ids[1], ids[0]]]);

    const refused = await app.inject({ method: 'GET', url: `${HISTORY}?status=4`, headers });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: { detail: string }[] }>().errors[0]!.detail).toMatch(
      /^query \/status/,
    );
    // Text that coerces to a number past every bound is refused, not read as one.
    for (const bad of ['dateFrom=-Infinity', 'dateTo=1e400', 'page=Infinity']) {
      const answer = await app.inject({ method: 'GET', url: `${HISTORY}?${bad}`, headers });
      expect([bad, answer.statusCode]).toEqual([bad, 400]);
      expect(answer.json<{ errors: { detail: string }[] }>().errors[0]!.detail).toBe(
        `query /${bad.split('=')[0]}: must be a finite number`,
      );
    }
  });

  it('covers the last 7 days unless asked for another period', async () => {
    const { headers, ids } = await playerWithBets();
    await app.db.query(`UPDATE bets SET placed_at = now() - interval '10 days' WHERE id = $1`, [
      ids[0],
    ]);
    const recent = await history(headers);
    expect(recent.total).toBe(5);
    expect(recent.dateTo - recent.dateFrom).toBe(7 * 86_400);
    const now = Math.floor(Date.now() / 1000);
    const longer = await history(headers, `?dateFrom=${now - 11 * 86_400}`);
    expect(longer.total).toBe(6);
    const before = await history(headers, `?dateTo=${now - 9 * 86_400}`);
    expect(before.bets.map((b) => b.id)).toEqual([ids[0]]);
    // A period that ends before it starts is the default one.
    const backwards = await history(headers, `?dateFrom=${now}&dateTo=${now - 86_400}`);
    expect(backwards.total).toBe(5);
  });

  it('reads an invalid history_days as 7, and leaves out the statuses the variant hides', async () => {
    expect(historyDays({ couponConfig: { history_days: 0 } } as never)).toBe(7);
    expect(historyDays({ couponConfig: { history_days: 2.5 } } as never)).toBe(7);
    expect(historyDays({ couponConfig: { history_days: 30 } } as never)).toBe(30);
    expect(periodOf({}, 7, 1_000_000)).toEqual({ from: 1_000_000 - 604_800, to: 1_000_000 });
    expect(periodOf({ dateFrom: 100 }, 1, 1_000_000)).toEqual({ from: 100, to: 1_000_000 });
    expect(periodOf({ dateTo: 100_000 }, 1, 1_000_000)).toEqual({ from: 13_600, to: 100_000 });

    const { playerId } = await playerWithBets();
    const settings = {
      couponConfig: { history_days: -1 },
      bettingConfig: { hidden_bet_statuses: [8, 9] },
    } as never;
    const now = Math.floor(Date.now() / 1000);
    const page = await betHistory(app.db, playerId, {}, settings, now);
    expect(page.bets.map((b) => b.statusId)).toEqual([3, 3, 13, 7]);
    expect(page.dateTo - page.dateFrom).toBe(7 * 86_400);
  });

  it('clears the history by hiding settled bets: open ones stay, nothing is deleted, no money moves', async () => {
    const { headers, ids, accountId } = await playerWithBets();
    const balance = await balanceOf(app.db, accountId);
    const res = await app.inject({ method: 'POST', url: CLEAR_HISTORY, headers });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('bets', 'clearBetsHistoryResponse', res.json());
    expect(res.json<{ data: { hidden: number } }>().data.hidden).toBe(4);
    expect((await history(headers)).bets.map((b) => b.id)).toEqual([ids[5], ids[4]]);
    const kept = await app.db.query('SELECT id FROM bets WHERE id = ANY($1::int[])', [ids]);
    expect(kept).toHaveLength(6);
    expect(await balanceOf(app.db, accountId)).toBe(balance);
    const again = await app.inject({ method: 'POST', url: CLEAR_HISTORY, headers });
    expect(again.json<{ data: { hidden: number } }>().data.hidden).toBe(0);
  });
});
