import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MARKET_GROUP as G, OUTCOME as T } from '../../src/lib/feed/bet-types.ts';
import {
  betBody,
  bettor,
  eventOf,
  finishGames,
  type Headers,
  lineGames,
  outcomeOf,
  postBet,
} from '../bets/bets-testing.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { tempTree } from '../testing/temp-tree.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const LOBBY = '/web-api/datalinelive/getcouponlobby';
const COPY = '/web-api/datalinelive/copylobbycoupon';
const PUBLISH = '/web-api/officeapi/publishbet';
/** A host whose variant (Betframe Malaysia) has the lobby off. */
const OFF = { host: 'asia.localhost' };

interface Lobby {
  data: {
    total: number;
    page: number;
    count: number;
    coupons: {
      id: number;
      publisher: string;
      publisherNo: number;
      kind: string;
      code: string;
      copies: number;
      record: { won: number; lost: number };
      events: { key: string; c: number | null; cSeen: number; team1: string }[];
      priceThen: number | null;
      priceNow: number | null;
      copyable: boolean;
    }[];
  };
}

/**
 * The samples with Betframe's lobby asking two selections of a published coupon, and a lobby of
 * Britannia's own (another partner).
 */
function configWithTwoSelections() {
  const tree = tempTree({});
  cpSync(join(import.meta.dirname, '../../config-samples'), tree.dir, { recursive: true });
  const file = join(tree.dir, 'partners/1-betframe/partner.json');
  const layer = JSON.parse(readFileSync(file, 'utf8')) as {
    couponConfig: { lobby: { min_selections: number } };
  };
  layer.couponConfig.lobby.min_selections = 2;
  writeFileSync(file, JSON.stringify(layer));
  const britannia = join(tree.dir, 'partners/2-britannia/partner.json');
  const other = JSON.parse(readFileSync(britannia, 'utf8')) as Record<string, object | undefined>;
  other.couponConfig = { ...other.couponConfig, lobby: { enabled: true } };
  writeFileSync(britannia, JSON.stringify(other));
  return tree;
}

