import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { settingsDefaults } from '../../src/config/generated/site-settings.defaults.ts';
import type { Db } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import { balanceOf, checkLedger, playerAccount } from '../ledger/ledger.ts';
import { accountsOf, closeCurrencyAccount } from '../ledger/wallets.ts';
import { createTestDb, testDbKinds } from '../testing/test-db.ts';
import { betRecord } from './bet-record.ts';
import { betAskOf, type CouponEvent } from './bet-request.ts';
import { requestRecord } from './bet-request-record.ts';
import { cancelRequest, requestBet } from './bet-requests.ts';
import {
  heldNow,
  movementsOf,
  type MovingPrice,
  movingPrices,
  simulatorOf,
  waitingStakes,
} from './bet-requests-testing.ts';
import { autoBetOf, type RequestAsk, vipBetsAllowed } from './request-asks.ts';
import { decideBid, runBetRequests } from './request-placement.ts';
import { syntheticPlayer } from './synthetic-bets.ts';

const SETTINGS = settingsDefaults;
const sim = simulatorOf('bet-requests-module');
/** The feed's now of the suite: every request is asked at it, later moments are the feed's moves. */
const NOW = Date.UTC(2031, 2, 10, 9, 0);

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'made',
    (error: unknown) =>
      error instanceof ApiProblem
        ? `${error.status} ${error.messageKey} ${error.details[0] ?? ''}`
        : String(error),
  );

const body = (event: CouponEvent, summ: number, more: object = {}) => ({
  betGuid: randomUUID(),
  summ,
  vid: 0 as const,
  couponEvents: [event],
  ...more,
});
const auto = (event: CouponEvent, price: number, summ = 10, more: object = {}): RequestAsk =>
  autoBetOf({ ...body(event, summ, more), isAutoBet: true, autoBetCf: price }, SETTINGS)!;
const bid = (
  event: CouponEvent,
  summ: number,
  checkCf = 0,
  guid: string = randomUUID(),
): RequestAsk => ({
  kind: 'vip',
  bet: betAskOf({ ...body(event, summ), betGuid: guid }, checkCf, SETTINGS),
});

