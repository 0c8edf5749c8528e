import type { SiteSettings } from '../../src/config/generated/site-settings.types.ts';
import { BONUS_TYPE } from '../../src/lib/money/bonus-types.ts';
import { formatMinor, type Minor, minorOf, percentOf } from '../../src/lib/money/minor.ts';
import { PAGE_SIZE } from '../cashier/history.ts';
import type { Queryable } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { convertBonus, creditBonus, forfeitBonus } from '../ledger/movements.ts';

/**
 * Bonuses: money the platform gives (a welcome bonus on the first deposit, a promo code's bonus
 * or free bet) on a bonus account of its own. A wagered bonus converts to main money once the
 * turnover reported for the player's bets and casino rounds reaches its requirement; whatever a
 * bonus holds is forfeited to the pool when it expires or the player refuses it.
 */

export { BONUS_TYPE };

/**
 * The schema's defaults of a bonus's wagering and days: settings get no defaults filled inside
 * array items, so a welcome bonus or promo code that leaves them out reads these (a test keeps
 * them equal to the schema's).
 */
export const BONUS_DEFAULTS = {
  welcome: { wager: 5, days: 30 },
  promo: { wager: 1, days: 7 },
} as const;

/** A free bet is staked on the coupon, never wagered into main money. */
const converts = (type: number) => type !== BONUS_TYPE.freebet;

export type BonusStatus = 'active' | 'converted' | 'expired' | 'refused';

export interface NewBonus {
  readonly playerId: number;
  readonly type: number;
  readonly title: string;
  readonly source: 'welcome' | 'promo';
  readonly sourceCode: string;
  readonly promoId?: number;
  readonly currencyId: number;
  readonly amount: Minor;
  /** Turnover needed, as a multiple of the amount (0: converts at once). */
  readonly wager: number;
  readonly days: number;
  readonly now: Date;
}

/**
 * Credits a bonus: the bonus, its account and the money from the pool, in the caller's
 * transaction. A source already given to this player (the same welcome bonus, the same promo
 * code) is refused by the unique index: undefined, nothing credited.
 */
export async function grantBonus(tx: Queryable, bonus: NewBonus): Promise<number | undefined> {
  const required = converts(bonus.type) ? bonus.amount * BigInt(bonus.wager) : 0n;
  const expires = new Date(bonus.now.getTime() + bonus.days * 86_400_000);
  const [made] = await tx.query<{ id: number }>(
    `INSERT INTO bonuses (player_id, type, title, source, source_code, promo_id, currency_id, amount,
       wager_required, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (player_id, source, source_code) DO NOTHING RETURNING id`,
    [
      bonus.playerId,
      bonus.type,
      bonus.title,
      bonus.source,
      bonus.sourceCode,
      bonus.promoId ?? null,
      bonus.currencyId,
      formatMinor(bonus.amount),
      formatMinor(required),
      bonus.now.toISOString(),
      expires.toISOString(),
    ],
  );
  if (!made) return undefined;
  const [account] = await tx.query<{ id: number }>(
    `INSERT INTO accounts (player_id, currency_id, kind, is_active, bonus_id)
     VALUES ($1, $2, 'bonus', false, $3) RETURNING id`,
    [bonus.playerId, bonus.currencyId, made.id],
  );
  if (!account) throw new Error('the bonus account was not stored');
  await creditBonus(tx, {
    key: `bonus:${made.id}:credit`,
    account: account.id,
    amount: bonus.amount,
    bonus: made.id,
  });
  if (converts(bonus.type) && required === 0n) await convert(tx, made.id);
  return made.id;
}

interface BonusRow {
  id: number;
  player_id: number;
  type: number;
  currency_id: number;
  status: BonusStatus;
  account_id: number;
}

/** A bonus with its account, locked for a change. */
async function lockedBonus(tx: Queryable, bonusId: number): Promise<BonusRow | undefined> {
  const [row] = await tx.query<BonusRow>(
    `SELECT b.id, b.player_id, b.type, b.currency_id, b.status, a.id AS account_id
     FROM bonuses b JOIN accounts a ON a.bonus_id = b.id WHERE b.id = $1 FOR UPDATE OF b`,
    [bonusId],
  );
  return row;
}

