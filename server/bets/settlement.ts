import type { Bet, SelectionResult } from '../../src/lib/bets/bet-maths.ts';
import { betWithTax } from '../../src/lib/bets/bet-tax.ts';
import type { GameResult } from '../../src/lib/bets/outcome-result.ts';
import type { TaxSettings } from '../../src/lib/bets/tax-rules.ts';
import type { WireOutcome } from '../../src/lib/feed/bet-types.ts';
import { formatMinor, minorOf } from '../../src/lib/money/minor.ts';
import { recordTurnover } from '../bonuses/bonuses.ts';
import type { Db } from '../db/db.ts';
import { betSettled, paidToPlayer } from '../ledger/bet-movements.ts';
import { markUnrepaid, repayAdvances } from './advances.ts';
import { payoutTarget } from './bet-funding.ts';
import { settledStatus, statusIdOf } from './bet-status.ts';

/** How an outcome settles on its game's result (undefined: it cannot, so it is void). */
export type OutcomeResolver = (
  outcome: Pick<WireOutcome, 'g' | 't' | 'p' | 'pe'>,
  result: GameResult,
  sportId: number,
) => SelectionResult | undefined;

/** What one run settled. */
export interface Settled {
  readonly selections: number;
  readonly bets: number;
  readonly results: number;
}

const BATCH = 500;

interface OpenSelection {
  id: string;
  g: number;
  t: number;
  p: string | null;
  pe: number | null;
  sport_id: number;
  score1: number;
  score2: number;
  periods: [number, number][];
  overtime: boolean;
  shootout: boolean;
  winner: number | null;
}

/**
 * Settles the open selections of games with a recorded result, a batch a transaction. Rows
 * another process is settling are skipped, not waited for (SKIP LOCKED); a selection's result is
 * written once (only where it is still open).
 */
export async function settleSelections(
  db: Db,
  resolve: OutcomeResolver,
  onVoided: (selectionId: string) => void = () => undefined,
): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const open = await tx.query<OpenSelection>(
        `SELECT s.id::text AS id, s.g, s.t, s.p::text AS p, s.pe, r.sport_id, r.score1, r.score2,
                r.periods, r.overtime, r.shootout, r.winner
         FROM bet_selections s JOIN feed_results r ON r.game_id = s.game_id
         WHERE s.result IS NULL ORDER BY s.id LIMIT $1 FOR UPDATE OF s SKIP LOCKED`,
        [BATCH],
      );
      const results = open.map((s) => {
        const outcome = {
          g: s.g,
          t: s.t,
          ...(s.p === null ? {} : { p: Number(s.p) }),
          ...(s.pe === null ? {} : { pe: s.pe }),
        } as Pick<WireOutcome, 'g' | 't' | 'p' | 'pe'>;
        const result = {
          score: [s.score1, s.score2] as const,
          periods: s.periods,
          overtime: s.overtime,
          shootout: s.shootout,
          winner: s.winner,
        };
        const settled = resolve(outcome, result, s.sport_id);
        if (settled !== undefined) return settled;
        // An outcome its result cannot settle is void (the stake on it returned), and said.
        onVoided(s.id);
        return 'void';
      });
      if (open.length > 0)
        await tx.query(
          `UPDATE bet_selections s SET result = v.result, settled_at = now()
           FROM unnest($1::bigint[], $2::text[]) AS v (id, result)
           WHERE s.id = v.id AND s.result IS NULL`,
          [open.map((s) => s.id), results],
        );
      return open.length;
    });
    total += done;
    if (done < BATCH) return total;
  }
}

interface OpenBet {
  id: number;
  kind: Bet['kind'];
  system_size: number | null;
  stake: string;
  stake_tax: string;
  account_id: number;
  player_id: number;
  currency_id: number;
  bonus_id: number | null;
  free_bet: boolean;
  tax: TaxSettings;
}

/**
 * Settles one bet whose selections all have results, in one transaction: its payout by the bet
 * maths and the tax it was sold under, credited through the ledger (once: the key names the bet)
 * with its status. Another process settling it holds its row: skipped. Answers whether it settled.
 */
