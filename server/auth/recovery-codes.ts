import { createHmac, randomBytes } from 'node:crypto';

import type { Db, Queryable } from '../db/db.ts';
import { one } from '../db/db.ts';
import { serverSecret } from './secrets.ts';
import { base32Encode } from './totp.ts';

/** How many codes a set holds and how they look: 12 base32 characters (60 bits) in groups of 4. */
export const RECOVERY_CODES = { count: 10, length: 12, group: 4 } as const;

const SHAPE = new RegExp(`^[A-Z2-7]{${RECOVERY_CODES.length}}$`);

/** A code as the player may type it (any case, spaces or dashes) in its stored form, else undefined. */
export function normalizeRecoveryCode(text: string): string | undefined {
  const clean = text.replace(/[\s-]/g, '').toUpperCase();
  return SHAPE.test(clean) ? clean : undefined;
}

const shown = (code: string) =>
  code.match(new RegExp(`.{1,${RECOVERY_CODES.group}}`, 'g'))?.join('-') ?? code;

/** The keyed hash a code is stored and looked up by. */
export const recoveryCodeHash = (key: Uint8Array, code: string) =>
  createHmac('sha256', key).update(code).digest('hex');

/** The key of the codes' hashes (one per platform, kept in server_secrets). */
export const recoveryCodeKey = (db: Db) => serverSecret(db, 'recovery_codes');

/** Replaces the player's codes with a new set; answers the codes as shown to the player, once. */
export async function replaceRecoveryCodes(
  tx: Queryable,
  key: Uint8Array,
  playerId: number,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES.count }, () =>
    base32Encode(randomBytes(8)).slice(0, RECOVERY_CODES.length),
  );
  await tx.query('DELETE FROM two_factor_recovery_codes WHERE player_id = $1', [playerId]);
  for (const code of codes)
    await tx.query(
      'INSERT INTO two_factor_recovery_codes (player_id, code_hash) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [playerId, recoveryCodeHash(key, code)],
    );
  return codes.map(shown);
}

/** Uses a code up: 'right' once, 'used' after that, 'wrong' for a code not in the player's set. */
export async function spendRecoveryCode(
  tx: Queryable,
  key: Uint8Array,
  playerId: number,
  code: string,
  now: Date,
): Promise<'right' | 'wrong' | 'used'> {
  const row = await one<{ used: boolean }>(
    tx,
    `SELECT used_at IS NOT NULL AS used FROM two_factor_recovery_codes
     WHERE player_id = $1 AND code_hash = $2 FOR UPDATE`,
    [playerId, recoveryCodeHash(key, code)],
  );
  if (!row) return 'wrong';
  if (row.used) return 'used';
  await tx.query(
    'UPDATE two_factor_recovery_codes SET used_at = $3 WHERE player_id = $1 AND code_hash = $2',
    [playerId, recoveryCodeHash(key, code), now.toISOString()],
  );
  return 'right';
}

/** How many of the player's codes are still unused. */
export async function recoveryCodesLeft(db: Queryable, playerId: number): Promise<number> {
  const row = await one<{ n: number }>(
    db,
    'SELECT count(*)::int AS n FROM two_factor_recovery_codes WHERE player_id = $1 AND used_at IS NULL',
    [playerId],
  );
  return row?.n ?? 0;
}