/** Wagering met: what the bonus holds moves to the player's main account of its currency. */
async function convert(tx: Queryable, bonusId: number): Promise<void> {
  const bonus = await lockedBonus(tx, bonusId);
  if (bonus?.status !== 'active') return;
  const [main] = await tx.query<{ id: number }>(
    `SELECT id FROM accounts WHERE player_id = $1 AND kind = 'main' AND currency_id = $2
     AND closed_at IS NULL`,
    [bonus.player_id, bonus.currency_id],
  );
  // No open main account in its currency (closed since): the bonus waits until there is one.
  if (!main) return;
  const held = await balanceOf(tx, bonus.account_id);
  if (held > 0n)
    await convertBonus(tx, {
      key: `bonus:${bonusId}:converted`,
      account: bonus.account_id,
      amount: held,
      bonus: bonusId,
      main: main.id,
    });
  await tx.query(`UPDATE bonuses SET status = 'converted', closed_at = now() WHERE id = $1`, [
    bonusId,
  ]);
}

/** Ends an active bonus, forfeiting what it holds: it expired, or the player refused it. */
async function forfeit(tx: Queryable, bonus: BonusRow, reason: 'expired' | 'refused') {
  const held = await balanceOf(tx, bonus.account_id);
  if (held > 0n)
    await forfeitBonus(tx, {
      key: `bonus:${bonus.id}:${reason}`,
      account: bonus.account_id,
      amount: held,
      bonus: bonus.id,
      reason,
    });
  await tx.query('UPDATE bonuses SET status = $2, closed_at = now() WHERE id = $1', [
    bonus.id,
    reason,
  ]);
}

/** The player refuses an active bonus of theirs (refusebonus): what it holds is forfeited. */
export async function refuseBonus(tx: Queryable, playerId: number, bonusId: number) {
  const bonus = await lockedBonus(tx, bonusId);
  if (!bonus || bonus.player_id !== playerId)
    throw new ApiProblem(404, 'error_bonus_not_found', [`bonus ${bonusId}`]);
  if (bonus.status !== 'active')
    throw new ApiProblem(409, 'error_bonus_closed', [`bonus ${bonusId} is ${bonus.status}`]);
  await forfeit(tx, bonus, 'refused');
}

/** Where turnover comes from: a bet (sport) or a casino round. */
export type TurnoverSource = 'bet' | 'casino';

/**
 * Turnover from a bet or casino round (posted by those features, once per key): it advances
 * every active wagered bonus of the player in its currency, each by what it still needed at most,
 * and records that part as what counted toward the bonus (office_bonuses_wager); those it
 * completes convert.
 */
export async function recordTurnover(
  tx: Queryable,
  turnover: {
    key: string;
    playerId: number;
    currencyId: number;
    amount: Minor;
    source: TurnoverSource;
  },
): Promise<void> {
  if (turnover.amount <= 0n) throw new Error('turnover must be positive');
  const [taken] = await tx.query<{ key: string }>(
    `INSERT INTO bonus_turnover (key, player_id, amount, currency_id, source)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (key) DO NOTHING RETURNING key`,
    [
      turnover.key,
      turnover.playerId,
      formatMinor(turnover.amount),
      turnover.currencyId,
      turnover.source,
    ],
  );
  if (!taken) return;
  // Locked first: what a bonus had done before is the latest, and the part counted is exact.
  const open = await tx.query<{ id: number; done: string | number; required: string | number }>(
    `SELECT id, wager_done AS done, wager_required AS required FROM bonuses
     WHERE player_id = $1 AND currency_id = $2 AND status = 'active' AND type <> $3
       AND wager_required > 0
     ORDER BY id FOR UPDATE`,
    [turnover.playerId, turnover.currencyId, BONUS_TYPE.freebet],
  );
  for (const bonus of open) {
    const done = minorOf(bonus.done);
    const required = minorOf(bonus.required);
    const counted = done >= required ? 0n : min(turnover.amount, required - done);
    if (counted > 0n) {
      await tx.query('UPDATE bonuses SET wager_done = $2 WHERE id = $1', [
        bonus.id,
        formatMinor(done + counted),
      ]);
      await tx.query(
        `INSERT INTO bonus_turnover_counted (turnover_key, bonus_id, amount) VALUES ($1, $2, $3)`,
        [turnover.key, bonus.id, formatMinor(counted)],
      );
    }
    // Met (now, or before with no main account to convert into then): it converts.
    if (done + counted >= required) await convert(tx, bonus.id);
  }
}

