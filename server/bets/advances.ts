import { formatMinor, type Minor, minorOf } from '../../src/lib/money/minor.ts';
import type { Queryable } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import { advanceRepaid } from '../ledger/bet-movements.ts';

/**
 * Advance bets (GetAvance; MakeBetWeb's `avanceBet`): the platform lends the stake against the
 * potential winnings of the player's own open bets — at most half of them (ADVANCE_SHARE), less
 * what is still owed. The loan comes from the platform's `advances` account, so the player's main
 * balance never goes below zero; whatever the player is paid next (any bet's settlement into the
 * main account) repays it first. When none of the player's bets is open any more and some of it is
 * still owed, the advance is unrepaid: shown, and no further advance until it is paid back.
 */

/** The share of the open bets' potential winnings the platform lends at most. */
export const ADVANCE_SHARE = { numerator: 1n, denominator: 2n } as const;

export interface AdvanceStanding {
  /** What an advance bet may stake now. */
  readonly available: Minor;
  /** What is still owed on earlier advances. */
  readonly outstanding: Minor;
  /** The potential winnings of the open bets the advance is against. */
  readonly backing: Minor;
  /** An advance was left unrepaid: no more until it is paid back. */
  readonly blocked: boolean;
}

const sum = (value: string | number | null) => (value === null ? 0n : minorOf(value));

/** Where the player stands for an advance in a currency (in the caller's transaction). */
export async function advanceStanding(
  db: Queryable,
  playerId: number,
  currencyId: number,
): Promise<AdvanceStanding> {
  // Bets staked from the player's own main money back an advance (not advances, not bonuses).
  const [backed] = await db.query<{ backing: string | null }>(
    `SELECT SUM(potential_payout - stake)::text AS backing FROM bets
     WHERE player_id = $1 AND currency_id = $2 AND status = 'open' AND NOT advance
       AND bonus_id IS NULL AND potential_payout > stake`,
    [playerId, currencyId],
  );
  const [owed] = await db.query<{ outstanding: string | null; unrepaid: number }>(
    `SELECT SUM(amount - repaid)::text AS outstanding,
            count(*) FILTER (WHERE status = 'unrepaid')::int AS unrepaid
     FROM bet_advances WHERE player_id = $1 AND currency_id = $2 AND status <> 'repaid'`,
    [playerId, currencyId],
  );
  const backing = sum(backed?.backing ?? null);
  const outstanding = sum(owed?.outstanding ?? null);
  const blocked = (owed?.unrepaid ?? 0) > 0;
  const cap = (backing * ADVANCE_SHARE.numerator) / ADVANCE_SHARE.denominator;
  const available = blocked || cap <= outstanding ? 0n : cap - outstanding;
  return { available, outstanding, backing, blocked };
}

/** The standing as the platform writes it. */
export const standingOnWire = (s: AdvanceStanding) => ({
  available: formatMinor(s.available),
  outstanding: formatMinor(s.outstanding),
  backing: formatMinor(s.backing),
  blocked: s.blocked,
});

/**
 * Checks that advance bets staking `stakes` in all may be placed now (the account is locked by
 * the caller first, so two advances at once are checked one after the other): a 409 naming the
 * first stake that goes beyond what is available, or that advances are blocked.
 */
export async function checkAdvance(
  tx: Queryable,
  playerId: number,
  currencyId: number,
  stakes: readonly { stake: Minor; at: string }[],
): Promise<void> {
  const standing = await advanceStanding(tx, playerId, currencyId);
  const extra = standingOnWire(standing);
  if (standing.blocked)
    throw new ApiProblem(
      409,
      'error_bet_advance_blocked',
      [`body ${stakes[0]?.at ?? ''}/avanceBet: an earlier advance is unrepaid`],
      extra,
    );
  let left = standing.available;
  for (const { stake, at } of stakes) {
    if (stake > left)
      throw new ApiProblem(
        409,
        'error_bet_advance_above_available',
        [`body ${at}/summ: more than the ${formatMinor(standing.available)} available on advance`],
        extra,
      );
    left -= stake;
  }
}

/** Records the loan of an advance bet just written. */
export async function recordAdvance(
  tx: Queryable,
  advance: { betId: number; playerId: number; currencyId: number; amount: Minor },
): Promise<void> {
  await tx.query(
    `INSERT INTO bet_advances (bet_id, player_id, currency_id, amount) VALUES ($1, $2, $3, $4)`,
    [advance.betId, advance.playerId, advance.currencyId, formatMinor(advance.amount)],
  );
}

/**
 * After a bet paid `paid` into the player's main account `account`: what is owed on advances is
 * repaid out of it first, oldest first (each part once: its key names the advance and the bet that
 * paid it). Then, if none of the player's bets in the currency is open any more, what is still owed
 * is unrepaid. In the settlement's transaction.
 */
export async function repayAdvances(
  tx: Queryable,
  settled: { betId: number; playerId: number; currencyId: number; account: number; paid: Minor },
): Promise<void> {
  const owed = await tx.query<{ bet_id: number; amount: string; repaid: string }>(
    `SELECT bet_id, amount::text AS amount, repaid::text AS repaid FROM bet_advances
     WHERE player_id = $1 AND currency_id = $2 AND status <> 'repaid' ORDER BY bet_id FOR UPDATE`,
    [settled.playerId, settled.currencyId],
  );
  let left = settled.paid;
  for (const advance of owed) {
    if (left <= 0n) break;
    const due = minorOf(advance.amount) - minorOf(advance.repaid);
    const part = due < left ? due : left;
    if (part <= 0n) continue;
    await advanceRepaid(tx, {
      key: `advance:${advance.bet_id}:repaid-by:${settled.betId}`,
      account: settled.account,
      amount: part,
      advanceBet: advance.bet_id,
    });
    await tx.query(
      `UPDATE bet_advances SET repaid = repaid + $2,
         status = CASE WHEN repaid + $2 >= amount THEN 'repaid' ELSE status END,
         closed_at = CASE WHEN repaid + $2 >= amount THEN now() ELSE closed_at END
       WHERE bet_id = $1`,
      [advance.bet_id, formatMinor(part)],
    );
    left -= part;
  }
  await markUnrepaid(tx, settled.playerId, settled.currencyId);
}

/** Advances still owed once none of the player's bets in the currency is open: unrepaid. */
export async function markUnrepaid(tx: Queryable, playerId: number, currencyId: number) {
  await tx.query(
    `UPDATE bet_advances a SET status = 'unrepaid'
     WHERE a.player_id = $1 AND a.currency_id = $2 AND a.status = 'open' AND a.repaid < a.amount
       AND NOT EXISTS (SELECT 1 FROM bets b WHERE b.player_id = $1 AND b.currency_id = $2
                       AND b.status = 'open')`,
    [playerId, currencyId],
  );
}