async function settleBet(db: Db, betId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [bet] = await tx.query<OpenBet>(
      `SELECT id, kind, system_size, stake::text AS stake, stake_tax::text AS stake_tax,
              account_id, player_id, currency_id, bonus_id, free_bet, tax
       FROM bets WHERE id = $1 AND status = 'open' FOR UPDATE SKIP LOCKED`,
      [betId],
    );
    if (!bet) return false;
    const rows = await tx.query<{ price: string; result: SelectionResult | null }>(
      'SELECT price::text AS price, result FROM bet_selections WHERE bet_id = $1 ORDER BY position',
      [betId],
    );
    const results = rows.map((r) => r.result);
    if (results.some((r) => r === null)) return false;
    const settled = results as SelectionResult[];
    const prices = rows.map((r) => Number(r.price));
    const stake = minorOf(bet.stake);
    const shape: Bet =
      bet.kind === 'system'
        ? { kind: 'system', stake, prices, lineSize: bet.system_size ?? 0 }
        : { kind: bet.kind, stake, prices };
    const taxed = betWithTax(bet.tax, shape, settled);
    if (!taxed.ok) throw new Error(`bet ${betId} cannot be settled: ${taxed.error.code}`);
    const t = taxed.value;
    // What placement debited must be what the maths read now, or the bet's money does not add up.
    if (t.stake !== stake || t.stakeTax !== minorOf(bet.stake_tax))
      throw new Error(`bet ${betId}: its stake reads differently than when it was placed`);
    const paid = t.payoutAfterTax;
    const wholeVoid = settled.every((r) => r === 'void');
    const to = await payoutTarget(
      tx,
      {
        playerId: bet.player_id,
        accountId: bet.account_id,
        currencyId: bet.currency_id,
        bonusId: bet.bonus_id,
        freeBet: bet.free_bet,
      },
      paid,
      stake,
      wholeVoid,
    );
    const move = {
      bet: betId,
      account: to.account,
      netStake: t.netStake,
      payout: t.payout,
      payoutTax: t.payoutTax,
      stakeTaxReturned: t.stakeTaxReturned,
      kept: to.kept,
      forfeited: to.forfeited,
    };
    await betSettled(tx, move);
    const player = paidToPlayer(move);
    const status = settledStatus(settled, player);
    await tx.query(
      `UPDATE bets SET status = $2, status_id = $3, payout = $4, settled_at = now() WHERE id = $1`,
      [betId, status, statusIdOf(status, settled), formatMinor(player)],
    );
    // What reached the player's main money repays what they owe on advances first.
    const [paidTo] = await tx.query<{ kind: string }>('SELECT kind FROM accounts WHERE id = $1', [
      to.account,
    ]);
    const owner = { betId, playerId: bet.player_id, currencyId: bet.currency_id };
    if (!to.forfeited && player > 0n && paidTo?.kind === 'main')
      await repayAdvances(tx, { ...owner, account: to.account, paid: player });
    else await markUnrepaid(tx, bet.player_id, bet.currency_id);
    // What the player staked counts toward their bonuses' wagering once the bet is decided; a bet
    // void as a whole risked nothing and counts nothing, nor does a free bet. Once: the key names
    // the bet.
    if (!wholeVoid && !bet.free_bet && t.netStake > 0n)
      await recordTurnover(tx, {
        key: `bet:${betId}`,
        playerId: bet.player_id,
        currencyId: bet.currency_id,
        amount: t.netStake,
        source: 'bet',
      });
    return true;
  });
}

/** Every open bet whose selections all have results, settled one transaction a bet. */
export async function settleBets(db: Db): Promise<number> {
  let total = 0;
  let after = 0;
  for (;;) {
    const ready = await db.query<{ id: number }>(
      `SELECT b.id FROM bets b WHERE b.status = 'open' AND b.id > $1
         AND NOT EXISTS (SELECT 1 FROM bet_selections s WHERE s.bet_id = b.id AND s.result IS NULL)
       ORDER BY b.id LIMIT $2`,
      [after, BATCH],
    );
    for (const { id } of ready) if (await settleBet(db, id)) total += 1;
    if (ready.length < BATCH) return total;
    after = ready.at(-1)!.id;
  }
}

/** Results every bet on which is settled are marked so (what is left unsettled stays cheap to find). */
export async function markResultsSettled(db: Db): Promise<number> {
  const marked = await db.query(
    `UPDATE feed_results r SET settled_at = now() WHERE r.settled_at IS NULL AND NOT EXISTS (
       SELECT 1 FROM bet_selections s JOIN bets b ON b.id = s.bet_id
       WHERE s.game_id = r.game_id AND b.status = 'open')
     RETURNING r.game_id`,
  );
  return marked.length;
}

/**
 * One settlement run: selections of finished games, then the bets they complete, then the
 * results all of whose bets are settled. Each step is its own transactions, so a run stopped
 * midway leaves nothing half done, and the next run (or another process) carries on from there.
 */
export async function settle(
  db: Db,
  resolve: OutcomeResolver,
  onVoided?: (selectionId: string) => void,
): Promise<Settled> {
  const selections = await settleSelections(db, resolve, onVoided);
  const bets = await settleBets(db);
  const results = await markResultsSettled(db);
  return { selections, bets, results };
}
