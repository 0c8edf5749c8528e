import type { Bet } from '../../src/lib/bets/bet-maths.ts';
import { betWithTax, type TaxedBet } from '../../src/lib/bets/bet-tax.ts';
import type { TaxSettings } from '../../src/lib/bets/tax-rules.ts';
import { formatMinor } from '../../src/lib/money/minor.ts';
import type { Db, Queryable } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import { duelViews } from '../feed/duels-store.ts';
import type { FeedService } from '../feed/feed-service.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { checkAdvance } from './advances.ts';
import { bonusFunding } from './bet-funding.ts';
import {
  checkPayout,
  checkStake,
  type LimitSettings,
  limitsOnWire,
  stakeLimits,
} from './bet-limits.ts';
import { type BetRecord, betRecord } from './bet-record.ts';
import type { BetAsk } from './bet-request.ts';
import { quoteEvents } from './feed-quote.ts';
import { activeAccount, placedUnder, type PricedBet, writeBet } from './place-bet.ts';
import { acceptedPrices } from './price-policy.ts';

/** Where bets are placed: the database and the feed whose prices they play at. */
export interface BetDeps {
  readonly db: Db;
  readonly feed: FeedService;
}

/** A bet placement wrote: its id and what it was priced at. */
export interface WrittenBet {
  readonly id: number;
  readonly bet: PricedBet;
}

/** Who bets, under which variant's settings, naming games in which language. */
export interface BetContext {
  readonly playerId: number;
  readonly settings: LimitSettings;
  readonly language: string;
  /** The platform's now (a bonus's expiry is read at it). */
  readonly now: Date;
}

/** What MakeBetWeb and MakeBetWebMulti answer: the bets, the account's balance, the limits. */
export interface BetsMade {
  readonly bets: BetRecord[];
  readonly balance: string;
  readonly limits: ReturnType<typeof limitsOnWire>;
}

/**
 * Work done in placement's transaction around writing the bets: a manager's proposal locked and
 * checked before, marked placed after (server/bets/manager-bet-approval.ts); the coupon published
 * to the lobby with the bets written, never for a replayed guid (server/bets/lobby-publish.ts).
 */
export interface PlacementHooks {
  readonly before?: (tx: Queryable) => Promise<void>;
  readonly written?: (tx: Queryable, written: readonly WrittenBet[]) => Promise<void>;
  readonly after?: (tx: Queryable, betIds: readonly number[]) => Promise<void>;
}

/** The bet maths on the accepted prices with the variant's tax (a refusal named by its field). */
export function taxedBet(ask: BetAsk, prices: number[], tax: TaxSettings): TaxedBet {
  const bet: Bet =
    ask.kind === 'system'
      ? { kind: 'system', stake: ask.stake, prices, lineSize: ask.systemSize ?? 0 }
      : { kind: ask.kind, stake: ask.stake, prices };
  const taxed = betWithTax(tax, bet);
  if (taxed.ok) return taxed.value;
  const { code, field } = taxed.error;
  if (code === 'stake_too_small')
    throw new ApiProblem(422, 'error_bet_stake_too_small', [
      `body ${ask.at}/summ: too small to give each line of the system a cent`,
    ]);
  if (code.startsWith('tax_'))
    // The variant's configuration, not the request: betting is closed until the operator fixes it.
    throw new ApiProblem(503, 'error_bets_unavailable', [
      `settings bettingConfig.tax.${field ?? 'type'} is not valid`,
    ]);
  throw new Error(`bet maths refused a checked bet: ${code}`);
}

/**
 * Places bets all or nothing: each re-priced from the feed at its now under the player's policy,
 * within the stake and payout limits, staked from the player's active account in one transaction
 * with their rows. A bet already placed under its guid (a double click, a retry, another tab) is
 * answered as it was placed, whatever the feed says now.
 */
export async function makeBets(
  deps: BetDeps,
  context: BetContext,
  asks: readonly BetAsk[],
  hooks: PlacementHooks = {},
): Promise<BetsMade> {
  const { db, feed } = deps;
  const { playerId, settings } = context;
  const placed = await Promise.all(asks.map((ask) => placedUnder(db, playerId, ask)));
  const fresh = asks.filter((_, i) => placed[i] === undefined);
  const account = await activeAccount(db, playerId);
  const limits = stakeLimits(settings, account.currency_id);
  const priced: PricedBet[] = [];
  if (fresh.length > 0) {
    for (const ask of fresh) checkStake(ask.stake, limits, `${ask.at}/summ`);
    const sim = await feed.simulator();
    const now = feed.now();
    const tax = settings.bettingConfig.tax;
    const gameIds = fresh.flatMap((ask) => ask.events.map((e) => e.gameId));
    const duels = await duelViews(db, sim, gameIds, now);
    for (const ask of fresh) {
      const quotes = quoteEvents(sim, now, ask.events, context.language, ask.at, duels);
      const taxed = taxedBet(ask, acceptedPrices(quotes, ask.policy, ask.at), tax);
      checkPayout(taxed.payoutAfterTax, limits, `${ask.at}/summ`);
      priced.push({ ask, quotes, taxed, tax });
    }
  }
  const write = async (tx: Queryable) => {
    await hooks.before?.(tx);
    // The account read again in the transaction: the player may have switched it meanwhile.
    const staking = await activeAccount(tx, playerId);
    if (staking.currency_id !== account.currency_id)
      for (const bet of priced)
        checkStake(bet.ask.stake, stakeLimits(settings, staking.currency_id), `${bet.ask.at}/summ`);
    // Bets on one bonus (all asks name the same one, or none): it is checked and locked once.
    const bonusId = priced[0]?.ask.bonusId;
    const advance = priced[0]?.ask.advance === true;
    if (advance) {
      // Locked first: two advances at once are checked one after the other.
      await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [staking.id]);
      await checkAdvance(
        tx,
        playerId,
        staking.currency_id,
        priced.map((bet) => ({ stake: bet.ask.stake, at: bet.ask.at })),
      );
    }
    const funding =
      bonusId === undefined
        ? { account: staking, freeBet: false, advance }
        : await bonusFunding(
            tx,
            playerId,
            bonusId,
            priced.map((bet) => ({ stake: bet.ask.stake, at: bet.ask.at })),
            staking.currency_id,
            context.now,
          );
    const made = new Map<BetAsk, number>();
    for (const bet of priced) made.set(bet.ask, await writeBet(tx, playerId, funding, bet));
    await hooks.written?.(
      tx,
      priced.map((bet) => ({ id: made.get(bet.ask)!, bet })),
    );
    const ids = asks.map((ask, i) => placed[i] ?? made.get(ask)!);
    await hooks.after?.(tx, ids);
    return ids;
  };
  // Every bet a replay: nothing to write, whatever account is active now.
  const ids = priced.length === 0 ? (placed as number[]) : await db.transaction(write);
  const bets = await Promise.all(ids.map((id) => betRecord(db, id)));
  const accountId = bets[0]?.accountId ?? account.id;
  return {
    bets,
    balance: formatMinor(await balanceOf(db, accountId)),
    limits: limitsOnWire(stakeLimits(settings, account.currency_id)),
  };
}
