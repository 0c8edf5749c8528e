import type { Queryable } from '../db/db.ts';
import { one } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';

/**
 * Wrong second-factor codes are counted per player, across sign-in challenges and the office's
 * disable call (and recovery codes, when there are any): a new challenge is not a new budget.
 */
export const SECOND_FACTOR_BUDGET = {
  /** The wrong code that starts the first pause; each one after it starts the next. */
  failures: 5,
  /** Seconds of each pause, the last repeating. */
  pauses: [60, 300, 900, 3600],
} as const;

/** What the budget needs from the route: the platform clock's now, and how to warn the player a pause began. */
export interface SecondFactorGuard {
  readonly now: Date;
  readonly warnPaused: (playerId: number, until: Date) => Promise<void>;
}

/** 429 error_two_factor_locked: the seconds left and the time (ISO) the pause ends. */
export function pausedProblem(until: Date, now: Date): ApiProblem {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new ApiProblem(429, 'error_two_factor_locked', [], {
    retry_after: seconds,
    retry_at: until.toISOString(),
  });
}

/**
 * The refusal while the player's second factor is paused, else undefined. Locks the player's
 * budget row in `tx`, so simultaneous guesses queue behind each other instead of all passing.
 */
export async function pauseOf(
  tx: Queryable,
  playerId: number,
  now: Date,
): Promise<ApiProblem | undefined> {
  await tx.query(
    'INSERT INTO second_factor_budget (player_id) VALUES ($1) ON CONFLICT (player_id) DO NOTHING',
    [playerId],
  );
  const row = await one<{ until_ms: number | null }>(
    tx,
    `SELECT (extract(epoch FROM paused_until) * 1000)::float8 AS until_ms
     FROM second_factor_budget WHERE player_id = $1 FOR UPDATE`,
    [playerId],
  );
  const until = row?.until_ms ?? null;
  return until !== null && until > now.getTime() ? pausedProblem(new Date(until), now) : undefined;
}

/** Counts a wrong code; answers the end of the pause it started, if it started one. */
export async function spendFailure(
  tx: Queryable,
  playerId: number,
  now: Date,
): Promise<Date | undefined> {
  const row = await one<{ failures: number }>(
    tx,
    'UPDATE second_factor_budget SET failures = failures + 1 WHERE player_id = $1 RETURNING failures',
    [playerId],
  );
  const over = (row?.failures ?? 0) - SECOND_FACTOR_BUDGET.failures;
  if (over < 0) return undefined;
  const { pauses } = SECOND_FACTOR_BUDGET;
  const until = new Date(now.getTime() + (pauses[Math.min(over, pauses.length - 1)] ?? 0) * 1000);
  await tx.query('UPDATE second_factor_budget SET paused_until = $2 WHERE player_id = $1', [
    playerId,
    until.toISOString(),
  ]);
  return until;
}

/** A right code: the budget starts over. */
export const resetBudget = (tx: Queryable, playerId: number) =>
  tx.query(
    'UPDATE second_factor_budget SET failures = 0, paused_until = NULL WHERE player_id = $1',
    [playerId],
  );

/**
 * What a second-factor check found: a right or wrong code, a code already spent (it counts as
 * wrong, but the player is told why), or a refusal that spends nothing (an expired challenge).
 */
export type SecondFactorVerdict = 'right' | 'wrong' | 'used' | ApiProblem;

/**
 * Runs a second-factor check for a player within the budget, in one transaction: `verify` looks at
 * the code (and does the work a right code does). A paused player is refused before the code is
 * looked at; a wrong or spent code answers `wrong(reason)`, or the pause it started — after which
 * the player is warned, once the transaction has committed.
 */
export async function withinBudget(
  db: { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> },
  playerId: number,
  guard: SecondFactorGuard,
  verify: (tx: Queryable) => Promise<SecondFactorVerdict>,
  wrong: (reason: 'wrong' | 'used') => ApiProblem,
): Promise<void> {
  // Refusals are returned, not thrown, so that the transaction keeps what it counted.
  const outcome = await db.transaction(
    async (tx): Promise<{ problem?: ApiProblem; paused?: Date }> => {
      const paused = await pauseOf(tx, playerId, guard.now);
      if (paused) return { problem: paused };
      const verdict = await verify(tx);
      if (verdict instanceof ApiProblem) return { problem: verdict };
      if (verdict === 'right') {
        await resetBudget(tx, playerId);
        return {};
      }
      const until = await spendFailure(tx, playerId, guard.now);
      return until
        ? { problem: pausedProblem(until, guard.now), paused: until }
        : { problem: wrong(verdict) };
    },
  );
  if (outcome.paused) await guard.warnPaused(playerId, outcome.paused);
  if (outcome.problem) throw outcome.problem;
}
