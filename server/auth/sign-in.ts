import { createHash, randomBytes } from 'node:crypto';

import type { Db } from '../db/db.ts';
import { one } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import { normalizePhone } from '../verification/phone.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { verifyTotp } from './totp.ts';

export type LoginType = 'email' | 'phone_number' | 'id';

/** Limits of sign-in (seconds and counts): per login, per address, and the second step. */
export const SIGN_IN_LIMITS = {
  window: 15 * 60,
  failuresPerLogin: 5,
  failuresPerIp: 30,
  challengeTtl: 5 * 60,
  challengeAttempts: 5,
} as const;

interface PlayerRow {
  readonly id: number;
  readonly password_hash: string;
  readonly two_factor_secret: string | null;
  readonly two_factor_last_step: string | null;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The login as the lookup compares it, and the key its failures are counted under. */
function lookup(
  partner: number,
  type: LoginType,
  login: string,
): { where: string; value: string | number; key: string } | undefined {
  const trimmed = login.trim();
  // The e-mail tab takes the address (unless the player turned that off) or their own login name.
  if (type === 'email')
    return trimmed.includes('@')
      ? {
          where: 'lower(email) = lower($2) AND auth_by_email',
          value: trimmed,
          key: `${partner}:email:${trimmed.toLowerCase()}`,
        }
      : {
          where: 'lower(login) = lower($2)',
          value: trimmed,
          key: `${partner}:login:${trimmed.toLowerCase()}`,
        };
  if (type === 'phone_number') {
    const phone = normalizePhone(trimmed);
    return phone.length > 4
      ? { where: 'phone = $2', value: phone, key: `${partner}:phone:${phone}` }
      : undefined;
  }
  return /^\d{1,9}$/.test(trimmed)
    ? { where: 'id = $2', value: Number(trimmed), key: `${partner}:id:${Number(trimmed)}` }
    : undefined;
}

/**
 * 429 (with the seconds until the oldest failure leaves the window) when failures recorded under
 * `login_key` or `ip` reach `limit` within the sign-in window; otherwise nothing.
 */
export async function refuseWhenFailedTooOften(
  db: Db,
  by: 'login_key' | 'ip',
  value: string,
  limit: number,
): Promise<void> {
  const [row] = await db.query<{ n: number; oldest_age: number | null }>(
    `SELECT count(*)::int AS n, extract(epoch FROM now() - min(at))::float8 AS oldest_age FROM auth_failures
     WHERE ${by} = $1 AND at > now() - make_interval(secs => $2)`,
    [value, SIGN_IN_LIMITS.window],
  );
  if (row && row.n >= limit)
    throw new ApiProblem(429, 'error_too_many_requests', [], {
      retry_after: Math.max(1, Math.ceil(SIGN_IN_LIMITS.window - (row.oldest_age ?? 0))),
    });
}

/** Records a failure under the key (and the caller's address), counted by refuseWhenFailedTooOften. */
export const recordFailure = (db: Db, key: string, ip: string | undefined) =>
  db.query('INSERT INTO auth_failures (login_key, ip) VALUES ($1, $2)', [key, ip ?? null]);

/** 429 while the login, or the address, has used up its failures in the window. */
async function checkLimits(db: Db, key: string, ip: string | undefined): Promise<void> {
  await refuseWhenFailedTooOften(db, 'login_key', key, SIGN_IN_LIMITS.failuresPerLogin);
  if (ip) await refuseWhenFailedTooOften(db, 'ip', ip, SIGN_IN_LIMITS.failuresPerIp);
}

// Unknown logins cost a hash check too, so the answer time does not tell which logins exist.
let decoyHash: Promise<string> | undefined;

export type SignInOutcome =
  | { readonly twoFactor: false; readonly playerId: number }
  | { readonly twoFactor: true; readonly hash: string };

/**
 * The password step: the player of the partner with that login and password, or 401 (the same
 * for an unknown login); within the limits (429). A player with two-factor on gets a challenge
 * hash for the second step instead of a session.
 */
export async function signIn(
  db: Db,
  partner: number,
  input: { type: LoginType; login: string; password: string; ip?: string },
): Promise<SignInOutcome> {
  const found = lookup(partner, input.type, input.login);
  const key = found?.key ?? `${partner}:${input.type}:${input.login.trim().toLowerCase()}`;
  await checkLimits(db, key, input.ip);
  const [player] = found
    ? await db.query<PlayerRow>(
        `SELECT id, password_hash, two_factor_secret, two_factor_last_step FROM players WHERE partner = $1 AND ${found.where}`,
        [partner, found.value],
      )
    : [];
  const ok = await verifyPassword(
    input.password,
    player?.password_hash ?? (await (decoyHash ??= hashPassword(randomBytes(16).toString('hex')))),
  );
  if (!player || !ok) {
    await recordFailure(db, key, input.ip);
    throw new ApiProblem(401, 'error_auth_credentials', ['wrong login or password']);
  }
  await db.query('DELETE FROM auth_failures WHERE login_key = $1', [key]);
  return afterFirstFactor(db, player);
}

/** Signed in, or — for a player with two-factor on — a challenge hash for the second step. */
async function afterFirstFactor(
  db: Db,
  player: { id: number; two_factor_secret: string | null },
): Promise<SignInOutcome> {
  if (!player.two_factor_secret) return { twoFactor: false, playerId: player.id };
  const hash = randomBytes(24).toString('base64url');
  await db.query('INSERT INTO two_factor_challenges (hash_sha, player_id) VALUES ($1, $2)', [
    sha256(hash),
    player.id,
  ]);
  return { twoFactor: true, hash };
}

/** The partner's player with this (normalised) phone, if any: who an SMS sign-in code is for. */
export async function playerOfPhone(
  db: Db,
  partner: number,
  phone: string,
): Promise<{ id: number; two_factor_secret: string | null } | undefined> {
  return one(
    db,
    'SELECT id, two_factor_secret FROM players WHERE partner = $1 AND phone = $2 ORDER BY id LIMIT 1',
    [partner, phone],
  );
}

/**
 * Sign-in by an SMS code the player proved they received (the code check already passed): the
 * phone's player, through the same second step as the password; 401 when no player has the phone.
 */
export async function signInByPhone(
  db: Db,
  partner: number,
  phone: string,
): Promise<SignInOutcome> {
  const player = await playerOfPhone(db, partner, phone);
  if (!player) throw new ApiProblem(401, 'error_auth_credentials', ['no account with this phone']);
  return afterFirstFactor(db, player);
}

/**
 * Sign-in by a social provider's identity (the platform's code exchange already passed): the
 * linked player, through the same second step as the password and the SMS code.
 */
export async function signInByIdentity(db: Db, playerId: number): Promise<SignInOutcome> {
  const player = await one<{ id: number; two_factor_secret: string | null }>(
    db,
    'SELECT id, two_factor_secret FROM players WHERE id = $1',
    [playerId],
  );
  if (!player) throw new ApiProblem(401, 'error_auth_credentials', ['the linked player is gone']);
  return afterFirstFactor(db, player);
}

/**
 * The second step: the challenge's player when the code is the authenticator's current one (one
 * step of drift, each code once). 401 for a wrong, expired or used challenge or code; 429 after
 * too many wrong codes.
 */
export async function signInSecondStep(
  db: Db,
  hash: string,
  code: string,
  nowMs: number,
): Promise<number> {
  const outcome = await db.transaction(
    async (tx): Promise<{ playerId?: number; problem?: ApiProblem }> => {
      const [challenge] = await tx.query<{
        player_id: number;
        attempts: number;
        open: boolean;
        secret: string | null;
        last_step: string | null;
      }>(
        `SELECT c.player_id, c.attempts, (c.used_at IS NULL AND c.created_at > now() - make_interval(secs => $2)) AS open,
              p.two_factor_secret AS secret, p.two_factor_last_step AS last_step
       FROM two_factor_challenges c JOIN players p ON p.id = c.player_id WHERE c.hash_sha = $1 FOR UPDATE OF c`,
        [sha256(hash), SIGN_IN_LIMITS.challengeTtl],
      );
      if (!challenge || !challenge.open || !challenge.secret)
        return { problem: new ApiProblem(401, 'error_two_factor_expired', ['sign in again']) };
      if (challenge.attempts >= SIGN_IN_LIMITS.challengeAttempts)
        return { problem: new ApiProblem(429, 'error_too_many_attempts', [], { retry_after: 1 }) };
      const step = verifyTotp(challenge.secret, code, nowMs);
      if (
        step === undefined ||
        (challenge.last_step !== null && step <= Number(challenge.last_step))
      ) {
        await tx.query(
          'UPDATE two_factor_challenges SET attempts = attempts + 1 WHERE hash_sha = $1',
          [sha256(hash)],
        );
        return { problem: new ApiProblem(401, 'error_two_factor_code', ['wrong code']) };
      }
      await tx.query('UPDATE two_factor_challenges SET used_at = now() WHERE hash_sha = $1', [
        sha256(hash),
      ]);
      await tx.query('UPDATE players SET two_factor_last_step = $2 WHERE id = $1', [
        challenge.player_id,
        step,
      ]);
      return { playerId: challenge.player_id };
    },
  );
  if (outcome.problem) throw outcome.problem;
  return outcome.playerId as number;
}

/** Whether the player signs in with two factors. */
export async function twoFactorEnabled(db: Db, playerId: number): Promise<boolean> {
  const row = await one<{ on: boolean }>(
    db,
    'SELECT two_factor_secret IS NOT NULL AS on FROM players WHERE id = $1',
    [playerId],
  );
  return row?.on ?? false;
}
