import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type MovingPrice, movingPrices, simulatorOf } from '../bets/bet-requests-testing.ts';
import {
  betBody,
  bettor,
  eventOf,
  feedNow,
  type Headers,
  HISTORY,
  lineGames,
  postBet,
} from '../bets/bets-testing.ts';
import {
  approval,
  DECLINE,
  proposals,
  PROPOSE,
  propose,
  proposedOutcome,
} from '../bets/manager-bets-testing.ts';
import type { WireGame } from '../feed/wire.ts';
import { balanceOf, checkLedger } from '../ledger/ledger.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const SEED = 'manager-bets-route';

interface Refusal {
  message: string;
  errors: { detail: string }[];
  changes?: { key: string; price: number }[];
}

describe.each(testDbKinds())('manager bets on %s', (kind) => {
  let app: FastifyInstance;
  const sim = simulatorOf(SEED);
  beforeAll(async () => {
    app = await buildTestServer(
      { distDir: '/nonexistent', feed: { seed: SEED, recordEveryMs: 0 } },
      kind,
    );
  });
  afterAll(() => app.close());

  const refused = (res: Awaited<ReturnType<typeof postBet>>, status: number) => {
    expect(res.statusCode, res.body).toBe(status);
    expectContract('common', 'errorResponse', res.json());
    return res.json<Refusal>();
  };
  const decline = (headers: Headers, id: number) =>
    app.inject({ method: 'POST', url: DECLINE, headers, payload: { id } });
  const moveClockTo = async (at: number) => {
    const advanceMs = Math.max(0, at - (await feedNow(app)));
    const res = await app.inject({
      method: 'PUT',
      url: '/__dev/feed/clock',
      payload: { advanceMs },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const sound = async () =>
    expect(await checkLedger(app.db)).toEqual({ unbalanced: [], overdrawn: [] });

  it('lists a proposal with the prices now, places its approval once (double clicks, two tabs) and shows it in the history', async () => {
    const { playerId, accountId, headers } = await bettor(app, 100_000n);
    const games = await lineGames(app, { count: 2, leadMinutes: 120 });
    const made = await propose(app, playerId, games, { stake: 25, note: 'Two favourites' });
    expect(made).toMatchObject({
      status: 'waiting',
      vid: 1,
      stake: '25.00',
      note: 'Two favourites',
    });

    const listed = await proposals(app, headers);
    expect(listed.waiting).toBe(1);
    const [bet] = listed.bets;
    expect(bet!.selections.map((s) => s.offer)).toEqual(['priced', 'priced']);
    const prices = bet!.selections.map((s) => s.cNow!);
    expect(prices).toEqual(games.map((g) => g.outcomes.find((o) => !o.b)!.c));
    const win = (25 * prices[0]! * prices[1]!).toFixed(2);
    expect(Math.abs(Number(bet!.possibleWin) - Number(win))).toBeLessThan(0.02);
    const menu = await app.inject({
      method: 'GET',
      url: '/web-api/officeapi/getLeftMenuData',
      headers,
    });
    expect(menu.json<{ data: { badges: Record<string, number> } }>().data.badges).toMatchObject({
      office_manager_bets: 1,
    });

    // A double click (the same guid twice) and another tab (its own guid), all at once.
    const guid = randomUUID();
    const otherTab = randomUUID();
    const answers = await Promise.all([
      postBet(app, headers, approval(bet!, guid)),
      postBet(app, headers, approval(bet!, guid)),
      postBet(app, headers, approval(bet!, otherTab)),
    ]);
    const ok = answers.map((r, i) => ({ r, i })).filter(({ r }) => r.statusCode === 200);
    const placedIds = new Set(
      ok.map(({ r }) => r.json<{ data: { bet: { id: number } } }>().data.bet.id),
    );
    expect(placedIds.size).toBe(1);
    for (const res of answers.filter((r) => r.statusCode !== 200))
      expect(refused(res, 409).message).toBe('error_manager_bet_not_waiting');
    expect(await balanceOf(app.db, accountId)).toBe(100_000n - 2_500n);
    // Sent again later under the guid that won (either tab may): answered as placed, nothing
    // more debited.
    const won = ok[0]!.i === 2 ? otherTab : guid;
    const again = await postBet(app, headers, approval(bet!, won));
    expect(again.statusCode, again.body).toBe(200);
    expect(await balanceOf(app.db, accountId)).toBe(100_000n - 2_500n);

    const [placed] = (await proposals(app, headers)).bets;
    expect(placed).toMatchObject({ status: 'placed', betId: [...placedIds][0], possibleWin: null });
    const history = await app.inject({ method: 'GET', url: HISTORY, headers });
    expectContract('bets', 'betsHistoryResponse', history.json());
    const [shown] = history.json<{ data: { bets: { id: number; proposedByManager: boolean }[] } }>()
      .data.bets;
    expect(shown).toEqual(expect.objectContaining({ id: placed!.betId, proposedByManager: true }));
    await sound();
  });

  it('names a waiting proposal’s games in the language the player reads it in, not the manager’s', async () => {
    const { playerId, headers } = await bettor(app, 10_000n);
    const [game] = await lineGames(app, { count: 1, leadMinutes: 120 });
    const res = await app.inject({
      method: 'POST',
      url: PROPOSE,
      headers: { 'x-lang': 'ru' },
      payload: { playerId, selections: [proposedOutcome(game!)], stake: 10 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const champOf = async (lang: string) => {
      const feed = await app.inject({
        method: 'GET',
        url: `/service-api/LineFeed/GetGameZip?id=${game!.id}&lng=${lang}`,
      });
      return feed.json<{ data: WireGame }>().data.champ;
    };
    const [inRussian, inEnglish] = [await champOf('ru'), await champOf('en')];
    expect(inRussian).not.toBe(inEnglish);
    const bet = res.json<{ data: { bet: { id: number; selections: { champ: string }[] } } }>().data
      .bet;
    expect(bet.selections[0]!.champ).toBe(inRussian);
    for (const [lang, champ] of [
      ['en', inEnglish],
      ['ru', inRussian],
    ] as const) {
      const listed = await proposals(app, { ...headers, 'x-lang': lang });
      const shown = listed.bets.find((b) => b.id === bet.id)!;
      expect(shown.selections[0]!.champ).toBe(champ);
    }
  });

  it('refuses an approval that is not the proposal’s bet, or under a guid another bet took, naming the field', async () => {
    const { playerId, accountId, headers } = await bettor(app, 100_000n);
    const games = await lineGames(app, { count: 3, leadMinutes: 120 });
    await propose(app, playerId, [games[0]!]);
    const [bet] = (await proposals(app, headers)).bets;
    const body = approval(bet!, randomUUID());
    const detail = async (payload: object) =>
      refused(await postBet(app, headers, payload), 409).errors[0]!.detail;
    expect(await detail({ ...body, summ: 11 })).toMatch(/^body \/summ:/);
    const other = eventOf(
      games[1]!,
      games[1]!.outcomes.find((o) => !o.b)!,
    );
    expect(await detail({ ...body, couponEvents: [other] })).toMatch(/^body \/couponEvents\/0:/);
    expect(await detail({ ...body, vid: 1, couponEvents: [...body.couponEvents, other] })).toMatch(
      /^body \/vid:/,
    );
    // A bet the player placed under the guid before: that guid is not the proposal's.
    const own = betBody([other]);
    expect((await postBet(app, headers, own)).statusCode).toBe(200);
    expect(
      refused(await postBet(app, headers, { ...body, betGuid: own.betGuid }), 409).message,
    ).toBe('error_bet_guid_reused');
    // With a bonus or as an auto-bet: a 400 naming the field.
    expect(
      refused(await postBet(app, headers, { ...body, avanceBet: true }), 400).errors[0]!.detail,
    ).toMatch(/^body \/avanceBet:/);
    expect(await balanceOf(app.db, accountId)).toBe(100_000n - 1_000n);
    expect((await proposals(app, headers)).bets[0]!.status).toBe('waiting');
  });

  it('keeps a proposal waiting when its price moved past the player’s policy, and places it at the new price', async () => {
    const { playerId, accountId, headers } = await bettor(app, 100_000n);
    const [up] = movingPrices(sim, await feedNow(app), { count: 1 }) as [MovingPrice];
    const { c: _, ...outcome } = up.event;
    const res = await app.inject({
      method: 'POST',
      url: PROPOSE,
      payload: { playerId, selections: [outcome], stake: 10 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [seen] = (await proposals(app, headers)).bets;
    await moveClockTo(up.at);
    const moved = refused(
      await postBet(app, headers, approval(seen!, randomUUID(), { checkCf: 0 })),
      409,
    );
    expect(moved.message).toBe('error_bet_prices_changed');
    expect(moved.changes?.[0]?.price).toBe(up.moved);
    const [now] = (await proposals(app, headers)).bets;
    expect(now).toMatchObject({ status: 'waiting' });
    expect(now!.selections[0]).toMatchObject({ c: up.event.c, cNow: up.moved });
    const placed = await postBet(app, headers, approval(now!, randomUUID(), { checkCf: 0 }));
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await balanceOf(app.db, accountId)).toBe(100_000n - 1_000n);
  });

  it('declines once; expires at kick-off by the feed’s clock; another player’s proposal is none of theirs', async () => {
    const { playerId, headers } = await bettor(app, 100_000n);
    const stranger = await bettor(app, 100_000n);
    const games = await lineGames(app, { count: 2, leadMinutes: 45 });
    const declined = await propose(app, playerId, [games[0]!]);
    const soon = await propose(app, playerId, [games[1]!]);

    expect(refused(await decline(stranger.headers, declined.id), 404).message).toBe(
      'error_manager_bet_not_found',
    );
    const strange = approval(declined, randomUUID());
    expect(refused(await postBet(app, stranger.headers, strange), 404).message).toBe(
      'error_manager_bet_not_found',
    );
    const res = await decline(headers, declined.id);
    expect(res.statusCode, res.body).toBe(200);
    expectContract('manager-bets', 'managerBetResponse', res.json());
    expect(res.json<{ data: { bet: { status: string } } }>().data.bet.status).toBe('declined');
    expect(refused(await decline(headers, declined.id), 409).message).toBe(
      'error_manager_bet_not_waiting',
    );
    expect(
      refused(await postBet(app, headers, approval(declined, randomUUID())), 409).message,
    ).toBe('error_manager_bet_not_waiting');

    await moveClockTo(games[1]!.start * 1000 + 60_000);
    const [expired] = (await proposals(app, headers)).bets;
    expect(expired).toMatchObject({ id: soon.id, status: 'expired', reason: 'game_started' });
    expect(refused(await postBet(app, headers, approval(soon, randomUUID())), 409).message).toBe(
      'error_manager_bet_not_waiting',
    );
    expect((await proposals(app, stranger.headers)).bets).toEqual([]);
  });

  it('expires at its expiresAt, and refuses a proposal the feed does not price, naming the selection', async () => {
    const { playerId, headers } = await bettor(app, 100_000n);
    const games = await lineGames(app, { count: 1, leadMinutes: 24 * 60 });
    const brief = await propose(app, playerId, games, { expiresInMinutes: 5 });
    await moveClockTo(Date.parse(brief.expiresAt) + 1000);
    expect((await proposals(app, headers)).bets[0]).toMatchObject({
      status: 'expired',
      reason: 'time_up',
    });

    const gone = { ...proposedOutcome(games[0]!), gameId: 1 };
    const res = await app.inject({
      method: 'POST',
      url: PROPOSE,
      payload: { playerId, selections: [gone], stake: 10 },
    });
    expect(refused(res, 409).errors[0]!.detail).toMatch(/^body \/selections\/0:/);
    const cents = await app.inject({
      method: 'POST',
      url: PROPOSE,
      payload: { playerId, selections: [proposedOutcome(games[0]!)], stake: 1.001 },
    });
    expect(refused(cents, 400).errors[0]!.detail).toMatch(/^body \/stake:/);
    // The player by e-mail; neither id nor e-mail is a 400 naming playerId.
    const email = `vip-${playerId}@manager.test`;
    await app.db.query('UPDATE players SET email = $2 WHERE id = $1', [playerId, email]);
    const byEmail = await app.inject({
      method: 'POST',
      url: PROPOSE,
      payload: { email: email.toUpperCase(), selections: [proposedOutcome(games[0]!)], stake: 3 },
    });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect((await proposals(app, headers)).bets[0]).toMatchObject({
      stake: '3.00',
      status: 'waiting',
    });
    const nobody = await app.inject({
      method: 'POST',
      url: PROPOSE,
      payload: { selections: [proposedOutcome(games[0]!)], stake: 3 },
    });
    expect(refused(nobody, 400).errors[0]!.detail).toMatch(/^body \/playerId:/);
    await sound();
  });
});
