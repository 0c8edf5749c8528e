import type { Queryable } from '../db/db.ts';
import { tooManyRequests } from '../errors.ts';
import { wholeNumberSetting } from './platform-setting.ts';

/** Writes anyone may make without an account, each with its own per-address budget. */
export type BudgetName = 'captcha_challenge' | 'analytics_batch' | 'registration';

/** At most `limit` writes from one address in any `windowSeconds`. */
export interface Budget {
  readonly limit: number;
  readonly windowSeconds: number;
}
export type Budgets = Readonly<Record<BudgetName, Budget>>;

/**
 * The defaults, and the variable that sets each limit (where many players share an address, as
 * the end-to-end run does, raise them). A person solves a few puzzles an hour and registers once;
 * a page sends an analytics batch every 3 s at most, five a second in a burst.
 */
export const BUDGET_SETTINGS: Readonly<
  Record<
    BudgetName,
    { readonly env: string; readonly limit: number; readonly windowSeconds: number }
  >
> = {
  captcha_challenge: { env: 'BETFRAME_CAPTCHAS_PER_IP_HOUR', limit: 60, windowSeconds: 3600 },
  analytics_batch: { env: 'BETFRAME_ANALYTICS_PER_IP_MINUTE', limit: 120, windowSeconds: 60 },
  registration: { env: 'BETFRAME_REGISTRATIONS_PER_IP_HOUR', limit: 20, windowSeconds: 3600 },
};

/** The budgets the environment sets (PlatformSettingError for a value that is not a count). */
export function budgetsFrom(env: Readonly<Record<string, string | undefined>>): Budgets {
  const entries = Object.entries(BUDGET_SETTINGS).map(([name, s]) => [
    name,
    { limit: wholeNumberSetting(env, s.env, s.limit), windowSeconds: s.windowSeconds },
  ]);
  return Object.fromEntries(entries) as Record<BudgetName, Budget>;
}

/** The longest window: uses older than this count for nothing and may be purged. */
export const longestWindow = (budgets: Budgets) =>
  Math.max(...Object.values(budgets).map((b) => b.windowSeconds));

/** A write the budget let through: counted once it has succeeded (a failed write costs nothing). */
export interface BudgetPass {
  count(): Promise<void>;
}

/**
 * A 429 `error_rate_limited` (with the seconds until the oldest counted write leaves the window)
 * when the address has used up the budget at `now`; otherwise the pass to count the write with.
 */
export async function checkBudget(
  db: Queryable,
  spend: { name: BudgetName; budget: Budget; ip: string; now: Date },
): Promise<BudgetPass> {
  const { name, budget, ip, now } = spend;
  const [used] = await db.query<{ n: number; oldest: number | null }>(
    `SELECT count(*)::int AS n, extract(epoch FROM $3::timestamptz - min(at))::float8 AS oldest
     FROM address_budget_uses
     WHERE budget = $1 AND ip = $2 AND at > $3::timestamptz - make_interval(secs => $4)`,
    [name, ip, now.toISOString(), budget.windowSeconds],
  );
  if (used && used.n >= budget.limit)
    throw tooManyRequests(budget.windowSeconds - (used.oldest ?? 0), 'error_rate_limited');
  return {
    count: async () =>
      void (await db.query('INSERT INTO address_budget_uses (budget, ip, at) VALUES ($1, $2, $3)', [
        name,
        ip,
        now.toISOString(),
      ])),
  };
}
