import { randomBytes, randomInt } from 'node:crypto';

import type { Db, Queryable } from '../db/db.ts';
import { one } from '../db/db.ts';
import { ApiProblem, validationProblem } from '../errors.ts';
import { GAP_RANGE, PUZZLE } from './puzzle-image.ts';

/** Seconds a challenge stays open, and a solved token stays usable. */
export const CHALLENGE_TTL = 120;
export const TOKEN_TTL = 120;
/** How far (px) the piece may land from the gap and still count. */
export const TOLERANCE = 6;
export const MAX_ATTEMPTS = 3;

export interface Challenge {
  id: string;
  seed: number;
  answer: number;
  piece_y: number;
}

/** Opens a challenge: a random gap position, a random seed for the images. */
export async function openChallenge(db: Db): Promise<Challenge> {
  const answer = randomInt(GAP_RANGE.min, GAP_RANGE.max);
  const pieceY = randomInt(4, PUZZLE.height - PUZZLE.piece - 4);
  const [row] = await db.query<Challenge>(
    `INSERT INTO captcha_challenges (seed, answer, piece_y, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4)) RETURNING id, seed, answer, piece_y`,
    [randomInt(2 ** 31 - 1), answer, pieceY, CHALLENGE_TTL],
  );
  if (!row) throw new Error('captcha challenge was not stored');
  return row;
}

/** An open challenge (for drawing its images), or undefined. */
export const findOpenChallenge = (db: Db, id: string) =>
  one<Challenge>(
    db,
    'SELECT id, seed, answer, piece_y FROM captcha_challenges WHERE id = $1 AND expires_at > now() AND token IS NULL',
    [id],
  );

/**
 * Checks where the piece was dropped: close enough gives a one-use token; a miss counts an
 * attempt, and the third miss closes the challenge.
 */
export async function solveChallenge(db: Db, id: string, x: number): Promise<string> {
  // The outcome is decided and stored in one transaction, and reported after it commits (a
  // thrown miss would roll back its own attempt count).
  const outcome = await db.transaction(async (tx): Promise<{ token?: string; error?: string }> => {
    const [row] = await tx.query<{
      answer: number;
      attempts: number;
      open: boolean;
      solved: boolean;
    }>(
      'SELECT answer, attempts, expires_at > now() AS open, token IS NOT NULL AS solved FROM captcha_challenges WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!row || !row.open || row.solved || row.attempts >= MAX_ATTEMPTS)
      return { error: 'captcha_expired' };
    if (Math.abs(row.answer - x) > TOLERANCE) {
      await tx.query('UPDATE captcha_challenges SET attempts = attempts + 1 WHERE id = $1', [id]);
      return { error: 'captcha_wrong' };
    }
    const token = randomBytes(24).toString('base64url');
    await tx.query(
      'UPDATE captcha_challenges SET token = $2, token_expires_at = now() + make_interval(secs => $3) WHERE id = $1',
      [id, token, TOKEN_TTL],
    );
    return { token };
  });
  if (!outcome.token) throw validationProblem({ captcha: [outcome.error ?? 'captcha_expired'] });
  return outcome.token;
}

/**
 * Uses up a solved token (once, before it expires) and answers its challenge's id, which what the
 * spending call produces can carry on; a missing or spent token is a 422.
 */
export async function consumeCaptchaToken(
  db: Queryable,
  token: string | undefined,
): Promise<string> {
  if (!token)
    throw new ApiProblem(422, 'captcha_required', [], {
      validation_errors: { captcha: ['captcha_required'] },
    });
  const used = await one<{ id: string }>(
    db,
    `UPDATE captcha_challenges SET token_used_at = now()
     WHERE token = $1 AND token_used_at IS NULL AND token_expires_at > now() RETURNING id`,
    [token],
  );
  if (!used)
    throw new ApiProblem(422, 'captcha_invalid', [], {
      validation_errors: { captcha: ['captcha_invalid'] },
    });
  return used.id;
}

/** The solved token a call carries in `x-captcha-token`, if any. */
export const captchaHeaderOf = (
  headers: Readonly<Record<string, string | string[] | undefined>>,
): string | undefined => {
  const token = headers['x-captcha-token'];
  return typeof token === 'string' && token !== '' ? token : undefined;
};

/** Uses up the solved token a call carries in `x-captcha-token` (see consumeCaptchaToken). */
export function consumeCaptchaHeader(
  db: Queryable,
  headers: Readonly<Record<string, string | string[] | undefined>>,
): Promise<string> {
  return consumeCaptchaToken(db, captchaHeaderOf(headers));
}

/** Whether the variant asks for a captcha before a sign-in attempt (a password or a sign-in code). */
export const loginCaptchaAsked = (settings: {
  captchaConfig: { captcha_type: string };
  authConfig: { login_captcha: boolean };
}) => settings.captchaConfig.captcha_type !== 'disabled' && settings.authConfig.login_captcha;

/** Whether the variant asks for a captcha before a registration costs or completes anything. */
export const registrationCaptchaAsked = (settings: {
  captchaConfig: { captcha_type: string };
  registrationConfig: { captcha_required: boolean };
}) =>
  settings.captchaConfig.captcha_type !== 'disabled' &&
  settings.registrationConfig.captcha_required;
