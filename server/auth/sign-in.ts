import { createHash, randomBytes } from 'node:crypto';

import type { PhoneCountry } from '../../src/lib/validation/types.ts';
import type { Db } from '../db/db.ts';
import { one } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import { normalizePhone } from '../verification/phone.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { recoveryCodeKey } from './recovery-codes.ts';
import {
  type SecondFactorGuard,
  type SecondFactorVerdict,
  withinBudget,
} from './second-factor-budget.ts';
import { checkSecondFactorCode } from './second-factor-code.ts';
import { accountKey, SIGN_IN_LIMITS, withinSignInLimits } from './sign-in-limits.ts';

// Kept where callers import them from.
export { recordFailure, refuseWhenFailedTooOften, SIGN_IN_LIMITS } from './sign-in-limits.ts';

export type LoginType = 'email' | 'phone_number' | 'id';

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
  home?: PhoneCountry,
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
    const phone = normalizePhone(trimmed, home);
    return phone.length > 4
      ? { where: 'phone = $2', value: phone, key: `${partner}:phone:${phone}` }
      : undefined;
  }
  return /^\d{1,9}$/.test(trimmed)
    ? { where: 'id = $2', value: Number(trimmed), key: `${partner}:id:${Number(trimmed)}` }
    : undefined;
}

// Unknown logins cost a hash check too, so the answer time does not tell which logins exist.
let decoyHash: Promise<string> | undefined;

export type SignInOutcome =
  | { readonly twoFactor: false; readonly playerId: number }
  | { readonly twoFactor: true; readonly hash: string };

/**
 * The password step: the player of the partner with that login and password, or 401 (the same
 * for an unknown login), within the limits of sign-in-limits.ts (429 for the address, a solved
 * captcha for an account that failed too often — `spendCaptcha` uses it up). A player with
 * two-factor on gets a challenge hash for the second step instead of a session.
 */
export async function signIn(
  db: Db,
  partner: number,
  input: {
    type: LoginType;
    login: string;
    password: string;
    ip?: string;
    now: Date;
    spendCaptcha: () => Promise<unknown>;
    /** The visitor's country: a national phone number is read as its. */
    homePhone?: PhoneCountry;
  },
): Promise<SignInOutcome> {
  const found = lookup(partner, input.type, input.login, input.homePhone);
  const [player] = found
    ? await db.query<PlayerRow>(
        `SELECT id, password_hash, two_factor_secret, two_factor_last_step FROM players WHERE partner = $1 AND ${found.where}`,
        [partner, found.value],
      )
    : [];
  // Every login of an account shares its count; a login no account has counts on its own, alike.
  const key = player
    ? accountKey(partner, player.id)
    : (found?.key ?? `${partner}:${input.type}:${input.login.trim().toLowerCase()}`);
  const attempt = { key, ip: input.ip, now: input.now };
  return withinSignInLimits(db, attempt, input.spendCaptcha, async () => {
    const ok = await verifyPassword(
      input.password,
      player?.password_hash ??
        (await (decoyHash ??= hashPassword(randomBytes(16).toString('hex')))),
    );
    if (!player || !ok)
      throw new ApiProblem(401, 'error_auth_credentials', ['wrong login or password']);
    return afterFirstFactor(db, player);
  });
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

interface ChallengeRow {
  readonly player_id: number;
  readonly attempts: number;
  readonly open: boolean;
  readonly secret: string | null;
}

const CHALLENGE_SQL = `SELECT c.player_id, c.attempts, (c.used_at IS NULL AND c.created_at > now() - make_interval(secs => $2)) AS open,
   p.two_factor_secret AS secret
 FROM two_factor_challenges c JOIN players p ON p.id = c.player_id WHERE c.hash_sha = $1`;

const expired = () => new ApiProblem(401, 'error_two_factor_expired', ['sign in again']);

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
 * step of drift, each code once) or an unused recovery code, within the player's second-factor
 * budget (second-factor-budget.ts: wrong codes count across challenges; 429 error_two_factor_locked
 * while paused). 401 for a wrong, expired or used challenge or code (error_two_factor_code_used for
 * a code already spent); 429 after too many wrong codes on one challenge.
 */
export async function signInSecondStep(
  db: Db,
  hash: string,
  code: string,
  guard: SecondFactorGuard,
): Promise<number> {
  const params = [sha256(hash), SIGN_IN_LIMITS.challengeTtl];
  const found = await one<ChallengeRow>(db, CHALLENGE_SQL, params);
  if (!found || !found.open || !found.secret) throw expired();
  const recoveryKey = await recoveryCodeKey(db);
  await withinBudget(
    db,
    found.player_id,
    guard,
    async (tx): Promise<SecondFactorVerdict> => {
      const challenge = await one<ChallengeRow>(tx, `${CHALLENGE_SQL} FOR UPDATE OF c`, params);
      if (!challenge || !challenge.open || !challenge.secret) return expired();
      if (challenge.attempts >= SIGN_IN_LIMITS.challengeAttempts)
        return new ApiProblem(429, 'error_too_many_attempts', [], { retry_after: 1 });
      const player = { id: challenge.player_id, secret: challenge.secret };
      const check = await checkSecondFactorCode(tx, player, code, guard.now, recoveryKey);
      if (check !== 'right') {
        await tx.query(
          'UPDATE two_factor_challenges SET attempts = attempts + 1 WHERE hash_sha = $1',
          [params[0]],
        );
        return check;
      }
      await tx.query('UPDATE two_factor_challenges SET used_at = now() WHERE hash_sha = $1', [
        params[0],
      ]);
      return 'right';
    },
    (reason) =>
      reason === 'used'
        ? new ApiProblem(401, 'error_two_factor_code_used', ['this code was already used'])
        : new ApiProblem(401, 'error_two_factor_code', ['wrong code']),
  );
  return found.player_id;
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