describe.each(testDbKinds())('the coupon lobby on %s', (kind) => {
  let app: FastifyInstance;
  const config = configWithTwoSelections();
  beforeAll(async () => {
    app = await buildTestServer(
      { distDir: '/nonexistent', configDir: config.dir, feed: { seed: 'lobby', recordEveryMs: 0 } },
      kind,
    );
  });
  afterAll(async () => {
    await app.close();
    config.remove();
  });

  const lobby = async (query = '', headers: Headers = {}) => {
    const res = await app.inject({ method: 'GET', url: `${LOBBY}${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('lobby', 'lobbyResponse', res.json());
    return { ...res.json<Lobby>().data, etag: res.headers.etag };
  };
  const rows = async (playerId: number) =>
    (
      await app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM lobby_coupons WHERE player_id = $1`,
        [playerId],
      )
    )[0]!.n;
  /** A MakeBetWeb body: an express on two line games. */
  const express = async () => {
    const games = await lineGames(app, { count: 2 });
    return betBody(games.map((g) => eventOf(g, outcomeOf(g, G.result, T.win1))));
  };

  it('publishes an express with its bet, once under a retried guid, masked, priced then and now', async () => {
    const { headers, playerId } = await bettor(app);
    const body = { ...(await express()), withLobby: true };
    const first = await postBet(app, headers, body);
    expect(first.statusCode, first.body).toBe(200);
    const again = await postBet(app, headers, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ data: { bet: { id: number } } }>().data.bet.id).toBe(
      first.json<{ data: { bet: { id: number } } }>().data.bet.id,
    );
    expect(await rows(playerId)).toBe(1);

    const page = await lobby();
    const coupon = page.coupons[0]!;
    expect(coupon.publisher).toMatch(/^Player \d{4}$/);
    // The client writes the name in the player's language from its number.
    expect(coupon.publisher).toBe(`Player ${coupon.publisherNo}`);
    expect(JSON.stringify(coupon)).not.toMatch(/@/);
    expect(coupon).toMatchObject({ kind: 'express', copies: 0, copyable: true });
    expect(coupon.record).toEqual({ won: 0, lost: 0 });
    const bet = first.json<{ data: { bet: { selections: { key: string; c: number }[] } } }>().data
      .bet;
    expect(coupon.events.map((e) => [e.key, e.cSeen])).toEqual(
      bet.selections.map((s) => [s.key, s.c]),
    );
    // The line stands still for the test: the price now is the price then.
    expect(coupon.events.map((e) => e.c)).toEqual(bet.selections.map((s) => s.c));
    const product = bet.selections.reduce((a, s) => a * s.c, 1);
    expect(coupon.priceThen).toBeCloseTo(product, 3);
    expect(coupon.priceNow).toBeCloseTo(product, 3);

    // The coupon's booking code opens it as a shared code does.
    const opened = await app.inject({
      method: 'POST',
      url: '/service-api/LiveBet/Open/GetCoupon',
      payload: { guid: coupon.code },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<{ data: { vid: number } }>().data.vid).toBe(1);
  });

  it('refuses withLobby where the lobby is off, below its fewest selections and with an auto-bet, placing nothing', async () => {
    const { headers, playerId } = await bettor(app);
    const off = await postBet(
      app,
      { ...headers, ...OFF },
      { ...(await express()), withLobby: true },
    );
    expect(off.statusCode, off.body).toBe(409);
    expect(off.json<{ message: string }>().message).toBe('error_lobby_off');
    expect(off.body).toContain('/withLobby');

    const [game] = await lineGames(app, { count: 1 });
    const single = { ...betBody([eventOf(game!, outcomeOf(game!, G.result, T.win1))]) };
    const few = await postBet(app, headers, { ...single, withLobby: true });
    expect(few.statusCode, few.body).toBe(409);
    expect(few.json<{ message: string; min_selections: number }>()).toMatchObject({
      message: 'error_lobby_too_few_selections',
      min_selections: 2,
    });
    expect(few.body).toContain('/withLobby');
    const auto = await postBet(app, headers, {
      ...(await express()),
      withLobby: true,
      isAutoBet: true,
      autoBetCf: 50,
    });
    expect(auto.statusCode, auto.body).toBe(400);
    expect(auto.body).toContain('/withLobby');

    const placed = await app.db.query('SELECT id FROM bets WHERE player_id = $1', [playerId]);
    expect(placed).toEqual([]);
    // Without withLobby the same single is a bet like any other, and nothing is published.
    const plain = await postBet(app, headers, { ...single, withLobby: false });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(await rows(playerId)).toBe(0);
  });

  it('is a 404 where the lobby is off; its list answers an ETag and a 304 for it', async () => {
    const off = await app.inject({ method: 'GET', url: LOBBY, headers: OFF });
    expect(off.statusCode).toBe(404);
    expect(off.json<{ message: string }>().message).toBe('error_lobby_off');
    const copyOff = await app.inject({
      method: 'POST',
      url: COPY,
      headers: OFF,
      payload: { id: 1 },
    });
    expect(copyOff.statusCode).toBe(404);

    const { etag } = await lobby();
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject({
      method: 'GET',
      url: LOBBY,
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('counts copies and answers the booking code; an unknown coupon is a 404 naming id', async () => {
    const { headers } = await bettor(app);
    const res = await postBet(app, headers, { ...(await express()), withLobby: true });
    expect(res.statusCode, res.body).toBe(200);
    const [coupon] = (await lobby()).coupons;
    for (const n of [1, 2]) {
      const copied = await app.inject({ method: 'POST', url: COPY, payload: { id: coupon!.id } });
      expect(copied.statusCode, copied.body).toBe(200);
      expectContract('lobby', 'copyLobbyCouponResponse', copied.json());
      expect(copied.json()).toEqual({ success: true, data: { code: coupon!.code, copies: n } });
    }
    expect((await lobby()).coupons[0]!.copies).toBe(2);
    const unknown = await app.inject({ method: 'POST', url: COPY, payload: { id: 999_999 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('/id');
  });

  it('keeps a site’s lobby to the coupons of its own partner’s players', async () => {
    const { headers } = await bettor(app);
    const placed = await postBet(app, headers, { ...(await express()), withLobby: true });
    expect(placed.statusCode, placed.body).toBe(200);
    const [published] = (await lobby()).coupons;
    expect(published).toBeDefined();
    const BRITANNIA = { host: 'britannia.localhost' };
    const elsewhere = await lobby('', BRITANNIA);
    expect(elsewhere.coupons.map((c) => c.id)).not.toContain(published!.id);
    expect(elsewhere.total).toBe(0);
    const copied = await app.inject({
      method: 'POST',
      url: COPY,
      headers: BRITANNIA,
      payload: { id: published!.id },
    });
    expect(copied.statusCode, copied.body).toBe(404);
    expectContract('common', 'errorResponse', copied.json());
  });

  it('publishes an open bet placed without the lobby afterwards, once; refuses another’s, a sold one and one too small, naming betId', async () => {
    const { headers } = await bettor(app);
    const publish = (betId: number, more: Headers = {}) =>
      app.inject({
        method: 'POST',
        url: PUBLISH,
        headers: { ...headers, ...more },
        payload: { betId },
      });
    const refused = (res: Awaited<ReturnType<typeof publish>>, status: number, message: string) => {
      expect(res.statusCode, res.body).toBe(status);
      expectContract('common', 'errorResponse', res.json());
      const body = res.json<{ message: string; errors: { detail: string }[] }>();
      expect(body.message).toBe(message);
      expect(body.errors[0]!.detail).toMatch(/^body \/betId: /);
    };
    const placed = await postBet(app, headers, await express());
    expect(placed.statusCode, placed.body).toBe(200);
    const betId = placed.json<{ data: { bet: { id: number } } }>().data.bet.id;
    const before = (await lobby()).total;

    const [first, again] = [await publish(betId), await publish(betId)];
    expect(first.statusCode, first.body).toBe(200);
    expectContract('lobby', 'publishBetResponse', first.json());
    expect(again.json()).toEqual(first.json());
    const { id, code } = first.json<{ data: { id: number; code: string } }>().data;
    const page = await lobby();
    expect(page.total).toBe(before + 1);
    expect(page.coupons[0]).toMatchObject({ id, code, kind: 'express' });

    // Another player's bet is none of theirs; the lobby off is a 404 too.
    const other = await bettor(app);
    const theirs = await app.inject({
      method: 'POST',
      url: PUBLISH,
      headers: other.headers,
      payload: { betId },
    });
    refused(theirs, 404, 'error_bet_not_found');
    refused(await publish(betId, OFF), 404, 'error_lobby_off');
    // A single is below Betframe's two selections here; a sold bet is no longer open.
    const [game] = await lineGames(app, { count: 1 });
    const single = await postBet(
      app,
      headers,
      betBody([eventOf(game!, outcomeOf(game!, G.result, T.win1))]),
    );
    const singleId = single.json<{ data: { bet: { id: number } } }>().data.bet.id;
    refused(await publish(singleId), 409, 'error_lobby_too_few_selections');
    const sold = await postBet(app, headers, await express());
    const soldId = sold.json<{ data: { bet: { id: number } } }>().data.bet.id;
    const value = await app.inject({
      method: 'POST',
      url: '/web-api/officeapi/getsalebetsum',
      headers,
      payload: { betId: soldId },
    });
    const summ = Number(value.json<{ data: { cashOut: { value: string } } }>().data.cashOut.value);
    const sale = await app.inject({
      method: 'POST',
      url: '/web-api/officeapi/salebet',
      headers,
      payload: { saleBetId: soldId, summ },
    });
    expect(sale.statusCode, sale.body).toBe(200);
    refused(await publish(soldId), 409, 'error_lobby_bet_not_open');
  });

  it('pages newest first, filters by sport, and shows the publisher’s record once their bets settle', async () => {
    const { headers, playerId } = await bettor(app);
    const before = await lobby('?count=1&page=1');
    expect(before.coupons).toHaveLength(1);
    expect(before.count).toBe(1);
    const second = await lobby(`?count=1&page=2`);
    expect(second.coupons[0]!.id).toBeLessThan(before.coupons[0]!.id);
    expect((await lobby('?sport=99999')).total).toBe(0);

    // Three expresses of the same two games, 1, X and 2 of the first: at most one wins.
    const games = await lineGames(app, { count: 2 });
    for (const t of [T.win1, T.draw, T.win2]) {
      const body = betBody([
        eventOf(games[0]!, outcomeOf(games[0]!, G.result, t)),
        eventOf(games[1]!, outcomeOf(games[1]!, G.result, T.win1)),
      ]);
      const res = await postBet(app, headers, { ...body, withLobby: true });
      expect(res.statusCode, res.body).toBe(200);
    }
    const latest = before.coupons[0]!.id;
    const published = async () => (await lobby()).coupons.filter((c) => c.id > latest);
    expect(await published()).toHaveLength(3);
    await finishGames(app, games);
    const [record] = await app.db.query<{ won: number; lost: number }>(
      `SELECT count(*) FILTER (WHERE b.status = 'won')::int AS won,
         count(*) FILTER (WHERE b.status = 'lost')::int AS lost
       FROM bets b JOIN lobby_coupons l ON l.bet_id = b.id WHERE b.player_id = $1`,
      [playerId],
    );
    expect(record!.won + record!.lost).toBe(3);
    expect(record!.won).toBeLessThanOrEqual(1);
    // Settled coupons leave the list; the publisher's next one shows their record.
    expect(await published()).toEqual([]);
    const res = await postBet(app, headers, { ...(await express()), withLobby: true });
    expect(res.statusCode, res.body).toBe(200);
    const [newest] = (await lobby()).coupons;
    expect(newest!.record).toEqual(record);
  });
});
