import type { Queryable } from '../db/db.ts';
import { one } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';

/** Limits of sign-in (seconds and counts). */
export const SIGN_IN_LIMITS = {
  /** What the captcha and the per-address limit count failures over. */
  window: 15 * 60,
  /** Failures from one address, whatever the login, before it is refused for the window. */
  failuresPerIp: 30,
  /** Failures on one account (any of its logins, from anywhere) before each attempt on it needs a solved captcha. */
  captchaAfter: 3,
  /** Failures on one account from one address before that address waits: `delays`, longer each time. */
  delayAfter: 5,
  delays: [60, 300, 900, 3600],
  /** How long an address's failures on an account keep its delay growing. */
  delayWindow: 24 * 3600,
  /** Wrong current passwords of a password change (one account, one key) per window. */
  failuresPerLogin: 5,
  challengeTtl: 5 * 60,
  challengeAttempts: 5,
} as const;

/** The failure key every login of an account shares. */
export const accountKey = (partner: number, playerId: number) => `${partner}:player:${playerId}`;

/** 429 with the seconds to wait and the time (ISO, the platform's clock) trying again is allowed. */
const tooMany = (until: Date, messageKey: string, now: Date) =>
  new ApiProblem(429, messageKey, [], {
    retry_after: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
    retry_at: until.toISOString(),
  });

const after = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/**
 * 429 (with the seconds until the oldest failure leaves the window) when failures recorded under
 * `login_key` or `ip` reach `limit` within the window before `now`, not counting rows from `before` on.
 */
export async function refuseWhenFailedTooOften(
  db: Queryable,
  by: 'login_key' | 'ip',
  value: string,
  limit: number,
  now: Date,
  before?: string,
): Promise<void> {
  const row = await one<{ n: number; oldest_age: number | null }>(
    db,
    `SELECT count(*)::int AS n, extract(epoch FROM $3::timestamptz - min(at))::float8 AS oldest_age
     FROM auth_failures WHERE ${by} = $1 AND at > $3::timestamptz - make_interval(secs => $2)
       AND ($4::bigint IS NULL OR id < $4::bigint)`,
    [value, SIGN_IN_LIMITS.window, now.toISOString(), before ?? null],
  );
  if (row && row.n >= limit)
    throw tooMany(
      after(now, SIGN_IN_LIMITS.window - (row.oldest_age ?? 0)),
      'error_too_many_requests',
      now,
    );
}

/** Records a failure under the key and the caller's address, dated by the platform clock. */
export async function recordFailure(
  db: Queryable,
  key: string,
  ip: string | undefined,
  now: Date,
): Promise<string> {
  const row = await one<{ id: string }>(
    db,
    'INSERT INTO auth_failures (login_key, ip, at) VALUES ($1, $2, $3) RETURNING id::text AS id',
    [key, ip ?? null, now.toISOString()],
  );
  return row?.id ?? '';
}

/** 429 error_sign_in_delayed while this address waits after failing on the account `delayAfter` times or more. */
async function refuseWhileDelayed(
  db: Queryable,
  key: string,
  ip: string,
  now: Date,
  before: string,
): Promise<void> {
  const row = await one<{ n: number; since_last: number | null }>(
    db,
    `SELECT count(*)::int AS n, extract(epoch FROM $3::timestamptz - max(at))::float8 AS since_last
     FROM auth_failures WHERE login_key = $1 AND ip = $2 AND id < $5::bigint
       AND at > $3::timestamptz - make_interval(secs => $4)`,
    [key, ip, now.toISOString(), SIGN_IN_LIMITS.delayWindow, before],
  );
  if (!row || row.n < SIGN_IN_LIMITS.delayAfter) return;
  const { delays } = SIGN_IN_LIMITS;
  const delay = delays[Math.min(row.n - SIGN_IN_LIMITS.delayAfter, delays.length - 1)] ?? 0;
  const wait = delay - (row.since_last ?? 0);
  if (wait > 0) throw tooMany(after(now, wait), 'error_sign_in_delayed', now);
}

/** One password attempt on an account (or on a login no account has), counted before it is checked. */
export interface SignInAttempt {
  readonly key: string;
  readonly ip: string | undefined;
  readonly now: Date;
}

/**
 * Checks the limits of an attempt and runs `check` (the password) within them. The attempt is
 * recorded as a failure first, so that simultaneous guesses see each other: refused by the limits
 * it is taken back; the right password forgives this address's failures on the account (not other
 * addresses'). Refusals: 429 for the address (too many failures overall, or the growing delay on
 * this account), then the solved captcha `spendCaptcha` uses up once the account failed
 * `captchaAfter` times from anywhere — the owner elsewhere still gets in by solving it.
 */
export async function withinSignInLimits<T>(
  db: Queryable,
  attempt: SignInAttempt,
  spendCaptcha: () => Promise<unknown>,
  check: () => Promise<T>,
): Promise<T> {
  const { key, ip, now } = attempt;
  const id = await recordFailure(db, key, ip, now);
  try {
    if (ip) {
      await refuseWhenFailedTooOften(db, 'ip', ip, SIGN_IN_LIMITS.failuresPerIp, now, id);
      await refuseWhileDelayed(db, key, ip, now, id);
    }
    const recent = await one<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM auth_failures WHERE login_key = $1 AND id < $4::bigint
         AND at > $2::timestamptz - make_interval(secs => $3)`,
      [key, now.toISOString(), SIGN_IN_LIMITS.window, id],
    );
    if ((recent?.n ?? 0) >= SIGN_IN_LIMITS.captchaAfter) await spendCaptcha();
  } catch (error) {
    await db.query('DELETE FROM auth_failures WHERE id = $1::bigint', [id]);
    throw error;
  }
  const outcome = await check();
  await db.query('DELETE FROM auth_failures WHERE login_key = $1 AND ip IS NOT DISTINCT FROM $2', [
    key,
    ip ?? null,
  ]);
  return outcome;
}
