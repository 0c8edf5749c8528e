import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectContract } from '../testing/contract-assert.ts';
import { registeredPlayer } from '../testing/sign-in-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const BASE = '/service-api/favorites/v1/Favorite';
type Method = 'GET' | 'POST' | 'DELETE';
type Headers = Record<string, string>;

describe.each(testDbKinds())('favourites on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' }, kind);
  });
  afterAll(() => app.close());

  const player = async () => (await registeredPlayer(app)).headers;
  const call = (headers: Headers, method: Method, path: string, payload?: object) =>
    app.inject({ method, url: `${BASE}${path}`, headers, ...(payload ? { payload } : {}) });

  /** A write or GET of one list that went through: the list it answers. */
  const list = async (headers: Headers, method: Method, path: string, payload?: object) => {
    const res = await call(headers, method, path, payload);
    expect(res.statusCode, res.body).toBe(200);
    expectContract('favourites', 'favouriteListResponse', res.json());
    return res.json<{ data: number[] }>().data;
  };
  const all = async (headers: Headers) => {
    const res = await call(headers, 'GET', '');
    expect(res.statusCode, res.body).toBe(200);
    expectContract('favourites', 'favouritesResponse', res.json());
    return res.json<{ data: Record<'games' | 'championships' | 'teams', number[]> }>().data;
  };
  /** A refused call: its status, message key and first detail. */
  const refusal = async (headers: Headers, method: Method, path: string, payload?: object) => {
    const res = await call(headers, method, path, payload);
    expectContract('common', 'errorResponse', res.json());
    const body = res.json<{ message: string; errors: { detail: string }[] }>();
    return [res.statusCode, body.message, body.errors[0]?.detail ?? ''] as const;
  };

  it('answers a guest 401 on every call, whatever the body', async () => {
    const guest = { host: 'localhost:8080' };
    const calls: [Method, string, object?][] = [
      ['GET', ''],
      ['GET', '/Games'],
      ['POST', '/Games', { gameIds: [1] }],
      ['DELETE', '/Games', { gameIds: [1] }],
      ['DELETE', '/Games/Clear', {}],
      ['POST', '/migrate/Games', { gameIds: [1] }],
      ['GET', '/Championships'],
      ['POST', '/Championships', { champIds: [1] }],
      ['DELETE', '/Championships/Clear', {}],
      ['GET', '/Teams'],
      ['DELETE', '/Teams', { teamIds: [1] }],
      ['DELETE', '/Teams/Clear', {}],
    ];
    for (const [method, path, payload] of calls) {
      expect(await refusal(guest, method, path, payload), `${method} ${path}`).toEqual([
        401,
        'error_unauthorized',
        'a valid user token is required',
      ]);
      expect(
        (await refusal({ ...guest, 'x-auth': 'Bearer forged' }, method, path, payload))[0],
      ).toBe(401);
    }
  });

  it('adds newest first, once however often (an id there keeps its place), removes and clears', async () => {
    const headers = await player();
    expect(await all(headers)).toEqual({ games: [], championships: [], teams: [] });
    expect(await list(headers, 'POST', '/Games', { gameIds: [10, 11] })).toEqual([10, 11]);
    expect(await list(headers, 'POST', '/Games', { gameIds: [12, 10, 12] })).toEqual([12, 10, 11]);
    expect(await list(headers, 'POST', '/Games', { gameIds: [11] })).toEqual([12, 10, 11]);
    expect(await list(headers, 'GET', '/Games')).toEqual([12, 10, 11]);
    const [row] = await app.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM player_favourites f
       WHERE f.kind = 'game' AND f.item_id = 12 AND f.player_id = (SELECT max(id) FROM players)`,
    );
    expect(row?.count).toBe(1);

    // Removing one that is not there is no error.
    expect(await list(headers, 'DELETE', '/Games', { gameIds: [10, 99] })).toEqual([12, 11]);
    expect(await list(headers, 'POST', '/Championships', { champIds: [7, 8] })).toEqual([7, 8]);
    expect(await list(headers, 'POST', '/Teams', { teamIds: [300] })).toEqual([300]);
    expect(await list(headers, 'DELETE', '/Championships', { champIds: [7] })).toEqual([8]);
    expect(await all(headers)).toEqual({ games: [12, 11], championships: [8], teams: [300] });

    // Clear empties its own list only.
    expect(await list(headers, 'DELETE', '/Games/Clear', {})).toEqual([]);
    expect(await list(headers, 'DELETE', '/Teams/Clear')).toEqual([]);
    expect(await all(headers)).toEqual({ games: [], championships: [8], teams: [] });
    expect(await list(headers, 'DELETE', '/Championships/Clear', {})).toEqual([]);
  });

  it('merges a guest’s games in without losing either side: the player’s first, then the guest’s they lacked', async () => {
    const headers = await player();
    await list(headers, 'POST', '/Games', { gameIds: [1, 2] });
    await list(headers, 'POST', '/Games', { gameIds: [3] });
    expect(await list(headers, 'POST', '/migrate/Games', { gameIds: [9, 2, 8, 9] })).toEqual([
      3, 1, 2, 9, 8,
    ]);
    // A second merge (a retry) changes nothing; an empty one neither.
    expect(await list(headers, 'POST', '/migrate/Games', { gameIds: [8, 9] })).toEqual([
      3, 1, 2, 9, 8,
    ]);
    expect(await list(headers, 'POST', '/migrate/Games', { gameIds: [] })).toEqual([3, 1, 2, 9, 8]);
    // Later adds still come first, later merges still last.
    expect(await list(headers, 'POST', '/Games', { gameIds: [4] })).toEqual([4, 3, 1, 2, 9, 8]);
    expect(await list(headers, 'POST', '/migrate/Games', { gameIds: [5] })).toEqual([
      4, 3, 1, 2, 9, 8, 5,
    ]);
    // A new player's merge is the guest's list as it came.
    const other = await player();
    expect(await list(other, 'POST', '/migrate/Games', { gameIds: [6, 5] })).toEqual([6, 5]);
  });

  it('keeps each player’s favourites to themselves', async () => {
    const mine = await player();
    const theirs = await player();
    await list(mine, 'POST', '/Games', { gameIds: [100] });
    await list(mine, 'POST', '/Teams', { teamIds: [200] });
    await list(theirs, 'POST', '/Games', { gameIds: [101] });
    expect(await all(theirs)).toEqual({ games: [101], championships: [], teams: [] });
    // Their delete and clear do not reach my lists.
    await list(theirs, 'DELETE', '/Games', { gameIds: [100] });
    await list(theirs, 'DELETE', '/Teams/Clear', {});
    expect(await all(mine)).toEqual({ games: [100], championships: [], teams: [200] });
  });

  it('refuses to take a list past 500 ids, naming the field and changing nothing', async () => {
    const headers = await player();
    const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
    expect((await list(headers, 'POST', '/Championships', { champIds: ids(1, 500) })).length).toBe(
      500,
    );
    // Adding one already there is fine at the limit; a new one is not.
    expect((await list(headers, 'POST', '/Championships', { champIds: [1] })).length).toBe(500);
    expect(await refusal(headers, 'POST', '/Championships', { champIds: [1, 501] })).toEqual([
      400,
      'error_favourites_limit',
      'body /champIds: the list would hold 501 ids, more than 500',
    ]);
    expect((await all(headers)).championships).not.toContain(501);

    // Two calls at once cannot both take the last place.
    await list(headers, 'DELETE', '/Championships', { champIds: [500] });
    const racing = await Promise.all(
      [600, 601].map((id) => call(headers, 'POST', '/Championships', { champIds: [id] })),
    );
    expect(racing.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    expect((await all(headers)).championships.length).toBe(500);

    await list(headers, 'POST', '/Games', { gameIds: ids(1, 300) });
    const [status, message, detail] = await refusal(headers, 'POST', '/migrate/Games', {
      gameIds: ids(1000, 201),
    });
    expect([status, message, detail]).toEqual([
      400,
      'error_favourites_limit',
      'body /gameIds: the list would hold 501 ids, more than 500',
    ]);
    expect((await all(headers)).games.length).toBe(300);

    // More than 500 in one call is malformed, whatever the list holds.
    const [tooMany, key, field] = await refusal(headers, 'POST', '/Teams', {
      teamIds: ids(1, 501),
    });
    expect([tooMany, key]).toEqual([400, 'error_bad_request']);
    expect(field).toMatch(/^body \/teamIds: /);
  });

  it.each([
    ['POST', '/Games', {}, 'body /gameIds'],
    ['POST', '/Games', { gameIds: [] }, 'body /gameIds'],
    ['POST', '/Games', { gameIds: 5 }, 'body /gameIds'],
    ['POST', '/Games', { gameIds: ['5'] }, 'body /gameIds/0'],
    ['POST', '/Games', { gameIds: [1, 0] }, 'body /gameIds/1'],
    ['POST', '/Games', { gameIds: [2 ** 31] }, 'body /gameIds/0'],
    ['POST', '/Games', { gameIds: [1.5] }, 'body /gameIds/0'],
    ['POST', '/Games', { gameIds: [1], gameId: 2 }, 'body /gameId'],
    ['DELETE', '/Games', { champIds: [1] }, 'body /gameIds'],
    ['POST', '/migrate/Games', { gameIds: null }, 'body /gameIds'],
    ['POST', '/Championships', { gameIds: [1] }, 'body /champIds'],
    ['DELETE', '/Teams', { teamIds: [-1] }, 'body /teamIds/0'],
  ] as const)('answers %s %s with %j a 400 naming %s', async (method, path, payload, field) => {
    const headers = await player();
    const [status, message, detail] = await refusal(headers, method, path, payload);
    expect([status, message]).toEqual([400, 'error_bad_request']);
    expect(detail.startsWith(`${field}:`) || detail.startsWith(`${field} `), detail).toBe(true);
  });
});
