import type { Db } from '../db/db.ts';
import { one } from '../db/db.ts';
import { ApiProblem, validationProblem } from '../errors.ts';
import { verifyPassword } from './password.ts';
import { recoveryCodeKey, replaceRecoveryCodes } from './recovery-codes.ts';
import { type SecondFactorGuard, withinBudget } from './second-factor-budget.ts';
import { checkSecondFactorCode } from './second-factor-code.ts';
import { wrongAppCode } from './two-factor.ts';

/** How the player proves it is them before a new set: the password, or the app's current code. */
export type RenewProof = { readonly password: string } | { readonly code: string };

/**
 * A new set of recovery codes in place of the old one (every old code stops working). Wrong proof
 * spends the second factor's budget, as a guessed code would: a stolen session must not be able to
 * try passwords or codes here without limit. 409 when two-factor is off.
 */
export async function renewRecoveryCodes(
  db: Db,
  playerId: number,
  proof: RenewProof,
  guard: SecondFactorGuard,
): Promise<string[]> {
  const player = await one<{ secret: string | null; password_hash: string }>(
    db,
    'SELECT two_factor_secret AS secret, password_hash FROM players WHERE id = $1',
    [playerId],
  );
  if (!player?.secret)
    throw new ApiProblem(409, 'error_two_factor_off', ['two-factor sign-in is not on']);
  const holder = { id: playerId, secret: player.secret };
  const key = await recoveryCodeKey(db);
  let codes: string[] = [];
  await withinBudget(
    db,
    playerId,
    guard,
    async (tx) => {
      const check =
        'password' in proof
          ? (await verifyPassword(proof.password, player.password_hash))
            ? 'right'
            : 'wrong'
          : await checkSecondFactorCode(tx, holder, proof.code, guard.now);
      if (check !== 'right') return check;
      codes = await replaceRecoveryCodes(tx, key, playerId);
      return 'right';
    },
    (reason) =>
      'password' in proof
        ? validationProblem({ password: ['password_old_wrong'] })
        : wrongAppCode(reason),
  );
  return codes;
}
