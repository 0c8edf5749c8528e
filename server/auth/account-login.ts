import type { Db } from '../db/db.ts';
import { one } from '../db/db.ts';
import { validationProblem } from '../errors.ts';

/** A login name never looks like an account number, a phone or an e-mail, so the sign-in lookup cannot mistake it. */
export const LOGIN_NAME = /^[A-Za-z][A-Za-z0-9._-]{2,29}$/;

/** What the office shows of the account's sign-in names. */
export interface AccountData {
  readonly id: number;
  readonly email: string | null;
  readonly phone: string | null;
  readonly login: string | null;
  readonly auth_by_email: boolean;
  /** The e-mail address was confirmed (activation link or code). */
  readonly email_confirmed: boolean;
}

export async function accountData(db: Db, playerId: number): Promise<AccountData | undefined> {
  return one<AccountData>(
    db,
    'SELECT id, email, phone, login, auth_by_email, email_confirmed FROM players WHERE id = $1',
    [playerId],
  );
}

/**
 * Sets the player's login name ('' removes it) and whether their e-mail signs in; 422 naming the
 * field for a malformed or taken name, or for e-mail sign-in turned off with no e-mail on the account.
 */
export async function setAccountLogin(
  db: Db,
  playerId: number,
  input: { login: string; auth_by_email: boolean },
): Promise<AccountData> {
  const login = input.login.trim();
  if (login !== '' && !LOGIN_NAME.test(login))
    throw validationProblem({ login: ['office_login_invalid'] });
  const current = await accountData(db, playerId);
  if (!current) throw validationProblem({ login: ['office_login_invalid'] });
  if (login !== '') {
    const taken = await one(
      db,
      'SELECT 1 FROM players p JOIN players me ON me.id = $1 WHERE p.partner = me.partner AND lower(p.login) = lower($2) AND p.id <> me.id',
      [playerId, login],
    );
    if (taken) throw validationProblem({ login: ['office_login_taken'] });
  }
  const updated = await one<AccountData>(
    db,
    'UPDATE players SET login = $2, auth_by_email = $3 WHERE id = $1 RETURNING id, email, phone, login, auth_by_email, email_confirmed',
    [playerId, login === '' ? null : login, input.auth_by_email],
  );
  return updated ?? current;
}
