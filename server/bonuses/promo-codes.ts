import type { SiteSettings } from '../../src/config/generated/site-settings.types.ts';
import { formatMinor, minorOf, parseMinor } from '../../src/lib/money/minor.ts';
import { cashierAccount } from '../cashier/methods.ts';
import type { Db, Queryable } from '../db/db.ts';
import { validationProblem } from '../errors.ts';
import { BONUS_DEFAULTS, bonusesOf, grantBonus, type OfficeBonusRecord } from './bonuses.ts';

/**
 * Promo codes the variant offers (promoConfig.promo_codes): a player activates each once, in any
 * case; it credits a bonus (wagered, then converted) or a free bet in their active account's
 * currency. Unknown, not yet started, ended and already used codes are refused by name.
 */

type PromoCode = SiteSettings['promoConfig']['promo_codes'][number];

/** Why a code cannot be activated: the key the office shows. */
const refused = (key: string) => validationProblem({ promo_code: [key] });

/** The code the player typed, as the variant writes codes (upper case, no spaces around). */
export const normalisedCode = (typed: string) => typed.trim().toUpperCase();

export async function activatePromoCode(
  db: Db,
  ask: {
    playerId: number;
    code: string;
    settings: Pick<SiteSettings, 'promoConfig' | 'globalConfig'>;
    now: Date;
  },
): Promise<OfficeBonusRecord> {
  const code = normalisedCode(ask.code);
  const promo: PromoCode | undefined = ask.settings.promoConfig.promo_codes.find(
    (p) => p.code === code,
  );
  if (!promo) throw refused('error_promo_unknown');
  const now = ask.now.getTime();
  if (promo.starts_at !== undefined && Date.parse(promo.starts_at) > now)
    throw refused('error_promo_not_started');
  if (Date.parse(promo.ends_at) <= now) throw refused('error_promo_expired');
  return db.transaction(async (tx) => {
    const account = await cashierAccount(
      tx,
      ask.playerId,
      ask.settings.globalConfig.geo_country_code,
    );
    const offer = promo.amounts.find((a) => a.currency_id === account.currency_id);
    const amount = offer && parseMinor(offer.amount);
    if (!amount) throw refused('error_promo_currency');
    const bonusId = await grantBonus(tx, {
      playerId: ask.playerId,
      type: promo.type,
      title: promo.title,
      source: 'promo',
      sourceCode: promo.code,
      promoId: promo.id,
      currencyId: account.currency_id,
      amount,
      wager: promo.wager ?? BONUS_DEFAULTS.promo.wager,
      days: promo.days ?? BONUS_DEFAULTS.promo.days,
      now: ask.now,
    });
    if (bonusId === undefined) throw refused('error_promo_used');
    const record = (await bonusesOf(tx, ask.playerId)).find((b) => b.id === bonusId);
    if (!record) throw new Error(`bonus ${bonusId} was not stored`);
    return record;
  });
}

/** A promo code the player activated (getUserPromoCodesNew), newest first. */
export interface PromoActivation {
  readonly code: string;
  readonly promoaction_id: number | null;
  readonly type: number;
  readonly title: string;
  readonly amount: string;
  readonly currency_code: string;
  readonly status: string;
  readonly activated_at: string;
}

export async function promoCodesOf(db: Queryable, playerId: number): Promise<PromoActivation[]> {
  const rows = await db.query<PromoActivation>(
    `SELECT b.source_code AS code, b.promo_id AS promoaction_id, b.type, b.title,
            b.amount::text AS amount, c.code AS currency_code, b.status,
            to_char(b.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS activated_at
     FROM bonuses b JOIN currencies c ON c.id = b.currency_id
     WHERE b.player_id = $1 AND b.source = 'promo' ORDER BY b.id DESC`,
    [playerId],
  );
  return rows.map((row) => ({ ...row, amount: formatMinor(minorOf(row.amount)) }));
}
