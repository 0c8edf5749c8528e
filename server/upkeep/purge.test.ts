import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PLAYER } from '../db/seed.ts';
import { solveCaptcha } from '../testing/registration-helpers.ts';
import { testDbKinds } from '../testing/test-db.ts';
import { buildTestServer } from '../testing/test-server.ts';

const host = 'localhost:8080';
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const TABLES = [
  'verification_codes',
  'captcha_challenges',
  'outbox',
  'bank_payment_starts',
  'bank_payments',
  'sessions',
  'analytics_batches',
  'analytics_events',
  'address_budget_uses',
  'two_factor_challenges',
  'auth_failures',
] as const;

describe.each(testDbKinds())('the purge of expired rows on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestServer(
      {
        distDir: '/nonexistent',
        retention: { expiredHours: 24, sessionDays: 90, analyticsDays: 90, purgeEveryMinutes: 60 },
      },
      kind,
    );
  });
  afterAll(() => app.close());

  async function counts(): Promise<Record<(typeof TABLES)[number], number>> {
    const entries = await Promise.all(
      TABLES.map(async (table) => {
        const [row] = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
        return [table, row?.n ?? 0] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<(typeof TABLES)[number], number>;
  }
  /** Moves the platform clock (as PUT /__dev/clock does) and waits for the purge it set off. */
  async function moveClock(ms: number) {
    const res = await app.inject({ method: 'PUT', url: '/__dev/clock', payload: { offsetMs: ms } });
    expect(res.statusCode).toBe(200);
    await app.purge.settled();
  }

  /** A deposit the bank paid (money: never purged), behind a solved captcha. */
  async function paidDeposit() {
    await solveCaptcha(app);
    const [challenge] = await app.db.query<{ id: string }>(
      'SELECT id FROM captcha_challenges WHERE token IS NOT NULL ORDER BY expires_at DESC LIMIT 1',
    );
    await app.db.query(
      `INSERT INTO bank_payment_starts (id, partner, amount, currency_id, redirect_uri, state, lang, captcha_challenge, expires_at, paid_at)
       VALUES ('paid', 1, 10, 7, 'http://localhost:8080/', 's', 'en', $1, now() + interval '30 minutes', now())`,
      [challenge!.id],
    );
    await app.db.query(
      `INSERT INTO bank_payments (reference, partner, amount, currency_id, bank, payer_name, payer_birthday, redirect_uri, start_id, captcha_challenge, expires_at)
       VALUES ('ref-paid', 1, 10, 7, 'demo', 'A Payer', '1990-01-01', 'http://localhost:8080/', 'paid', $1, now() + interval '30 minutes')`,
      [challenge!.id],
    );
  }

  it('keeps rows until their retention has passed on the platform clock, then deletes them', async () => {
    // Anonymous writes (a puzzle, an analytics batch, a reset code and its message), two sessions
    // (one ended), a deposit started and never paid, and one paid.
    expect((await app.inject({ method: 'POST', url: '/puzzle-api/challenge' })).statusCode).toBe(
      200,
    );
    const batch = { w: 1, ev: [{ code: 1091, ts: 1 }], ts: 1 };
    await app.inject({ method: 'POST', url: '/analytics-api/event.json', payload: batch });
    const reset = `/web-api/api/internal/v1/user/passwordreset?by=email&login=${DEMO_PLAYER.email}`;
    expect((await app.inject({ method: 'GET', url: reset, headers: { host } })).statusCode).toBe(
      200,
    );
    for (let i = 0; i < 2; i++) {
      const login = { type: 'email', login: DEMO_PLAYER.email, password: DEMO_PLAYER.password };
      const auth = await app.inject({
        method: 'POST',
        url: '/user/auth',
        headers: { host },
        payload: login,
      });
      expect(auth.statusCode).toBe(200);
    }
    // A wrong password (a sign-in failure) and a second step that was never finished.
    const wrong = { type: 'email', login: DEMO_PLAYER.email, password: 'not-the-password-1' };
    expect(
      (await app.inject({ method: 'POST', url: '/user/auth', headers: { host }, payload: wrong }))
        .statusCode,
    ).toBe(401);
    await app.db.query(
      `INSERT INTO two_factor_challenges (hash_sha, player_id) SELECT 'unfinished', id FROM players LIMIT 1`,
    );
    await app.db.query(
      'UPDATE sessions SET ended_at = now() WHERE id = (SELECT id FROM sessions ORDER BY created_at LIMIT 1)',
    );
    await app.db.query(
      `INSERT INTO bank_payment_starts (id, partner, amount, currency_id, redirect_uri, state, lang, expires_at)
       VALUES ('unpaid', 1, 10, 7, 'http://localhost:8080/', 's', 'en', now() + interval '30 minutes')`,
    );
    await paidDeposit();
    const start = await counts();
    expect(start).toMatchObject({
      bank_payment_starts: 2,
      sessions: 2,
      analytics_batches: 1,
      two_factor_challenges: 1,
      auth_failures: 1,
    });
    expect(start.address_budget_uses).toBeGreaterThan(0);

    // Two hours on: only the budget uses (no budget looks back more than an hour) are gone.
    await moveClock(2 * HOUR);
    expect(await counts()).toEqual({ ...start, address_budget_uses: 0 });

    // A day and more: expired codes, challenges, messages and the unpaid start go; money stays,
    // and so does the challenge the payment stood behind.
    await moveClock(25 * HOUR);
    const afterDay = await counts();
    expect(afterDay).toEqual({
      ...start,
      verification_codes: 0,
      captcha_challenges: 1,
      outbox: 0,
      bank_payment_starts: 1,
      address_budget_uses: 0,
      two_factor_challenges: 0,
    });
    // Sign-in failures count towards an address's delay for a day, then expire like the rest.
    expect(afterDay.auth_failures).toBe(1);

    // 91 days: the ended session and the analytics batch (with its events) are past retention;
    // the open session is idle 91 days, less than its 30-day lifetime plus retention.
    await moveClock(91 * DAY);
    expect(await counts()).toEqual({
      ...afterDay,
      sessions: 1,
      analytics_batches: 0,
      analytics_events: 0,
      auth_failures: 0,
    });
    await moveClock(121 * DAY);
    expect((await counts()).sessions).toBe(0);
    expect((await counts()).bank_payments).toBe(1);
    await moveClock(0);
  });

  it('purges when a period has passed on the platform clock, also after it was moved back', async () => {
    // The last test left the clock at real time after purging 121 days ahead.
    const old = { w: 1, ev: [{ code: 1091, ts: 1 }], ts: 1 };
    await app.inject({ method: 'POST', url: '/analytics-api/event.json', payload: old });
    await app.db.query("UPDATE analytics_batches SET received_at = now() - interval '100 days'");
    await moveClock(30 * 60_000);
    expect((await counts()).analytics_batches).toBe(1);
    await moveClock(61 * 60_000);
    expect((await counts()).analytics_batches).toBe(0);
    await moveClock(0);
  });

  it('keeps each player’s ten latest signed-out sessions (the history the office shows), purging the rest', async () => {
    const [player] = await app.db.query<{ id: number }>(
      `INSERT INTO players (partner, password_hash, registration_type)
       SELECT partner, password_hash, registration_type FROM players LIMIT 1 RETURNING id`,
    );
    for (let i = 0; i < 13; i++)
      await app.db.query(
        `INSERT INTO sessions (player_id, token_hash, ended_at)
         VALUES ($1, $2, now() - make_interval(hours => $3))`,
        [player!.id, `history-${i}`, i],
      );
    await app.db.query('INSERT INTO sessions (player_id, token_hash) VALUES ($1, $2)', [
      player!.id,
      'open',
    ]);
    await app.purge.runNow();
    const left = await app.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions WHERE player_id = $1 ORDER BY ended_at DESC NULLS FIRST',
      [player!.id],
    );
    expect(left.map((r) => r.token_hash)).toEqual([
      'open',
      ...Array.from({ length: 10 }, (_, i) => `history-${i}`),
    ]);
  });
});
