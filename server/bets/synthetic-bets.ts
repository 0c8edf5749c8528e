import { randomUUID } from 'node:crypto';

import type { Bet, BetKind, SelectionResult } from '../../src/lib/bets/bet-maths.ts';
import { betWithTax } from '../../src/lib/bets/bet-tax.ts';
import { NO_TAX, type TaxSettings } from '../../src/lib/bets/tax-rules.ts';
import type { Minor } from '../../src/lib/money/minor.ts';
import type { Db, Queryable } from '../db/db.ts';
import { playerAccount } from '../ledger/ledger.ts';
import { deposit } from '../ledger/movements.ts';
import { checkAdvance } from './advances.ts';
import { bonusFunding } from './bet-funding.ts';
import { betAskOf, type CouponEvent } from './bet-request.ts';
import type { Quote } from './feed-quote.ts';
import { writeBet } from './place-bet.ts';
import type { OutcomeResolver } from './settlement.ts';

/**
 * Bets written without the feed, on made-up games whose results a test records itself: what the
 * settlement and ledger suites need to drive thousands of bets through every result quickly.
 */

export { NO_TAX };

const SETTINGS = {
  globalConfig: { geo_currency: { id: 7, min_sum_bet: 0 } },
  bettingConfig: { coupon_max_bets: 50, coupon_max_bets_system: 20, bet_check_value: 0 },
} as unknown as Parameters<typeof betAskOf>[2];

let made = 0;

/** A new player of tenge with `funds` on an active main account. */
export async function syntheticPlayer(db: Db, funds: Minor) {
  made += 1;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO players (partner, email, password_hash, registration_type, currency_id)
     VALUES (1, $1, 'x', 'full_reg', 7) RETURNING id`,
    [`bets-${made}-${randomUUID()}@betframe.test`],
  );
  const playerId = row!.id;
  const accountId = await db.transaction((tx) => playerAccount(tx, playerId, 'main', 7));
  await db.query('UPDATE accounts SET is_active = true WHERE id = $1', [accountId]);
  if (funds > 0n)
    await db.transaction((tx) =>
      deposit(tx, { key: `funds-${accountId}`, account: accountId, amount: funds, source: 'test' }),
    );
  return { playerId, accountId };
}

export interface SyntheticBet {
  readonly guid?: string;
  readonly kind: BetKind;
  readonly systemSize?: number;
  readonly stake: Minor;
  /** One selection a game: its id and price (the outcome is always the home win, 1/1). */
  readonly selections: readonly { gameId: number; price: number }[];
  readonly tax?: TaxSettings;
  /** Staked from this bonus of the player's (bonus money or a free bet). */
  readonly bonusId?: number;
  /** An advance bet (checked against what is available). */
  readonly advance?: boolean;
}

/** The bet maths' shape of a synthetic bet. */
export const mathsOf = (bet: SyntheticBet): Bet => {
  const prices = bet.selections.map((s) => s.price);
  return bet.kind === 'system'
    ? { kind: 'system', stake: bet.stake, prices, lineSize: bet.systemSize ?? 0 }
    : { kind: bet.kind, stake: bet.stake, prices };
};

/** Places a synthetic bet in the caller's transaction (or its own): its id. */
export async function placeSynthetic(
  db: Db | Queryable,
  player: { playerId: number; accountId: number },
  bet: SyntheticBet,
): Promise<number> {
  const events: CouponEvent[] = bet.selections.map((s) => ({
    gameId: s.gameId,
    g: 1,
    t: 1,
    c: s.price,
  }));
  const ask = betAskOf(
    {
      betGuid: bet.guid ?? randomUUID(),
      summ: Number(bet.stake) / 100,
      vid: bet.kind === 'single' ? 0 : bet.kind === 'express' ? 1 : 2,
      ...(bet.systemSize === undefined ? {} : { expressNum: bet.systemSize }),
      couponEvents: events,
    },
    2,
    SETTINGS,
  );
  const tax = bet.tax ?? NO_TAX;
  const taxed = betWithTax(tax, mathsOf(bet));
  if (!taxed.ok) throw new Error(`a synthetic bet the maths refuse: ${taxed.error.code}`);
  const quotes: Quote[] = events.map((event, index) => ({
    index,
    event,
    key: `${event.gameId}:0:1:1:0`,
    outcome: { g: 1, t: 1, c: event.c },
    live: false,
    sportId: 1,
    champId: 1000,
    sport: 'Football',
    champ: 'Test league',
    team1: 'Home',
    team2: 'Away',
    start: Date.now(),
  }));
  const write = async (tx: Queryable) => {
    if (bet.advance) await checkAdvance(tx, player.playerId, 7, [{ stake: bet.stake, at: '' }]);
    return writeBet(
      tx,
      player.playerId,
      bet.bonusId === undefined
        ? {
            account: { id: player.accountId, currency_id: 7 },
            freeBet: false,
            advance: bet.advance,
          }
        : await bonusFunding(
            tx,
            player.playerId,
            bet.bonusId,
            [{ stake: bet.stake, at: '' }],
            7,
            new Date(),
          ),
      {
        ask,
        quotes,
        taxed: taxed.value,
        tax,
      },
    );
  };
  return 'transaction' in db ? db.transaction(write) : write(db);
}

const RESULTS: readonly SelectionResult[] = ['won', 'lost', 'void', 'halfWon', 'halfLost'];

/** A made-up game's result: the selection's result is written as the home score (see below). */
export async function recordSyntheticResult(
  db: Queryable,
  gameId: number,
  result: SelectionResult,
) {
  await db.query(
    `INSERT INTO feed_results (game_id, sport_id, champ_id, team1_id, team2_id, started_at, score1,
       score2, periods) VALUES ($1, 1, 1000, 1, 2, now(), $2, 0, '[]') ON CONFLICT DO NOTHING`,
    [gameId, RESULTS.indexOf(result)],
  );
}

/** Settles a synthetic selection by the result its game's home score names. */
export const syntheticResolver: OutcomeResolver = (_outcome, result) => RESULTS[result.score[0]];
