import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildServer } from '../app.ts';
import type { Db, Queryable } from '../db/db.ts';
import {
  activations,
  confirmPhone,
  passwordResets,
  registrationsAndSignIns,
} from '../testing/log-flows.ts';
import { payAndPlay, socialSignIn } from '../testing/log-flows-money.ts';
import { LogVisitor } from '../testing/log-visitor.ts';
import { createTestDb, testDbKinds } from '../testing/test-db.ts';

/** The e-mail whose registration meets a database failure (an unhandled error, logged). */
const BROKEN = 'broken.registration@example.com';

/**
 * The database, except that a new player with the BROKEN e-mail is written to a table that does
 * not exist: a real engine error, carrying what the engine attaches (PGlite: the statement's
 * parameters — e-mail, phone, password hash, the fields with names and birthday).
 */
function failingRegistration(db: Db, seen: unknown[][]): Db {
  const wrap = (q: Queryable): Queryable => ({
    exec: (sql) => q.exec(sql),
    query: (sql, params) => {
      if (sql.includes('INSERT INTO players') && params?.[1] === BROKEN) {
        seen.push([...params]);
        return q.query(sql.replace('INSERT INTO players', 'INSERT INTO players_gone'), params);
      }
      return q.query(sql, params);
    },
  });
  return { ...db, ...wrap(db), transaction: (work) => db.transaction((tx) => work(wrap(tx))) };
}

/** The ways a value can be written into a log line: as is, percent- or form-encoded, JSON-escaped. */
function formsOf(value: string): RegExp[] {
  const forms = new Set([
    value,
    encodeURIComponent(value),
    new URLSearchParams({ v: value }).toString().slice(2),
    JSON.stringify(value).slice(1, -1),
  ]);
  if (/^\+[\d\s()-]{10,}$/.test(value)) forms.add(value.replace(/\D/g, ''));
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A short code is only a hit as a whole number, not inside a timing such as 12.48213.
  return [...forms].map((f) =>
    /^\d+$/.test(f) ? new RegExp(`(?<![\\d.])${f}(?![\\d.])`) : new RegExp(escape(f)),
  );
}

describe.each(testDbKinds())('what the platform logs at info level, on %s', (kind) => {
  const lines: string[] = [];
  const failedParams: unknown[][] = [];
  let app: FastifyInstance;
  let v: LogVisitor;
  beforeAll(async () => {
    const db = failingRegistration(await createTestDb(kind), failedParams);
    app = await buildServer({
      distDir: '/nonexistent',
      db,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    app.addHook('onClose', () => db.close());
    v = new LogVisitor(app);
  });
  afterAll(() => app.close());

  it('names no personal value and no secret a player used, in any flow', async () => {
    const { person } = await registrationsAndSignIns(v, kind);
    await activations(v, kind);
    await passwordResets(v, person, kind);
    await socialSignIn(v, kind);
    await payAndPlay(v, kind);

    const broken = await v.send(
      'POST',
      '/api/web/registration/v1/register',
      {
        type: 'full_reg',
        fields: {
          country_id: 1,
          currency_id: 7,
          name: 'Brokenname',
          surname: 'Brokensurname',
          date_birthday: '1979-11-23',
          email: BROKEN,
          phone: '+7 705 999 77 66',
          password: 'Broken-pass-77',
          password_again: 'Broken-pass-77',
          'agree-policy': true,
          phone_confirmation: await confirmPhone(v, '+7 705 999 77 66'),
        },
      },
      { 'x-captcha-token': await v.captcha() },
    );
    expect(broken.statusCode, broken.body).toBe(500);
    v.secret('Brokenname', 'Brokensurname', '1979-11-23', BROKEN, '+77059997766', 'Broken-pass-77');
    // What the failed statement carried: e-mail, phone, password hash, the fields as JSON.
    for (const params of failedParams)
      for (const i of [1, 2, 3, 7])
        v.secret(typeof params[i] === 'string' ? params[i] : JSON.stringify(params[i]));

    const hashes = await app.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM players WHERE password_hash IS NOT NULL',
    );
    v.secret(...hashes.map((h) => h.password_hash));

    const log = lines.join('');
    // The log did record the traffic: every request, and the failure.
    expect(lines.filter((l) => l.includes('"incoming request"')).length).toBeGreaterThan(60);
    expect(log).toContain('"unhandled error"');
    expect(log).toContain('/en/social/callback?code=');

    const leaked = [...v.secrets].filter((secret) => formsOf(secret).some((f) => f.test(log)));
    expect(leaked).toEqual([]);
  });
});
