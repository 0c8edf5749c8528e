import { renderSVG } from 'uqr';

import type { Db } from '../db/db.ts';
import { one } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import { confirmCode } from '../verification/codes.ts';
import { type SecondFactorGuard, withinBudget } from './second-factor-budget.ts';
import { newTotpSecret, otpauthLink, verifyTotp } from './totp.ts';

/** Which code of the enable call was wrong: the platform's error_code (2 = SMS, 1 = app). */
export const TWO_FACTOR_ERROR = { appCode: 1, smsCode: 2 } as const;

const wrongAppCode = () =>
  new ApiProblem(422, 'error_two_factor_app_code', [], { error_code: TWO_FACTOR_ERROR.appCode });

/** Starts enabling: a new secret (pending until confirmed), its otpauth link and a QR code of it. */
export async function startTwoFactor(db: Db, playerId: number, issuer: string) {
  const secret = newTotpSecret();
  await db.query('UPDATE players SET two_factor_pending_secret = $2 WHERE id = $1', [
    playerId,
    secret,
  ]);
  const link = otpauthLink(secret, issuer, String(playerId));
  return {
    qr_code_url: `data:image/svg+xml;base64,${Buffer.from(renderSVG(link)).toString('base64')}`,
    qr_link: link,
    code: secret,
  };
}

/**
 * Confirms the pending secret with a code from the app and, when the player asked for one, the
 * SMS code sent to their phone: 422 with error_code 1 (app) or 2 (SMS) naming the wrong one.
 */
export async function enableTwoFactor(
  db: Db,
  playerId: number,
  codes: { appCode: string; smsCode?: string },
  nowMs: number,
): Promise<void> {
  const player = await one<{ pending: string | null; phone: string | null }>(
    db,
    'SELECT two_factor_pending_secret AS pending, phone FROM players WHERE id = $1',
    [playerId],
  );
  if (!player?.pending)
    throw new ApiProblem(409, 'error_two_factor_not_started', ['ask for the QR code first']);
  const step = verifyTotp(player.pending, codes.appCode, nowMs);
  if (step === undefined) throw wrongAppCode();
  if (codes.smsCode !== undefined && codes.smsCode !== '') {
    try {
      await confirmCode(db, 'two_factor', player.phone ?? '', codes.smsCode.replace(/\s/g, ''));
    } catch (error) {
      if (error instanceof ApiProblem && error.status === 429) throw error;
      throw new ApiProblem(422, 'error_two_factor_sms_code', [], {
        error_code: TWO_FACTOR_ERROR.smsCode,
      });
    }
  }
  await db.query(
    'UPDATE players SET two_factor_secret = two_factor_pending_secret, two_factor_pending_secret = NULL, two_factor_last_step = $2 WHERE id = $1',
    [playerId, step],
  );
}

/**
 * Turns two-factor off; `hash` is the app's current code, proof that the player still holds it.
 * Wrong codes spend the same budget as the sign-in's second step (429 while it is paused).
 */
export async function disableTwoFactor(
  db: Db,
  playerId: number,
  hash: string,
  guard: SecondFactorGuard,
): Promise<void> {
  const player = await one<{ secret: string | null }>(
    db,
    'SELECT two_factor_secret AS secret FROM players WHERE id = $1',
    [playerId],
  );
  if (!player?.secret)
    throw new ApiProblem(409, 'error_two_factor_off', ['two-factor sign-in is not on']);
  const secret = player.secret;
  await withinBudget(
    db,
    playerId,
    guard,
    async (tx) => {
      if (verifyTotp(secret, hash, guard.now.getTime()) === undefined) return 'wrong';
      await tx.query(
        'UPDATE players SET two_factor_secret = NULL, two_factor_last_step = NULL WHERE id = $1',
        [playerId],
      );
      return 'right';
    },
    wrongAppCode,
  );
}
