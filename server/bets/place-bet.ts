import type { TaxedBet } from '../../src/lib/bets/bet-tax.ts';
import { ratioThousandths } from '../../src/lib/bets/ratio.ts';
import type { TaxSettings } from '../../src/lib/bets/tax-rules.ts';
import { formatMinor } from '../../src/lib/money/minor.ts';
import type { Queryable } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import { betPlaced } from '../ledger/bet-movements.ts';
import { recordAdvance } from './advances.ts';
import type { Funding } from './bet-funding.ts';
import type { BetAsk } from './bet-request.ts';
import { STATUS_IDS } from './bet-status.ts';
import type { Quote } from './feed-quote.ts';
import { lockPowered } from './power-bet-lock.ts';

/** A bet priced and taxed, ready to be written. */
export interface PricedBet {
  readonly ask: BetAsk;
  readonly quotes: readonly Quote[];
  readonly taxed: TaxedBet;
  readonly tax: TaxSettings;
}

/** The player's active main account: where bets are staked from and paid to. */
export async function activeAccount(db: Queryable, playerId: number) {
  const [row] = await db.query<{ id: number; currency_id: number }>(
    `SELECT id, currency_id FROM accounts
     WHERE player_id = $1 AND kind = 'main' AND is_active AND closed_at IS NULL`,
    [playerId],
  );
  if (!row) throw new ApiProblem(409, 'error_no_active_account', [`player ${playerId}`]);
  return row;
}

/** 409: the guid was used for another bet (the same bet again is answered, never refused). */
export const guidReused = (ask: Pick<BetAsk, 'at' | 'guid'>) =>
  new ApiProblem(409, 'error_bet_guid_reused', [
    `body ${ask.at}/betGuid: ${ask.guid} was used for another bet`,
  ]);

/**
 * The bet this player already placed under the guid, if any (a different one is refused, and so is
 * a guid a bet request of theirs took: server/bets/bet-requests.ts).
 */
export async function placedUnder(db: Queryable, playerId: number, ask: BetAsk) {
  const [row] = await db.query<{ id: number; fingerprint: string; requested: boolean }>(
    `SELECT b.id, b.fingerprint, false AS requested FROM bets b
     WHERE b.player_id = $1 AND b.bet_guid = $2
     UNION ALL
     SELECT NULL, r.fingerprint, true FROM bet_requests r
     WHERE r.player_id = $1 AND r.bet_guid = $2 AND r.bet_id IS NULL
     ORDER BY requested`,
    [playerId, ask.guid],
  );
  if (row && (row.requested || row.fingerprint !== ask.fingerprint)) throw guidReused(ask);
  return row?.id;
}

/**
 * Writes the bet, its selections and its stake's debit in the caller's transaction (all or
 * nothing). The guid is taken first: a concurrent request with the same guid waits on it and
 * then answers the bet it made. The player's balance is the ledger's to check: a stake above it
 * is a 409 naming the stake, and nothing is written.
 */
export async function writeBet(
  tx: Queryable,
  playerId: number,
  funding: Funding,
  bet: PricedBet,
): Promise<number> {
  const { ask, quotes, taxed } = bet;
  const { account } = funding;
  // A free bet pays its winnings only: what it may pay is the payout less the stake.
  const potential = funding.freeBet
    ? taxed.payoutAfterTax > taxed.stake
      ? taxed.payoutAfterTax - taxed.stake
      : 0n
    : taxed.payoutAfterTax;
  // The account is locked before the bet row refers to it: that reference takes a share lock on
  // the account, and two bets holding one each while both wait to lock it would deadlock.
  await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [account.id]);
  if (ask.poweredBetId !== undefined)
    await lockPowered(tx, { guid: ask.guid, poweredBetId: ask.poweredBetId }, taxed.coefficient);
  const [made] = await tx.query<{ id: number }>(
    `INSERT INTO bets (player_id, bet_guid, fingerprint, kind, system_size, stake, stake_tax,
       currency_id, account_id, coefficient, potential_payout, tax, status_id, bonus_id, free_bet,
       advance, powered_bet_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::numeric / 1000, $11, $12, $13, $14, $15, $16,
       $17)
     ON CONFLICT (player_id, bet_guid) DO NOTHING RETURNING id`,
    [
      playerId,
      ask.guid,
      ask.fingerprint,
      ask.kind,
      ask.systemSize ?? null,
      formatMinor(taxed.stake),
      formatMinor(taxed.stakeTax),
      account.currency_id,
      account.id,
      ratioThousandths(taxed.coefficient).toString(),
      formatMinor(potential),
      JSON.stringify(bet.tax),
      STATUS_IDS.open,
      funding.bonusId ?? null,
      funding.freeBet,
      funding.advance === true,
      ask.poweredBetId ?? null,
    ],
  );
  if (!made) {
    const id = await placedUnder(tx, playerId, ask);
    if (id === undefined) throw new Error(`the bet under ${ask.guid} vanished`);
    return id;
  }
  await tx.query(
    `INSERT INTO bet_selections (bet_id, position, game_id, g, t, p, pe, price, price_seen, live,
       sport_id, champ_id, sport, champ, team1, team2, outcome_name, game_start)
     SELECT $1, s.* FROM jsonb_to_recordset($2::jsonb) AS s (position smallint, game_id integer,
       g smallint, t integer, p numeric, pe smallint, price numeric, price_seen numeric,
       live boolean, sport_id integer, champ_id integer, sport text, champ text, team1 text,
       team2 text, outcome_name text, game_start timestamptz)`,
    [made.id, JSON.stringify(quotes.map(selectionRow))],
  );
  try {
    await betPlaced(tx, {
      bet: made.id,
      account: account.id,
      stake: taxed.stake,
      stakeTax: taxed.stakeTax,
      advance: funding.advance === true,
      ...(funding.heldBy === undefined ? {} : { heldBy: funding.heldBy }),
    });
    if (funding.advance)
      await recordAdvance(tx, {
        betId: made.id,
        playerId,
        currencyId: account.currency_id,
        amount: taxed.stake,
      });
  } catch (error) {
    if (error instanceof ApiProblem && error.messageKey === 'error_insufficient_funds')
      throw new ApiProblem(
        409,
        error.messageKey,
        [`body ${ask.at}/summ: more than the account holds`],
        error.extra,
      );
    throw error;
  }
  return made.id;
}

const selectionRow = (q: Quote) => ({
  position: q.index,
  game_id: q.event.gameId,
  g: q.outcome.g,
  t: q.outcome.t,
  p: q.outcome.p ?? null,
  pe: q.outcome.pe ?? null,
  price: q.outcome.c,
  price_seen: q.event.c,
  live: q.live,
  sport_id: q.sportId,
  champ_id: q.champId,
  sport: q.sport,
  champ: q.champ,
  team1: q.team1,
  team2: q.team2,
  outcome_name: q.outcomeName ?? null,
  game_start: new Date(q.start).toISOString(),
});
