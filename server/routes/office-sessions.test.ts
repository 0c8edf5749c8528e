import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SESSION_COOKIE } from '../auth/sessions.ts';
import { DEMO_PLAYER } from '../db/seed.ts';
import { expectContract } from '../testing/contract-assert.ts';
import { newPlayer } from '../testing/sign-in-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const host = 'localhost:8080';

describe.each(testDbKinds())('sessions in the office on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer({ distDir: '/nonexistent' }, kind);
  });
  afterAll(() => app.close());

  /** A signed-in device of the demo player: its user token. */
  async function device(userAgent: string) {
    const res = await app.inject({
      method: 'POST',
      url: '/user/auth',
      headers: { host, 'user-agent': userAgent },
      payload: { type: 'email', login: DEMO_PLAYER.email, password: DEMO_PLAYER.password },
    });
    const cookie = `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
    const token = (
      await app.inject({ method: 'GET', url: '/web-api/user/gettoken', headers: { host, cookie } })
    ).json<{ data: { data: { token: string } } }>().data.data.token;
    return { cookie, headers: { host, 'x-auth': `Bearer ${token}` } };
  }
  const sessions = async (headers: Record<string, string>) => {
    const res = await app.inject({
      method: 'POST',
      url: '/web-api/officeapi/getusersessions',
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expectContract('office-sessions', 'sessionsResponse', res.json());
    return res.json<{
      data: { id: string; current: boolean; active: boolean; user_agent: string }[];
    }>().data;
  };

  it('lists the player’s sessions, closes another one — whose token is refused at once — and disconnects the rest', async () => {
    const laptop = await device('Laptop browser');
    const phone = await device('Phone browser');
    const tablet = await device('Tablet browser');
    const list = await sessions(laptop.headers);
    const mine = list.find((s) => s.current)!;
    expect(mine.user_agent).toBe('Laptop browser');
    const phoneSession = list.find((s) => s.user_agent === 'Phone browser')!;
    expect(phoneSession).toMatchObject({ current: false, active: true });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/session-api/sessions/user',
          headers: laptop.headers,
        })
      ).json(),
    ).toMatchObject({ data: list });

    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/web-api/officeapi/closesession',
          headers: laptop.headers,
          payload: { session_id: phoneSession.id },
        })
      ).json(),
    ).toEqual({ success: true });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/web-api/officeapi/getusersessions',
          headers: phone.headers,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/web-api/user/gettoken',
          headers: { host, cookie: phone.cookie },
        })
      ).statusCode,
    ).toBe(401);
    expect((await sessions(laptop.headers)).find((s) => s.id === phoneSession.id)).toMatchObject({
      active: false,
    });

    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/web-api/officeapi/disconnecteverywhere',
          headers: laptop.headers,
        })
      ).json(),
    ).toEqual({ success: true });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/web-api/officeapi/getusersessions',
          headers: tablet.headers,
        })
      ).statusCode,
    ).toBe(401);
    expect((await sessions(laptop.headers)).filter((s) => s.active).map((s) => s.id)).toEqual([
      mine.id,
    ]);
  });

  it('closes only the player’s own sessions', async () => {
    const laptop = await device('Laptop browser');
    const other = await app.inject({
      method: 'POST',
      url: '/web-api/officeapi/closesession',
      headers: laptop.headers,
      payload: { session_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(other.statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/web-api/officeapi/closesession',
          headers: laptop.headers,
          payload: { session_id: 'nope' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('lists the open sessions first (this one at the top), then the signed-out ones of the last 30 days, ten at most', async () => {
    const player = await newPlayer(app);
    const signIn = async (userAgent: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/user/auth',
        headers: { host, 'user-agent': userAgent },
        payload: { type: 'id', login: player.id, password: player.password },
      });
      const cookie = `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
      const token = (
        await app.inject({
          method: 'GET',
          url: '/web-api/user/gettoken',
          headers: { host, cookie },
        })
      ).json<{ data: { data: { token: string } } }>().data.data.token;
      return { host, 'x-auth': `Bearer ${token}`, cookie, 'x-requested-with': 'XMLHttpRequest' };
    };
    const here = await signIn('Browser 0');
    const other = await signIn('Browser 1');
    for (let i = 2; i < 14; i++) {
      const headers = await signIn(`Browser ${i}`);
      await app.inject({ method: 'POST', url: '/user/disconnect', headers });
    }
    // One signed out long ago, and one open but idle past a session's life.
    await app.db.query(
      `UPDATE sessions SET ended_at = now() - interval '40 days' WHERE user_agent = 'Browser 2'`,
    );
    const idle = await signIn('Browser idle');
    await app.db.query(
      `UPDATE sessions SET last_seen_at = now() - interval '31 days' WHERE user_agent = 'Browser idle'`,
    );
    void idle;

    const list = await sessions(here);
    expect(list[0]).toMatchObject({ user_agent: 'Browser 0', current: true, active: true });
    // Registering opened a session too; both stay open, before any signed-out one.
    const active = list.filter((s) => s.active);
    expect(active.map((s) => s.user_agent).sort()).toEqual([
      'Browser 0',
      'Browser 1',
      'lightMyRequest',
    ]);
    expect(list.slice(0, active.length)).toEqual(active);
    const history = list.slice(active.length);
    expect(history).toHaveLength(10);
    // Newest first; the one signed out 40 days ago is not among them.
    expect(history.map((s) => s.user_agent)).not.toContain('Browser 2');
    expect(history[0]?.user_agent).toBe('Browser 13');
    // A session idle past its life is not open, whatever its row says.
    expect(list.find((s) => s.user_agent === 'Browser idle')?.active).not.toBe(true);
    void other;
  });
});
