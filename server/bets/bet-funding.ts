import { BONUS_TYPE } from '../../src/lib/money/bonus-types.ts';
import { formatMinor, type Minor } from '../../src/lib/money/minor.ts';
import type { Queryable } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import { balanceOf } from '../ledger/ledger.ts';

/**
 * Where a bet's stake comes from and where what it pays goes. By default the player's active
 * main account, both ways. A bet staked from a bonus (MakeBetWeb's `userIdBonus`):
 * - bonus money (a sport or promo-code bonus) stakes from the bonus's own account, and what the
 *   bet pays goes back there while the bonus is active (it is still bonus money, to be wagered);
 *   to the main account if the bonus has converted meanwhile, to the bonus pool if it has ended;
 * - a free bet stakes the whole free bet on one bet and pays only its winnings, to the main
 *   account (the book keeps the stake); a free bet void as a whole comes back as it was.
 */

/** The account a bet is staked from, and the bonus it draws on (if any). */
export interface Funding {
  readonly account: { readonly id: number; readonly currency_id: number };
  readonly bonusId?: number;
  readonly freeBet: boolean;
  /** An advance bet: the platform lends the stake (server/bets/advances.ts). */
  readonly advance?: boolean;
  /** A bet request placed: the request (server/bets/bet-requests.ts) holds the stake already. */
  readonly heldBy?: number;
}

interface BonusRow {
  id: number;
  player_id: number;
  type: number;
  status: string;
  expired: boolean;
  currency_id: number;
  account_id: number;
}

const field = '/userIdBonus';

/**
 * The bonus a player stakes bets from, locked for the transaction (a conversion or an expiry
 * waits for the bet): theirs, active, for sport, in the active account's currency; a free bet
 * stakes exactly what it holds, on one bet. A 4xx naming the field otherwise.
 */
export async function bonusFunding(
  tx: Queryable,
  playerId: number,
  bonusId: number,
  stakes: readonly { stake: Minor; at: string }[],
  currencyId: number,
  now: Date,
): Promise<Funding> {
  const [bonus] = await tx.query<BonusRow>(
    `SELECT b.id, b.player_id, b.type, b.status, b.expires_at <= $2 AS expired, b.currency_id,
            a.id AS account_id
     FROM bonuses b JOIN accounts a ON a.bonus_id = b.id WHERE b.id = $1 FOR UPDATE OF b`,
    [bonusId, now.toISOString()],
  );
  if (!bonus || bonus.player_id !== playerId)
    throw new ApiProblem(422, 'error_bet_bonus_unknown', [
      `body ${field}: no bonus ${bonusId} of yours`,
    ]);
  if (bonus.status !== 'active' || bonus.expired)
    throw new ApiProblem(409, 'error_bonus_closed', [
      `body ${field}: bonus ${bonusId} is ${bonus.expired ? 'expired' : bonus.status}`,
    ]);
  if (bonus.type === BONUS_TYPE.casino)
    throw new ApiProblem(422, 'error_bet_bonus_casino', [
      `body ${field}: bonus ${bonusId} is for the casino`,
    ]);
  if (bonus.currency_id !== currencyId)
    throw new ApiProblem(422, 'error_bet_bonus_currency', [
      `body ${field}: bonus ${bonusId} is in another currency than the active account`,
    ]);
  const freeBet = bonus.type === BONUS_TYPE.freebet;
  if (freeBet) {
    const held = await balanceOf(tx, bonus.account_id);
    const wrong =
      stakes.length !== 1 ? stakes[1] : stakes[0]!.stake !== held ? stakes[0] : undefined;
    if (wrong)
      throw new ApiProblem(
        422,
        'error_bet_free_bet_stake',
        [
          stakes.length !== 1
            ? `body ${wrong.at}: a free bet stakes one bet`
            : `body ${wrong.at}/summ: a free bet stakes all of it, ${formatMinor(held)}`,
        ],
        { free_bet: formatMinor(held) },
      );
  }
  return { account: { id: bonus.account_id, currency_id: bonus.currency_id }, bonusId, freeBet };
}

/** Where a settled bonus bet's payout goes, and what of it the book keeps. */
export interface PaidTo {
  readonly account: number;
  readonly kept: Minor;
  readonly forfeited: boolean;
}

/**
 * Where what a bet pays goes (see above). `paid` is what the bet pays after tax, `stake` what it
 * staked, `wholeVoid` whether every selection was void.
 */
export async function payoutTarget(
  tx: Queryable,
  bet: {
    playerId: number;
    accountId: number;
    currencyId: number;
    bonusId: number | null;
    freeBet: boolean;
  },
  paid: Minor,
  stake: Minor,
  wholeVoid: boolean,
): Promise<PaidTo> {
  if (bet.bonusId === null) return { account: bet.accountId, kept: 0n, forfeited: false };
  const [bonus] = await tx.query<{ status: string }>(
    'SELECT status FROM bonuses WHERE id = $1 FOR UPDATE',
    [bet.bonusId],
  );
  const active = bonus?.status === 'active';
  const main = async () => {
    const [row] = await tx.query<{ id: number }>(
      `SELECT id FROM accounts WHERE player_id = $1 AND kind = 'main' AND currency_id = $2
         AND closed_at IS NULL ORDER BY is_active DESC, id LIMIT 1`,
      [bet.playerId, bet.currencyId],
    );
    return row?.id;
  };
  if (bet.freeBet && !wholeVoid) {
    // Winnings only: the stake is the book's. No open main account: they wait on the bonus's.
    const kept = paid < stake ? paid : stake;
    return { account: (await main()) ?? bet.accountId, kept, forfeited: false };
  }
  if (active) return { account: bet.accountId, kept: 0n, forfeited: false };
  if (bonus?.status === 'converted') {
    const to = await main();
    if (to !== undefined) return { account: to, kept: 0n, forfeited: false };
  }
  // The bonus ended (expired, refused): what it would get is forfeited to the pool, as it was.
  return { account: bet.accountId, kept: 0n, forfeited: true };
}
