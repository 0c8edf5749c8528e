import type { SiteSettings } from '../../src/config/generated/site-settings.types.ts';
import { formatMinor, type Minor, minorOf, parseMinor } from '../../src/lib/money/minor.ts';
import type { Queryable } from '../db/db.ts';
import { ApiProblem, validationProblem } from '../errors.ts';

/**
 * The cashier's methods (cashierConfig.methods): which the variant offers for a direction, the
 * player's country and their active account's currency, and checking that a request names one
 * with an amount within its limits.
 */

export type Direction = 'deposit' | 'withdrawal';

/** A method the cashier offers, with its limits in one currency. */
export interface OfferedMethod {
  readonly id: string;
  readonly kind: 'card' | 'bank';
  readonly min: Minor;
  readonly max: Minor;
  /** One-tap amounts, smallest first (limits' presets). */
  readonly presets: readonly Minor[];
}

/** The variant's methods for a direction, a country and a currency (cashierConfig.methods). */
export function methodsFor(
  settings: Pick<SiteSettings, 'cashierConfig'>,
  direction: Direction,
  country: string,
  currencyId: number,
): OfferedMethod[] {
  return settings.cashierConfig.methods.flatMap((method) => {
    const limit = method.limits.find((l) => l.currency_id === currencyId);
    const countries = method.countries ?? [];
    const inCountry = countries.length === 0 || countries.includes(country);
    if (!method.directions.includes(direction) || !inCountry || !limit) return [];
    return [
      {
        id: method.id,
        kind: method.kind,
        min: minorOf(limit.min),
        max: minorOf(limit.max),
        presets: (limit.presets ?? []).map(minorOf),
      },
    ];
  });
}

/** A method as getrechargedata and getdeducedata send it (amounts as exact text). */
export const methodOnWire = (m: OfferedMethod) => ({
  id: m.id,
  kind: m.kind,
  min: formatMinor(m.min),
  max: formatMinor(m.max),
  presets: m.presets.map(formatMinor),
});

/** The player's active main account, and the country the cashier offers methods for. */
export async function cashierAccount(db: Queryable, playerId: number, fallbackCountry: string) {
  const [row] = await db.query<{
    id: number;
    currency_id: number;
    code: string;
    symbol: string;
    country: string | null;
  }>(
    `SELECT a.id, a.currency_id, c.code, c.symbol, k.alpha2 AS country
     FROM accounts a JOIN currencies c ON c.id = a.currency_id JOIN players p ON p.id = a.player_id
     LEFT JOIN countries k ON k.id = p.country_id
     WHERE a.player_id = $1 AND a.kind = 'main' AND a.is_active AND a.closed_at IS NULL`,
    [playerId],
  );
  if (!row) throw new ApiProblem(409, 'error_no_active_account', [`player ${playerId}`]);
  return { ...row, country: row.country ?? fallbackCountry };
}

/** The amount a deposit or withdrawal asks for: exact text, more than zero (422 naming it). */
export function askedAmount(text: string): Minor {
  const amount = parseMinor(text);
  if (amount === undefined || amount <= 0n)
    throw validationProblem({ amount: ['error_amount_invalid'] });
  return amount;
}

/**
 * The active account and the method a request names, offered there for the direction, with the
 * amount within its limits — else a 422 naming `method` or `amount`.
 */
export async function offeredMethod(
  tx: Queryable,
  ask: {
    readonly playerId: number;
    readonly method: string;
    readonly settings: Pick<SiteSettings, 'cashierConfig' | 'globalConfig'>;
  },
  direction: Direction,
  amount: Minor,
) {
  const account = await cashierAccount(
    tx,
    ask.playerId,
    ask.settings.globalConfig.geo_country_code,
  );
  const method = methodsFor(ask.settings, direction, account.country, account.currency_id).find(
    (m) => m.id === ask.method,
  );
  if (!method) throw validationProblem({ method: ['error_method_not_offered'] });
  if (amount < method.min) throw validationProblem({ amount: ['error_amount_below_min'] });
  if (amount > method.max) throw validationProblem({ amount: ['error_amount_above_max'] });
  return { account, method };
}
