import { renderSVG } from 'uqr';

import type { Db } from '../db/db.ts';
import { one } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import { confirmCode } from '../verification/codes.ts';
import { recoveryCodeKey, replaceRecoveryCodes } from './recovery-codes.ts';
import { type SecondFactorGuard, withinBudget } from './second-factor-budget.ts';
import { checkSecondFactorCode } from './second-factor-code.ts';
import { newTotpSecret, otpauthLink, verifyTotp } from './totp.ts';

/** Which code of the enable call was wrong: the platform's error_code (2 = SMS, 1 = app). */
export const TWO_FACTOR_ERROR = { appCode: 1, smsCode: 2 } as const;

/** A wrong app code, or one already spent (error_two_factor_code_used): error_code 1 either way. */
export const wrongAppCode = (reason: 'wrong' | 'used' = 'wrong') =>
  new ApiProblem(
    422,
    reason === 'used' ? 'error_two_factor_code_used' : 'error_two_factor_app_code',
    [],
    { error_code: TWO_FACTOR_ERROR.appCode },
  );

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
 * Answers the first set of recovery codes, shown to the player this once.
 */
export async function enableTwoFactor(
  db: Db,
  playerId: number,
  codes: { appCode: string; smsCode?: string },
  nowMs: number,
): Promise<string[]> {
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
  const key = await recoveryCodeKey(db);
  return db.transaction(async (tx) => {
    await tx.query(
      'UPDATE players SET two_factor_secret = two_factor_pending_secret, two_factor_pending_secret = NULL, two_factor_last_step = $2 WHERE id = $1',
      [playerId, step],
    );
    return replaceRecoveryCodes(tx, key, playerId);
  });
}

/**
 * Turns two-factor off; `hash` is the app's current code (or a recovery code, for a player who
 * lost the phone), proof that the player still holds it. Wrong codes spend the same budget as the
 * sign-in's second step (429 while it is paused). The recovery codes go with it.
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
  const holder = { id: playerId, secret: player.secret };
  const key = await recoveryCodeKey(db);
  await withinBudget(
    db,
    playerId,
    guard,
    async (tx) => {
      const check = await checkSecondFactorCode(tx, holder, hash, guard.now, key);
      if (check !== 'right') return check;
      await tx.query(
        'UPDATE players SET two_factor_secret = NULL, two_factor_last_step = NULL WHERE id = $1',
        [playerId],
      );
      await tx.query('DELETE FROM two_factor_recovery_codes WHERE player_id = $1', [playerId]);
      return 'right';
    },
    wrongAppCode,
  );
}
