import { SESSION_HISTORY, SESSION_IDLE_DAYS } from '../auth/sessions.ts';
import { SIGN_IN_LIMITS } from '../auth/sign-in-limits.ts';
import type { Queryable } from '../db/db.ts';
import type { Retention } from './retention.ts';

type Cutoff = 'expired' | 'signIn' | 'sessions' | 'analytics' | 'budgets';

/**
 * What the purge deletes, in order (rows that keep a captcha challenge go before the challenges),
 * each older than its cut-off ($1). Money is never purged: a paid start and its payment stay.
 */
const STEPS: readonly {
  readonly table: string;
  /** What the counts call the step, when a table has more than one. */
  readonly name?: string;
  readonly cutoff: Cutoff;
  readonly where: string;
}[] = [
  { table: 'verification_codes', cutoff: 'expired', where: 'expires_at < $1' },
  {
    table: 'bank_payment_starts',
    cutoff: 'expired',
    where: `expires_at < $1 AND paid_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM bank_payments p WHERE p.start_id = bank_payment_starts.id)`,
  },
  { table: 'oauth_codes', cutoff: 'expired', where: 'expires_at < $1' },
  { table: 'social_pending', cutoff: 'expired', where: 'expires_at < $1' },
  {
    table: 'captcha_challenges',
    cutoff: 'expired',
    where: `expires_at < $1 AND (token_expires_at IS NULL OR token_expires_at < $1)
      AND NOT EXISTS (SELECT 1 FROM verification_codes v WHERE v.captcha_challenge = captcha_challenges.id)
      AND NOT EXISTS (SELECT 1 FROM bank_payment_starts s WHERE s.captcha_challenge = captcha_challenges.id)
      AND NOT EXISTS (SELECT 1 FROM bank_payments p WHERE p.captcha_challenge = captcha_challenges.id)`,
  },
  { table: 'outbox', cutoff: 'expired', where: 'created_at < $1' },
  {
    table: 'two_factor_challenges',
    cutoff: 'expired',
    where: `created_at < $1::timestamptz - make_interval(secs => ${SIGN_IN_LIMITS.challengeTtl})`,
  },
  // A failure counts towards an address's growing delay for a day: it expires when it leaves that window.
  { table: 'auth_failures', cutoff: 'signIn', where: 'at < $1' },
  {
    table: 'sessions',
    cutoff: 'sessions',
    where: `ended_at < $1 OR (ended_at IS NULL AND last_seen_at < $1::timestamptz - make_interval(days => ${SESSION_IDLE_DAYS}))`,
  },
  // A player's history shows their latest signed-out sessions only: older ones go whatever their age.
  {
    table: 'sessions',
    name: 'sessions_past_history',
    cutoff: 'sessions',
    where: `$1::timestamptz IS NOT NULL AND id IN (
      SELECT id FROM (
        SELECT id, row_number() OVER (PARTITION BY player_id ORDER BY ended_at DESC, id) AS n
        FROM sessions WHERE ended_at IS NOT NULL) ranked
      WHERE n > ${SESSION_HISTORY.limit})`,
  },
  { table: 'analytics_batches', cutoff: 'analytics', where: 'received_at < $1' },
  { table: 'address_budget_uses', cutoff: 'budgets', where: 'at < $1' },
];

/** How many rows each table lost. */
export type PurgeCounts = Record<string, number>;

/**
 * Deletes what the platform no longer needs as of `now` (the platform clock): rows expired longer
 * than the retention ago, ended or long-idle sessions (and signed-out ones past a player's
 * history), old analytics (their events go with them), budget uses older than any budget's window.
 */
export async function purgeExpired(
  db: Queryable,
  now: Date,
  retention: Retention,
  budgetWindowSeconds: number,
): Promise<PurgeCounts> {
  const hour = 3600_000;
  const ago: Record<Cutoff, number> = {
    expired: retention.expiredHours * hour,
    signIn: SIGN_IN_LIMITS.delayWindow * 1000 + retention.expiredHours * hour,
    sessions: retention.sessionDays * 24 * hour,
    analytics: retention.analyticsDays * 24 * hour,
    budgets: budgetWindowSeconds * 1000,
  };
  const counts: PurgeCounts = {};
  for (const step of STEPS) {
    const [row] = await db.query<{ n: number }>(
      `WITH gone AS (DELETE FROM ${step.table} WHERE ${step.where} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
      [new Date(now.getTime() - ago[step.cutoff]).toISOString()],
    );
    counts[step.name ?? step.table] = row?.n ?? 0;
  }
  return counts;
}
