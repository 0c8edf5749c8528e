import { createHash, randomBytes, randomInt } from 'node:crypto';

import type { Db, Queryable } from '../db/db.ts';
import { one } from '../db/db.ts';
import { ApiProblem, tooManyRequests, validationProblem } from '../errors.ts';

/**
 * Limits of one-time codes (seconds and counts). The per-address cap can be raised with
 * BETFRAME_CODES_PER_IP_HOUR where many players share one address (the end-to-end run does).
 */
export const CODE_LIMITS = {
  ttl: 300,
  resendAfter: 60,
  maxAttempts: 5,
  maxSendsPerHour: 5,
  maxSendsPerIpPerHour: Number(process.env.BETFRAME_CODES_PER_IP_HOUR) || 30,
} as const;

const hashOf = (recipient: string, code: string) =>
  createHash('sha256').update(`${recipient}:${code}`).digest('hex');

export interface SentCode {
  readonly id: string;
  readonly code: string;
  readonly codeLength: number;
  readonly expiresIn: number;
  readonly resendIn: number;
}

/**
 * Creates a code for a recipient, within the resend cool-down, the recipient's hourly cap and the
 * caller's (`ip`) hourly cap across recipients (429 otherwise).
 */
export async function createCode(
  db: Queryable,
  purpose: string,
  recipient: string,
  length: number,
  ttl: number = CODE_LIMITS.ttl,
  ip?: string,
  /** The solved captcha this send spent (its proof then stands for that captcha). */
  captchaChallenge?: string,
): Promise<SentCode> {
  const [recent] = await db.query<{
    last_age: number | null;
    sends: number;
    oldest_age: number | null;
  }>(
    `SELECT extract(epoch FROM now() - max(sent_at))::float8 AS last_age, count(*)::int AS sends,
            extract(epoch FROM now() - min(sent_at))::float8 AS oldest_age
     FROM verification_codes WHERE purpose = $1 AND recipient = $2 AND sent_at > now() - interval '1 hour'`,
    [purpose, recipient],
  );
  if (recent && recent.last_age !== null && recent.last_age < CODE_LIMITS.resendAfter) {
    throw tooManyRequests(CODE_LIMITS.resendAfter - recent.last_age, 'sms_code_resend_wait');
  }
  if (recent && recent.sends >= CODE_LIMITS.maxSendsPerHour)
    throw tooManyRequests(3600 - (recent.oldest_age ?? 0));
  if (ip) {
    const [byIp] = await db.query<{ sends: number; oldest_age: number | null }>(
      `SELECT count(*)::int AS sends, extract(epoch FROM now() - min(sent_at))::float8 AS oldest_age
       FROM verification_codes WHERE ip = $1 AND sent_at > now() - interval '1 hour'`,
      [ip],
    );
    if (byIp && byIp.sends >= CODE_LIMITS.maxSendsPerIpPerHour)
      throw tooManyRequests(3600 - (byIp.oldest_age ?? 0));
  }
  const code = Array.from({ length }, () => randomInt(10)).join('');
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO verification_codes (purpose, recipient, code_hash, expires_at, ip, captcha_challenge)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4), $5, $6) RETURNING id`,
    [purpose, recipient, hashOf(recipient, code), ttl, ip ?? null, captchaChallenge ?? null],
  );
  if (!row) throw new Error('code was not stored');
  return {
    id: row.id,
    code,
    codeLength: length,
    expiresIn: ttl,
    resendIn: CODE_LIMITS.resendAfter,
  };
}

/**
 * Checks a code against the recipient's latest one: expired → 422, wrong → 422 with the attempts
 * left, the last wrong attempt → 429; right → a one-use proof to send with the next call.
 */
export async function confirmCode(
  db: Db,
  purpose: string,
  recipient: string,
  code: string,
): Promise<string> {
  const outcome = await db.transaction(
    async (tx): Promise<{ proof?: string; problem?: ApiProblem }> => {
      const [row] = await tx.query<{
        id: string;
        code_hash: string;
        attempts: number;
        open: boolean;
      }>(
        `SELECT id, code_hash, attempts, (expires_at > now() AND confirmed_at IS NULL) AS open
       FROM verification_codes WHERE purpose = $1 AND recipient = $2 ORDER BY sent_at DESC LIMIT 1 FOR UPDATE`,
        [purpose, recipient],
      );
      if (!row || !row.open) return { problem: validationProblem({ code: ['auth_code_expired'] }) };
      if (row.attempts >= CODE_LIMITS.maxAttempts)
        return { problem: new ApiProblem(429, 'error_too_many_attempts', [], { retry_after: 1 }) };
      if (row.code_hash !== hashOf(recipient, code)) {
        await tx.query('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1', [
          row.id,
        ]);
        const left = CODE_LIMITS.maxAttempts - row.attempts - 1;
        if (left <= 0)
          return {
            problem: new ApiProblem(429, 'error_too_many_attempts', [], { retry_after: 1 }),
          };
        return {
          problem: new ApiProblem(422, 'error_validation', [], {
            validation_errors: { code: ['auth_incorrect_code'] },
            attempts_left: left,
          }),
        };
      }
      const proof = randomBytes(24).toString('base64url');
      await tx.query(
        'UPDATE verification_codes SET confirmed_at = now(), proof = $2 WHERE id = $1',
        [row.id, proof],
      );
      return { proof };
    },
  );
  if (outcome.problem) throw outcome.problem;
  return outcome.proof as string;
}

/** Uses up the proof of a confirmed code for this recipient (once, within the code's lifetime + 30 min). */
export async function consumeProof(
  db: Db,
  purpose: string,
  recipient: string,
  proof: unknown,
): Promise<boolean> {
  if (typeof proof !== 'string' || proof === '') return false;
  const used = await one(
    db,
    `UPDATE verification_codes SET proof_used_at = now()
     WHERE proof = $1 AND purpose = $2 AND recipient = $3 AND proof_used_at IS NULL AND confirmed_at > now() - interval '30 minutes'
     RETURNING id`,
    [proof, purpose, recipient],
  );
  return used !== undefined;
}

/**
 * The solved captcha a recipient's latest code of the last hour was sent behind: a resend of that
 * code stands behind the same captcha (the recipient's own limits still apply).
 */
export async function captchaOfLatestCode(
  db: Queryable,
  purpose: string,
  recipient: string,
): Promise<string | undefined> {
  const row = await one<{ captcha_challenge: string | null }>(
    db,
    `SELECT captcha_challenge FROM verification_codes
     WHERE purpose = $1 AND recipient = $2 AND sent_at > now() - interval '1 hour'
     ORDER BY sent_at DESC LIMIT 1`,
    [purpose, recipient],
  );
  return row?.captcha_challenge ?? undefined;
}

/** Whether a proof is still good (unused, recent) and was earned behind a solved captcha. */
export async function proofCarriesCaptcha(
  db: Queryable,
  purpose: string,
  recipient: string,
  proof: unknown,
): Promise<boolean> {
  if (typeof proof !== 'string' || proof === '') return false;
  const row = await one(
    db,
    `SELECT 1 FROM verification_codes
     WHERE proof = $1 AND purpose = $2 AND recipient = $3 AND proof_used_at IS NULL
       AND confirmed_at > now() - interval '30 minutes' AND captcha_challenge IS NOT NULL`,
    [proof, purpose, recipient],
  );
  return row !== undefined;
}
