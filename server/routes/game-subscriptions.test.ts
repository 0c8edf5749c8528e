import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { WireGame } from '../feed/wire.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { registeredPlayer } from '../testing/sign-in-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const API = '/service-api/SubscriptionService/api';
const WEB = '/web-api/gamesubscription';
type Headers = Record<string, string>;
type Notification = {
  id: string;
  gameId: number;
  type: number;
  score: [number, number];
  at: string;
};

describe.each(testDbKinds())('game event subscriptions on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer(
      { distDir: '/nonexistent', feed: { seed: 'subscriptions', recordEveryMs: 0 } },
      kind,
    );
  });
  afterAll(() => app.close());

  const post = (url: string, headers: Headers, payload: unknown) =>
    app.inject({ method: 'POST', url, headers, payload: payload as object });
  const lineGames = async (sports: number, count: number) =>
    (
      await app.inject({
        method: 'GET',
        url: `/service-api/LineFeed/Get1x2_VZip?sports=${sports}&count=${count}`,
      })
    ).json<{ data: { games: WireGame[] } }>().data.games;
  const save = async (headers: Headers, gameId: number, events: number[]) => {
    const res = await post(`${WEB}/save`, headers, { gameId, events });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('subscriptions', 'gameSubscriptionResponse', res.json());
    return res.json<{ data: { events: number[] } }>().data.events;
  };
  const subscribed = async (headers: Headers, gameId: number) => {
    const res = await post(`${API}/GetGameSubscription`, headers, { gameId });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('subscriptions', 'gameSubscriptionResponse', res.json());
    return res.json<{ data: { events: number[] } }>().data.events;
  };
  const notifications = async (headers: Headers, query = '') => {
    const res = await app.inject({ method: 'GET', url: `${WEB}/notifications${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('subscriptions', 'gameNotificationsResponse', res.json());
    return res.json<{ data: { now: string; notifications: Notification[] } }>().data;
  };

  it('offers the event types of the game’s sport, named in the language asked for', async () => {
    const [football] = await lineGames(1, 1);
    const types = await app.inject({
      method: 'GET',
      url: `${API}/GetEventTypesByGameId?gameId=${football!.id}&language=ru&apiKey=k`,
    });
    expect(types.statusCode).toBe(200);
    expectContract('subscriptions', 'gameEventTypesResponse', types.json());
    const offered = types.json<{ data: { eventTypes: { id: number; name: string }[] } }>().data;
    expect(offered.eventTypes.map((t) => t.id)).toEqual([1, 2, 3, 4, 5]);
    expect(offered.eventTypes[0]!.name).toBe('Гол');
    const [tennis] = await lineGames(4, 1);
    const rally = await app.inject({
      method: 'GET',
      url: `${API}/GetEventTypesByGameId?gameId=${tennis!.id}`,
    });
    expect(
      rally.json<{ data: { eventTypes: { id: number }[] } }>().data.eventTypes.map((t) => t.id),
    ).toEqual([6, 5]);
    expect(
      (await app.inject({ method: 'GET', url: `${API}/GetEventTypesByGameId?gameId=7` }))
        .statusCode,
    ).toBe(404);
    const bad = await app.inject({ method: 'GET', url: `${API}/GetEventTypesByGameId` });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('gameId');
  });

  it('answers a guest 401 on every call with a player, whatever the body', async () => {
    const guest = { host: 'localhost:8080' };
    for (const [url, payload] of [
      [`${API}/GetGameSubscription`, { gameId: 1 }],
      [`${WEB}/save`, { gameId: 1, events: [1] }],
      [`${WEB}/save`, { gameId: 'x' }],
    ] as const) {
      for (const headers of [guest, { ...guest, 'x-auth': 'Bearer forged' }]) {
        const res = await post(url, headers, payload);
        expect(res.statusCode, url).toBe(401);
        expectContract('common', 'errorResponse', res.json());
      }
    }
    const res = await app.inject({
      method: 'GET',
      url: `${WEB}/notifications?since=x`,
      headers: guest,
    });
    expect(res.statusCode).toBe(401);
  });

  it('saves, answers and drops a subscription; refuses malformed bodies naming the field', async () => {
    const { headers } = await registeredPlayer(app);
    const [game] = await lineGames(1, 1);
    expect(await subscribed(headers, game!.id)).toEqual([]);
    expect(await save(headers, game!.id, [5, 1, 2])).toEqual([1, 2, 5]);
    expect(await subscribed(headers, game!.id)).toEqual([1, 2, 5]);
    expect(await save(headers, game!.id, [4])).toEqual([4]);
    expect(await subscribed(headers, game!.id)).toEqual([4]);
    // Someone else's subscriptions are theirs alone.
    expect(await subscribed((await registeredPlayer(app)).headers, game!.id)).toEqual([]);
    expect(await save(headers, game!.id, [])).toEqual([]);
    expect(await subscribed(headers, game!.id)).toEqual([]);

    for (const [payload, field] of [
      [{ events: [1] }, 'gameId'],
      [{ gameId: game!.id }, 'events'],
      [{ gameId: game!.id, events: 'goal' }, 'events'],
      [{ gameId: game!.id, events: [9] }, 'events/0'],
      [{ gameId: game!.id, events: [1, 1] }, 'events'],
      [{ gameId: -3, events: [] }, 'gameId'],
      [{ gameId: game!.id, events: [6] }, 'events/0'],
    ] as const) {
      const res = await post(`${WEB}/save`, headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body, JSON.stringify(payload)).toContain(field);
    }
    expect((await post(`${WEB}/save`, headers, { gameId: 7, events: [1] })).statusCode).toBe(404);
    expect((await post(`${API}/GetGameSubscription`, headers, {})).statusCode).toBe(400);
  });

  it('notifies of the followed events that happen as the feed clock moves, newest first, each once', async () => {
    const { headers } = await registeredPlayer(app);
    // Cyber football: games of ten minutes, several goals each.
    const games = await lineGames(4005, 4);
    for (const game of games) await save(headers, game.id, [1, 5]);
    expect((await notifications(headers)).notifications).toEqual([]);

    const clock = (await app.inject({ method: 'GET', url: '/__dev/feed/clock' })).json<{
      data: { now: string };
    }>().data;
    const lastStart = Math.max(...games.map((g) => g.start)) * 1000;
    await app.inject({
      method: 'PUT',
      url: '/__dev/feed/clock',
      payload: { advanceMs: lastStart - Date.parse(clock.now) + 20 * 60_000 },
    });
    const { now, notifications: found } = await notifications(headers);
    const goals = found.filter((n) => n.type === 1);
    expect(goals.length).toBeGreaterThan(0);
    expect(
      found
        .filter((n) => n.type === 5)
        .map((n) => n.gameId)
        .sort(),
    ).toEqual(games.map((g) => g.id).sort());
    expect(found.map((n) => n.at)).toEqual(
      found
        .map((n) => n.at)
        .sort()
        .reverse(),
    );
    expect(new Set(found.map((n) => n.id)).size).toBe(found.length);
    // The final whistle carries the score the feed shows for the finished game.
    for (const end of found.filter((n) => n.type === 5)) {
      const status = await app.inject({
        method: 'GET',
        url: `/service-api/statisticfeed/api/v1/Status?gameId=${end.gameId}`,
      });
      expect(status.json<{ data: { score: number[] } }>().data.score).toEqual(end.score);
    }

    // The same every time; nothing new since the newest, or since the poll's `now`.
    expect((await notifications(headers)).notifications).toEqual(found);
    expect((await notifications(headers, `?since=${found[0]!.id}`)).notifications).toEqual([]);
    expect(
      (await notifications(headers, `?since=${encodeURIComponent(now)}`)).notifications,
    ).toEqual([]);
    expect((await notifications(headers, `?since=${found[2]!.id}`)).notifications).toEqual(
      found.slice(0, 2),
    );
    expect((await notifications(headers, '?limit=1')).notifications).toEqual(found.slice(0, 1));
    const bad = await app.inject({
      method: 'GET',
      url: `${WEB}/notifications?since=1-999999`,
      headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('since');

    // Unsubscribed, a game's events are no longer the player's news.
    await save(headers, games[0]!.id, []);
    const left = (await notifications(headers)).notifications;
    expect(left.some((n) => n.gameId === games[0]!.id)).toBe(false);
    expect(left.length).toBeGreaterThan(0);
  });
});
