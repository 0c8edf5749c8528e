import type { Queryable } from '../db/db.ts';
import { normalizeRecoveryCode, spendRecoveryCode } from './recovery-codes.ts';
import { verifyTotp } from './totp.ts';

/** What a second-factor code turned out to be: right, wrong, or right once but already spent. */
export type CodeCheck = 'right' | 'wrong' | 'used';

/**
 * Checks the authenticator's code — each step once: a code of a step already used (or older) is
 * 'used', so the player is told to wait for the next one rather than that it is wrong — or, where
 * `recoveryKey` is given, one of the player's recovery codes.
 */
export async function checkSecondFactorCode(
  tx: Queryable,
  player: { readonly id: number; readonly secret: string },
  code: string,
  now: Date,
  recoveryKey?: Uint8Array,
): Promise<CodeCheck> {
  const recovery = recoveryKey && normalizeRecoveryCode(code);
  if (recovery) return spendRecoveryCode(tx, recoveryKey, player.id, recovery, now);
  const step = verifyTotp(player.secret, code, now.getTime());
  if (step === undefined) return 'wrong';
  // One statement, so that two requests with the same code cannot both pass.
  const moved = await tx.query(
    `UPDATE players SET two_factor_last_step = $2
     WHERE id = $1 AND (two_factor_last_step IS NULL OR two_factor_last_step < $2) RETURNING id`,
    [player.id, step],
  );
  return moved.length > 0 ? 'right' : 'used';
}
