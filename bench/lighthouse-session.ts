/** A signed-in session per variant for the office runs: the cookies the platform sets at sign-in. */
import { hashPassword } from '../server/auth/password.ts';
import { DEMO_PLAYER } from '../server/db/seed.ts';
import type { Cookie } from './browser-cookies.ts';
import type { Platform } from './platform.ts';

export interface Variant {
  readonly name: string;
  readonly host: string;
  readonly lng: string;
  readonly partner: number;
  /** The bench player's country and currency (the variant's own, as a registration would give). */
  readonly countryId: number;
  readonly currencyId: number;
}

const PASSWORD = 'Bench-pass-1';

/**
 * The demo player on Betframe; elsewhere a player written straight into the bench's database
 * (registering through the API would mean solving each variant's own captcha and form first,
 * which is not what this bench measures). Either way the session comes from the platform's sign-in.
 */
async function playerOf(platform: Platform, variant: Variant) {
  if (variant.partner === DEMO_PLAYER.partner)
    return { login: DEMO_PLAYER.email, password: DEMO_PLAYER.password };
  const login = `bench@${variant.name}.test`;
  const hash = await hashPassword(PASSWORD);
  await platform.server.db.transaction(async (tx) => {
    const [player] = await tx.query<{ id: number }>(
      `INSERT INTO players (partner, email, password_hash, registration_type, country_id, currency_id, email_confirmed)
       VALUES ($1, $2, $3, 'full_reg', $4, $5, true) RETURNING id`,
      [variant.partner, login, hash, variant.countryId, variant.currencyId],
    );
    // The header shows the balance of a signed-in player: an account as a registration opens one.
    await tx.query('INSERT INTO accounts (player_id, currency_id) VALUES ($1, $2)', [
      player!.id,
      variant.currencyId,
    ]);
  });
  return { login, password: PASSWORD };
}

/** Signs a player of the variant in through POST /user/auth: the cookies the platform set. */
export async function signedInCookies(platform: Platform, variant: Variant): Promise<Cookie[]> {
  const { login, password } = await playerOf(platform, variant);
  const res = await platform.server.inject({
    method: 'POST',
    url: '/user/auth',
    headers: { host: `${variant.host}:${platform.port}` },
    payload: { type: 'email', login, password },
  });
  if (res.statusCode !== 200)
    throw new Error(`sign-in on ${variant.name} answered ${res.statusCode}: ${res.body}`);
  return res.cookies.map((c) => ({ name: c.name, value: c.value, httpOnly: c.httpOnly ?? false }));
}
