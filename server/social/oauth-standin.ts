import { createHash, randomBytes } from 'node:crypto';

import type { Db } from '../db/db.ts';
import { one } from '../db/db.ts';

export { PROVIDER_NAMES } from '../../src/lib/social/providers.ts';

export const CODE_TTL = 300;
export const PENDING_TTL = 1800;

export interface SocialIdentity {
  readonly provider: string;
  /** The provider's stable id of the account (here: derived from the e-mail or name given). */
  readonly subject: string;
  readonly name: string;
  readonly email?: string;
}

/** The account the player picked on the consent page → a one-use authorisation code. */
export async function issueCode(
  db: Db,
  identity: SocialIdentity,
  redirectUri: string,
): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO oauth_codes (code, provider, subject, name, email, redirect_uri, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [
      code,
      identity.provider,
      identity.subject,
      identity.name,
      identity.email ?? null,
      redirectUri,
      CODE_TTL,
    ],
  );
  return code;
}

/** The provider's subject for an account: stable for the same e-mail (or name). */
export const subjectOf = (provider: string, email: string | undefined, name: string) =>
  createHash('sha256')
    .update(`${provider}:${(email || name).trim().toLowerCase()}`)
    .digest('hex')
    .slice(0, 24);

/** Exchanges a code (once, before it expires, for the same redirect URI) for the identity. */
export async function redeemCode(
  db: Db,
  code: string,
  provider: string,
  redirectUri: string,
): Promise<SocialIdentity | undefined> {
  const row = await one<{ provider: string; subject: string; name: string; email: string | null }>(
    db,
    `UPDATE oauth_codes SET used_at = now()
     WHERE code = $1 AND provider = $2 AND redirect_uri = $3 AND used_at IS NULL AND expires_at > now()
     RETURNING provider, subject, name, email`,
    [code, provider, redirectUri],
  );
  return row
    ? {
        provider: row.provider,
        subject: row.subject,
        name: row.name,
        email: row.email ?? undefined,
      }
    : undefined;
}
