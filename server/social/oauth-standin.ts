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

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The provider's consent page (server HTML, no script, styled by /oauth/consent.css). */
export function consentPage(texts: { title: string; intro: string; name: string; email: string; go: string; cancel: string; lang: string; dir: string }, hidden: Record<string, string>, cancelUrl: string): string {
  const inputs = Object.entries(hidden).map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('');
  return `<!doctype html><html lang="${escapeHtml(texts.lang)}" dir="${texts.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.title)}</title><link rel="stylesheet" href="/oauth/consent.css"></head><body><main>
<h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.intro)}</p>
<form method="get" action="/oauth/approve">${inputs}
<label for="name">${escapeHtml(texts.name)}</label><input id="name" name="name" required maxlength="80" autocomplete="name">
<label for="email">${escapeHtml(texts.email)}</label><input id="email" name="email" type="email" maxlength="120" autocomplete="email">
<button type="submit">${escapeHtml(texts.go)}</button> <a href="${escapeHtml(cancelUrl)}">${escapeHtml(texts.cancel)}</a>
</form></main></body></html>`;
}

export const CONSENT_CSS = `body{font-family:system-ui,sans-serif;background:#f1f3f4;color:#202124;margin:0}main{max-width:26rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:8px}
label{display:block;margin-top:1rem;font-weight:600}input{width:100%;box-sizing:border-box;padding:.5rem;font:inherit;border:1px solid #5f6368;border-radius:4px}
button{margin-top:1.25rem;background:#1a56c4;color:#fff;border:0;padding:.6rem 1.2rem;border-radius:4px;font:inherit;cursor:pointer}a{color:#1a56c4}`;

/** The account the player picked on the consent page → a one-use authorisation code. */
export async function issueCode(db: Db, identity: SocialIdentity, redirectUri: string): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO oauth_codes (code, provider, subject, name, email, redirect_uri, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [code, identity.provider, identity.subject, identity.name, identity.email ?? null, redirectUri, CODE_TTL],
  );
  return code;
}

/** The provider's subject for an account: stable for the same e-mail (or name). */
export const subjectOf = (provider: string, email: string | undefined, name: string) =>
  createHash('sha256').update(`${provider}:${(email || name).trim().toLowerCase()}`).digest('hex').slice(0, 24);

/** Exchanges a code (once, before it expires, for the same redirect URI) for the identity. */
export async function redeemCode(db: Db, code: string, provider: string, redirectUri: string): Promise<SocialIdentity | undefined> {
  const row = await one<{ provider: string; subject: string; name: string; email: string | null }>(
    db,
    `UPDATE oauth_codes SET used_at = now()
     WHERE code = $1 AND provider = $2 AND redirect_uri = $3 AND used_at IS NULL AND expires_at > now()
     RETURNING provider, subject, name, email`,
    [code, provider, redirectUri],
  );
  return row ? { provider: row.provider, subject: row.subject, name: row.name, email: row.email ?? undefined } : undefined;
}
