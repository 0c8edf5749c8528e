import { randomBytes } from 'node:crypto';

import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { Db } from '../db/db.ts';
import { one } from '../db/db.ts';
import type { OAuthProvider, ProviderIdentity } from './provider.ts';

export { PROVIDER_NAMES } from '../../src/lib/social/providers.ts';

export const CODE_TTL = 300;
export const PENDING_TTL = 1800;

/** What the user types on the stand-in's sign-in page. */
export interface ProviderSignIn {
  readonly email: string;
  readonly password: string;
  /** Only for a new account. */
  readonly name: string;
}

/** The account signed in to, or why not (the page says so; no code is issued). */
export type ProviderSignInResult =
  | { readonly identity: ProviderIdentity }
  | { readonly refused: 'oauth_wrong_password' | 'oauth_name_needed' };

type AccountRow = { subject: string; name: string; email: string; password_hash: string };

const identityOf = (provider: string, account: AccountRow): ProviderIdentity => ({
  provider,
  subject: account.subject,
  name: account.name,
  email: account.email,
});

const accountOf = (db: Db, provider: string, email: string) =>
  one<AccountRow>(
    db,
    'SELECT subject, name, email, password_hash FROM oauth_standin_accounts WHERE provider = $1 AND lower(email) = lower($2)',
    [provider, email],
  );

/**
 * Signs in to the stand-in's account for the e-mail with its password, or — for an e-mail it has
 * no account for — creates one with a subject of its own choosing. Typing someone's e-mail never
 * yields their account without their password here.
 */
export async function signInAtStandin(
  db: Db,
  provider: string,
  input: ProviderSignIn,
): Promise<ProviderSignInResult> {
  const email = input.email.trim();
  let account = await accountOf(db, provider, email);
  if (!account) {
    const name = input.name.trim();
    if (!name) return { refused: 'oauth_name_needed' };
    const [created] = await db.query<AccountRow>(
      `INSERT INTO oauth_standin_accounts (subject, provider, email, name, password_hash)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING subject, name, email, password_hash`,
      [randomBytes(16).toString('hex'), provider, email, name, await hashPassword(input.password)],
    );
    if (created) return { identity: identityOf(provider, created) };
    // Created by a parallel sign-up for the same e-mail: that account's password decides.
    account = await accountOf(db, provider, email);
  }
  if (!account || !(await verifyPassword(input.password, account.password_hash)))
    return { refused: 'oauth_wrong_password' };
  return { identity: identityOf(provider, account) };
}

/** A one-use authorisation code for the identity, good for this redirect only. */
export async function issueCode(
  db: Db,
  identity: ProviderIdentity,
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

/** The stand-in as the platform's provider: its codes exchanged for the accounts' identities. */
export function standinProvider(db: Db): OAuthProvider {
  return {
    async exchange(code, provider, redirectUri) {
      const row = await one<{ subject: string; name: string; email: string | null }>(
        db,
        `UPDATE oauth_codes SET used_at = now()
         WHERE code = $1 AND provider = $2 AND redirect_uri = $3 AND used_at IS NULL AND expires_at > now()
         RETURNING subject, name, email`,
        [code, provider, redirectUri],
      );
      return row
        ? { provider, subject: row.subject, name: row.name, email: row.email ?? undefined }
        : undefined;
    },
  };
}