describe.each(testDbKinds())('bet requests on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(kind);
  });
  afterAll(() => db.close());

  const deps = (now = NOW) => ({ db, sim, now });
  const ask = async (playerId: number, request: RequestAsk, now = NOW) =>
    requestBet(deps(now), { playerId, settings: SETTINGS, language: 'en' }, request);
  /** The hold holds exactly the waiting stakes, and no cent is made or lost. */
  const ledgerHolds = async () => {
    expect(await heldNow(db)).toBe(await waitingStakes(db));
    expect(await checkLedger(db)).toEqual({ unbalanced: [], overdrawn: [] });
  };

  it('holds an auto-bet’s stake, places it once when the price comes, at that price', async () => {
    const player = await syntheticPlayer(db, 100_000n);
    const [up] = movingPrices(sim, NOW, { way: 'up' }) as [MovingPrice];
    const made = await ask(player.playerId, auto(up.event, up.moved, 25));
    expect(made.request).toMatchObject({
      kind: 'auto',
      status: 'waiting',
      statusId: 1001,
      stake: '25.00',
      autoBetCf: up.moved,
      betId: null,
      reason: null,
    });
    expect(made.request.selections[0]).toMatchObject({
      gameId: up.gameId,
      c: up.event.c,
      live: false,
    });
    expect(made.balance).toBe('975.00');
    await ledgerHolds();
    // The feed has not moved: the request waits, however often it is looked at.
    for (const now of [NOW, NOW + 1_000])
      expect(await runBetRequests(db, sim, now)).toEqual({ placed: 0, declined: 0, expired: 0 });
    // The price comes: placed once, at it; the next runs find nothing to do.
    expect(await runBetRequests(db, sim, up.at)).toEqual({ placed: 1, declined: 0, expired: 0 });
    expect(await runBetRequests(db, sim, up.at)).toEqual({ placed: 0, declined: 0, expired: 0 });
    const request = await requestRecord(db, made.request.id);
    expect(request).toMatchObject({ status: 'placed', statusId: 1006, reason: null });
    const bet = await betRecord(db, request.betId!);
    expect(bet).toMatchObject({ betGuid: made.request.betGuid, stake: '25.00', status: 'open' });
    expect(bet.selections[0]).toMatchObject({ c: up.moved, cSeen: up.moved });
    expect(await movementsOf(db, request.id)).toEqual([
      'bet_request_held',
      'bet_placed_from_request',
    ]);
    // The stake moved from the hold to the bet: the account was debited once, when asked.
    expect(await balanceOf(db, player.accountId)).toBe(97_500n);
    await ledgerHolds();
  });

  it('answers the same guid with its request, and refuses another ask under it or a used guid', async () => {
    const player = await syntheticPlayer(db, 100_000n);
    const [up] = movingPrices(sim, NOW, { way: 'up' }) as [MovingPrice];
    const first = auto(up.event, up.moved, 10);
    const made = await ask(player.playerId, first);
    // A double click: the same request, held once.
    const again = await ask(player.playerId, first);
    expect(again.request.id).toBe(made.request.id);
    expect(again.balance).toBe('990.00');
    const guid = made.request.betGuid;
    const otherPrice = auto(up.event, up.moved + 0.5, 10, { betGuid: guid });
    expect(await refusal(ask(player.playerId, otherPrice))).toMatch(
      /^409 error_bet_guid_reused body \/betGuid/,
    );
    expect(await refusal(ask(player.playerId, bid(up.event, 2_000_000, 0, guid)))).toMatch(
      /^409 error_bet_guid_reused/,
    );
    expect(await movementsOf(db, made.request.id)).toEqual(['bet_request_held']);
    await ledgerHolds();
  });

  it('refuses what cannot wait for a price, naming the field, and holds nothing', async () => {
    const player = await syntheticPlayer(db, 10_000n);
    const [up] = movingPrices(sim, NOW, { way: 'up' }) as [MovingPrice];
    const cases: [() => RequestAsk, RegExp][] = [
      [
        () => auto(up.event, up.event.c, 10),
        /^422 error_bet_auto_price_not_above body \/autoBetCf/,
      ],
      [() => auto(up.event, up.event.c - 0.1, 10), /^422 error_bet_auto_price_not_above/],
      [() => auto(up.event, up.moved, 500), /^409 error_insufficient_funds body \/summ/],
      [
        () => auto(up.event, up.moved, 10, { userIdBonus: 3 }),
        /^400 error_bad_request body \/userIdBonus/,
      ],
      [
        () => auto(up.event, up.moved, 10, { avanceBet: true }),
        /^400 error_bad_request body \/avanceBet/,
      ],
      [() => auto({ ...up.event, gameId: 1 }, 3, 10), /^409 error_bet_selection_unavailable/],
      [
        () =>
          auto({ ...up.event, t: 2 }, 1.5, 10, {
            vid: 1,
            couponEvents: [up.event, { ...up.event, gameId: up.gameId + 1 }],
          }),
        /^400 error_bad_request body \/vid/,
      ],
    ];
    for (const [make, expected] of cases)
      expect(await refusal(Promise.resolve().then(() => ask(player.playerId, make())))).toMatch(
        expected,
      );
    const detailOf = (make: () => unknown) => refusal(Promise.resolve().then(make));
    expect(
      await detailOf(() => autoBetOf({ ...body(up.event, 10), isAutoBet: true }, SETTINGS)),
    ).toBe('400 error_bad_request body /autoBetCf: an auto-bet needs the price it waits for');
    expect(await detailOf(() => autoBetOf({ ...body(up.event, 10), autoBetCf: 3 }, SETTINGS))).toBe(
      '400 error_bad_request body /autoBetCf: asks for an auto-bet: isAutoBet is not true',
    );
    expect(autoBetOf(body(up.event, 10), SETTINGS)).toBeUndefined();
    expect(await balanceOf(db, player.accountId)).toBe(10_000n);
    await ledgerHolds();
  });

  it('releases a cancelled request once and never places it; expires one whose game started', async () => {
    const player = await syntheticPlayer(db, 100_000n);
    const [a, b] = movingPrices(sim, NOW, { way: 'up', count: 2 }) as [MovingPrice, MovingPrice];
    const cancelled = await ask(player.playerId, auto(a.event, a.moved, 30));
    const expiring = await ask(player.playerId, auto(b.event, b.moved + 100, 40));
    expect(await balanceOf(db, player.accountId)).toBe(93_000n);
    const done = await cancelRequest(db, player.playerId, cancelled.request.id);
    expect(done.request).toMatchObject({ status: 'cancelled', statusId: 1004, reason: 'player' });
    expect(done.balance).toBe('960.00');
    expect(await refusal(cancelRequest(db, player.playerId, cancelled.request.id))).toMatch(
      /^409 error_bet_request_not_waiting/,
    );
    const stranger = await syntheticPlayer(db, 0n);
    expect(await refusal(cancelRequest(db, stranger.playerId, expiring.request.id))).toMatch(
      /^404 error_bet_request_not_found/,
    );
    // The cancelled one's price comes: nothing is placed. The other's game starts: it expires.
    await runBetRequests(db, sim, a.at);
    await runBetRequests(db, sim, b.start - 60_000);
    expect(await requestRecord(db, expiring.request.id)).toMatchObject({ status: 'waiting' });
    expect((await runBetRequests(db, sim, b.start)).expired).toBeGreaterThanOrEqual(1);
    expect(await requestRecord(db, expiring.request.id)).toMatchObject({
      status: 'expired',
      statusId: 1005,
      reason: 'game_started',
    });
    for (const id of [cancelled.request.id, expiring.request.id])
      expect(await movementsOf(db, id)).toEqual(['bet_request_held', 'bet_request_released']);
    expect(await balanceOf(db, player.accountId)).toBe(100_000n);
    await ledgerHolds();
  });

  it('places or cancels each request when both are asked at once, never both', async () => {
    const player = await syntheticPlayer(db, 100_000n);
    const prices = movingPrices(sim, NOW, { way: 'up', count: 6 });
    const made = [];
    for (const p of prices) made.push(await ask(player.playerId, auto(p.event, p.moved, 10)));
    // Each runner runs where one of the prices has come: that request is placed unless cancelled.
    const [cancels] = await Promise.all([
      Promise.all(made.map((m) => refusal(cancelRequest(db, player.playerId, m.request.id)))),
      Promise.all(prices.map((p) => runBetRequests(db, sim, p.at))),
    ]);
    let cancelled = 0;
    for (const m of made) {
      const request = await requestRecord(db, m.request.id);
      const moves = await movementsOf(db, m.request.id);
      expect(['placed', 'cancelled']).toContain(request.status);
      expect(moves).toEqual([
        'bet_request_held',
        request.status === 'placed' ? 'bet_placed_from_request' : 'bet_request_released',
      ]);
      if (request.status === 'cancelled') cancelled += 1;
    }
    // A cancel that lost to the placement was refused as not waiting, and moved nothing.
    const refused = cancels.filter((o) => o !== 'made');
    expect(refused.every((o) => o.startsWith('409 error_bet_request_not_waiting'))).toBe(true);
    expect(refused.length).toBe(made.length - cancelled);
    expect(await balanceOf(db, player.accountId)).toBe(
      100_000n - 1_000n * BigInt(made.length - cancelled),
    );
    await ledgerHolds();
  });

  it('holds a VIP bid above the largest stake until the operator decides', async () => {
    const player = await syntheticPlayer(db, 1_000_000_000n);
    const [up, other, third] = movingPrices(sim, NOW, { way: 'up', count: 3 });
    expect(await refusal(ask(player.playerId, bid(up!.event, 1_000_000)))).toMatch(
      /^422 error_bet_vip_within_limits body \/VIPBetSumm/,
    );
    const declined = await ask(player.playerId, bid(up!.event, 1_500_000));
    expect(declined.request).toMatchObject({ kind: 'vip', status: 'waiting', statusId: 1002 });
    await runBetRequests(db, sim, up!.at);
    expect(await requestRecord(db, declined.request.id)).toMatchObject({ status: 'waiting' });
    expect(await decideBid(db, sim, up!.at, declined.request.id, 'declined')).toMatchObject({
      status: 'declined',
      statusId: 1003,
      reason: 'operator',
    });
    expect(await refusal(decideBid(db, sim, up!.at, declined.request.id, 'approved'))).toMatch(
      /^409 error_bet_request_not_waiting/,
    );
    // Approved at the price now (policy 0: the price seen, unchanged): placed from the hold.
    const approved = await ask(player.playerId, bid(other!.event, 2_000_000.5));
    const placed = await decideBid(db, sim, NOW + 1_000, approved.request.id, 'approved');
    expect(placed).toMatchObject({ status: 'placed', statusId: 1006 });
    expect(await betRecord(db, placed.betId!)).toMatchObject({ stake: '2000000.50' });
    // Approved once its price moved against the policy (0: none taken): declined, released.
    const moved = await ask(player.playerId, bid(third!.event, 1_200_000));
    expect(await decideBid(db, sim, third!.at, moved.request.id, 'approved')).toMatchObject({
      status: 'declined',
      reason: 'prices_changed',
    });
    const autoRequest = await ask(player.playerId, auto(up!.event, up!.moved, 10));
    expect(await refusal(decideBid(db, sim, NOW, autoRequest.request.id, 'approved'))).toMatch(
      /^409 error_bet_request_not_bid/,
    );
    expect(await refusal(decideBid(db, sim, NOW, 2_000_000_000, 'approved'))).toMatch(/^404/);
    expect(await balanceOf(db, player.accountId)).toBe(1_000_000_000n - 200_000_050n - 1_000n);
    await ledgerHolds();
  });

  it('keeps the account a request holds money for open, and counts it as unplaced', async () => {
    const player = await syntheticPlayer(db, 1_000n);
    const [up] = movingPrices(sim, NOW, { way: 'up' }) as [MovingPrice];
    const made = await ask(player.playerId, auto(up.event, up.moved + 100, 10));
    expect(await accountsOf(db, player.playerId)).toEqual([
      expect.objectContaining({ id: player.accountId, money: 0, summ_unplaced_bets: 10 }),
    ]);
    // Another account becomes the active one: the empty first one still waits for its request.
    const other = await db.transaction((tx) => playerAccount(tx, player.playerId, 'main', 1));
    await db.query('UPDATE accounts SET is_active = (id = $2) WHERE player_id = $1', [
      player.playerId,
      other,
    ]);
    const close = () =>
      db.transaction((tx) => closeCurrencyAccount(tx, player.playerId, player.accountId));
    expect(await refusal(close())).toMatch(/^409 error_account_open_bets/);
    // Cancelled, the stake goes back where it came from, the active account or not.
    expect((await cancelRequest(db, player.playerId, made.request.id)).balance).toBe('10.00');
    expect(await balanceOf(db, player.accountId)).toBe(1_000n);
    await ledgerHolds();
  });

  it('expires an undecided bid when its game starts', async () => {
    const player = await syntheticPlayer(db, 200_000_000n);
    const [up] = movingPrices(sim, NOW, { way: 'up' }) as [MovingPrice];
    const made = await ask(player.playerId, bid(up.event, 1_100_000, 2));
    await runBetRequests(db, sim, up.start - 60_000);
    expect(await requestRecord(db, made.request.id)).toMatchObject({ status: 'waiting' });
    expect(await decideBid(db, sim, up.start, made.request.id, 'approved')).toMatchObject({
      status: 'expired',
      reason: 'game_started',
    });
    expect(await balanceOf(db, player.accountId)).toBe(200_000_000n);
    await ledgerHolds();
  });
});

describe('the VIP switch by country', () => {
  const withVip = (vip: { default: boolean; by_country: Record<string, boolean> }) => ({
    ...SETTINGS,
    bettingConfig: { ...SETTINGS.bettingConfig, vip_bets: vip },
  });

  it('takes the country’s rule, else the default', () => {
    const settings = withVip({ default: false, by_country: { BR: true, KZ: false } });
    expect(vipBetsAllowed(settings, 'BR')).toBe(true);
    expect(vipBetsAllowed(settings, 'KZ')).toBe(false);
    expect(vipBetsAllowed(settings, 'GB')).toBe(false);
    expect(vipBetsAllowed(withVip({ default: true, by_country: { KZ: false } }), 'GB')).toBe(true);
    expect(vipBetsAllowed(withVip({ default: true, by_country: { KZ: false } }), 'KZ')).toBe(false);
  });
});