const min = (a: Minor, b: Minor): Minor => (a < b ? a : b);

/** Active bonuses whose time is up are forfeited (the upkeep runs this); how many ended. */
export async function expireBonuses(tx: Queryable, now: Date): Promise<number> {
  const due = await tx.query<{ id: number }>(
    `SELECT id FROM bonuses WHERE status = 'active' AND expires_at <= $1 ORDER BY id`,
    [now.toISOString()],
  );
  let ended = 0;
  for (const { id } of due) {
    const bonus = await lockedBonus(tx, id);
    if (bonus?.status !== 'active') continue;
    await forfeit(tx, bonus, 'expired');
    ended += 1;
  }
  return ended;
}

/** The welcome bonus a player gets with their first deposit, if the variant offers one. */
export function welcomeBonusFor(
  settings: Pick<SiteSettings, 'registrationConfig' | 'promoConfig'>,
  choice: unknown,
): SiteSettings['promoConfig']['welcome_bonuses'][number] | undefined {
  if (!settings.registrationConfig.first_deposit.enabled) return undefined;
  const offered = settings.promoConfig.welcome_bonuses;
  // The one chosen at registration; a form that asked nothing gets the first offered.
  const chosen =
    typeof choice === 'string'
      ? offered.find((b) => b.bonusCode.toLowerCase() === choice.toLowerCase())
      : offered.find((b) => !b.cancel);
  return chosen && !chosen.cancel ? chosen : undefined;
}

/** What a first deposit earns: percentFirstDeposit of it, capped by bonusAmount when set. */
export function firstDepositBonus(
  settings: Pick<SiteSettings, 'registrationConfig'>,
  deposit: Minor,
): Minor {
  const { first_deposit, bonus_amount } = settings.registrationConfig;
  const earned = percentOf(deposit, minorOf(first_deposit.percent));
  const cap = minorOf(bonus_amount);
  return cap > 0n && earned > cap ? cap : earned;
}

/** How many deposits the player made, and the welcome bonus they chose at registration. */
export async function depositHistory(
  db: Queryable,
  playerId: number,
): Promise<{ deposits: number; choice: string | undefined }> {
  const [row] = await db.query<{ deposits: number; choice: string | null }>(
    `SELECT (SELECT count(*)::int FROM ledger_transactions t
             WHERE t.player_id = p.id AND t.kind = 'deposit') AS deposits,
            p.fields->>'bonus_choice' AS choice
     FROM players p WHERE p.id = $1`,
    [playerId],
  );
  return { deposits: row?.deposits ?? 0, choice: row?.choice ?? undefined };
}

/**
 * After a deposit landed: on the player's first deposit, their welcome bonus is credited in the
 * deposit's currency (once: the welcome source is unique per player).
 */
export async function rewardFirstDeposit(
  tx: Queryable,
  settings: Pick<SiteSettings, 'registrationConfig' | 'promoConfig'>,
  deposit: { playerId: number; currencyId: number; amount: Minor; now: Date },
): Promise<number | undefined> {
  const { deposits, choice } = await depositHistory(tx, deposit.playerId);
  if (deposits !== 1) return undefined;
  const welcome = welcomeBonusFor(settings, choice);
  if (!welcome) return undefined;
  const amount = firstDepositBonus(settings, deposit.amount);
  if (amount <= 0n) return undefined;
  return grantBonus(tx, {
    playerId: deposit.playerId,
    type: welcome.type ?? BONUS_TYPE.sport,
    title: welcome.title,
    source: 'welcome',
    sourceCode: welcome.bonusCode,
    currencyId: deposit.currencyId,
    amount,
    wager: welcome.wager ?? BONUS_DEFAULTS.welcome.wager,
    days: welcome.days ?? BONUS_DEFAULTS.welcome.days,
    now: deposit.now,
  });
}

/** The spec's office bonus record, from its source fields (TypeBonus … promoaction_id). */
export interface OfficeBonusRecord {
  readonly id: number;
  readonly idBonus: number;
  readonly TypeBonus: number;
  readonly BonusName: string;
  readonly bonus_start: string;
  readonly bonus_finish: string;
  readonly bonus_fact: string;
  readonly BonusClosed: boolean;
  readonly status: BonusStatus;
  readonly closing_time: string;
  readonly currency_code: string;
  readonly promoaction_id: number | null;
  /** What the bonus holds now (exact decimal text). */
  readonly money: string;
  /** What was credited. */
  readonly amount: string;
  readonly created_at: string;
}

const UTC = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

/** The player's bonuses, newest first: active ones, then what ended (converted, expired, refused). */
export async function bonusesOf(db: Queryable, playerId: number): Promise<OfficeBonusRecord[]> {
  const rows = await db.query<
    Omit<OfficeBonusRecord, 'money' | 'amount' | 'bonus_start' | 'bonus_finish' | 'bonus_fact'> & {
      money: string | number;
      amount: string | number;
      bonus_finish: string | number;
      bonus_fact: string | number;
    }
  >(
    `SELECT b.id, b.id AS "idBonus", b.type AS "TypeBonus", b.title AS "BonusName",
            b.wager_required AS bonus_finish, b.wager_done AS bonus_fact,
            b.status <> 'active' AS "BonusClosed", b.status,
            to_char(COALESCE(b.closed_at, b.expires_at) AT TIME ZONE 'UTC', ${UTC}) AS closing_time,
            c.code AS currency_code, b.promo_id AS promoaction_id, b.amount,
            COALESCE((SELECT SUM(e.amount) FROM ledger_entries e WHERE e.account_id = a.id), 0) AS money,
            to_char(b.created_at AT TIME ZONE 'UTC', ${UTC}) AS created_at
     FROM bonuses b JOIN accounts a ON a.bonus_id = b.id JOIN currencies c ON c.id = b.currency_id
     WHERE b.player_id = $1 ORDER BY b.status <> 'active', b.id DESC`,
    [playerId],
  );
  return rows.map((row) => ({
    ...row,
    bonus_start: '0.00',
    bonus_finish: formatMinor(minorOf(row.bonus_finish)),
    bonus_fact: formatMinor(minorOf(row.bonus_fact)),
    money: formatMinor(minorOf(row.money)),
    amount: formatMinor(minorOf(row.amount)),
  }));
}

/** A turnover that counted toward a bonus (office_bonuses_wager): the stake and the part counted. */
export interface CountedTurnover {
  readonly key: string;
  readonly source: TurnoverSource;
  /** The stake the bet or round reported (exact decimal text). */
  readonly amount: string;
  /** The part of it that counted toward this bonus. */
  readonly counted: string;
  readonly currency_code: string;
  readonly created_at: string;
}

/**
 * Page `page` (from 1) of the turnover that advanced one of the player's bonuses, newest first;
 * a bonus that is not theirs is not found.
 */
export async function bonusTurnoverOf(
  db: Queryable,
  playerId: number,
  bonusId: number,
  page: number,
): Promise<CountedTurnover[]> {
  const [bonus] = await db.query<{ player_id: number }>(
    'SELECT player_id FROM bonuses WHERE id = $1',
    [bonusId],
  );
  if (bonus?.player_id !== playerId)
    throw new ApiProblem(404, 'error_bonus_not_found', [`bonus ${bonusId}`]);
  const rows = await db.query<
    Omit<CountedTurnover, 'amount' | 'counted'> & {
      amount: string | number;
      counted: string | number;
    }
  >(
    `SELECT t.key, t.source, t.amount, k.amount AS counted, c.code AS currency_code,
            to_char(t.created_at AT TIME ZONE 'UTC', ${UTC}) AS created_at
     FROM bonus_turnover_counted k
     JOIN bonus_turnover t ON t.key = k.turnover_key
     JOIN currencies c ON c.id = t.currency_id
     WHERE k.bonus_id = $1
     ORDER BY t.created_at DESC, t.key DESC LIMIT $2 OFFSET $3`,
    [bonusId, PAGE_SIZE, (page - 1) * PAGE_SIZE],
  );
  return rows.map((row) => ({
    ...row,
    amount: formatMinor(minorOf(row.amount)),
    counted: formatMinor(minorOf(row.counted)),
  }));
}
