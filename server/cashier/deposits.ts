import { randomBytes } from 'node:crypto';

import type { SiteSettings } from '../../src/config/generated/site-settings.types.ts';
import { formatMinor, minorOf } from '../../src/lib/money/minor.ts';
import {
  depositHistory,
  firstDepositBonus,
  rewardFirstDeposit,
  welcomeBonusFor,
} from '../bonuses/bonuses.ts';
import type { Db, Queryable } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import { keyReused } from '../ledger/ledger.ts';
import { deposit } from '../ledger/movements.ts';
import { askedAmount, cashierAccount, methodOnWire, methodsFor, offeredMethod } from './methods.ts';

/**
 * Deposits: the player asks for one in the office (a method the variant offers for their country
 * and active account's currency, an amount within its limits), pays at the payment provider (a
 * card, or a bank transfer) and confirms there; the money lands on the account once, and the
 * first deposit brings the welcome bonus. Left at the provider, a deposit is abandoned.
 */

/** How long a started deposit waits for the payer at the provider. */
export const DEPOSIT_TTL_SECONDS = 30 * 60;

export type DepositStatus = 'started' | 'authenticating' | 'succeeded' | 'declined' | 'abandoned';

export interface DepositRecord {
  readonly id: string;
  readonly method: string;
  readonly method_kind: 'card' | 'bank';
  readonly amount: string;
  readonly currency: string;
  readonly status: DepositStatus;
  readonly paid_with: string | null;
  readonly created_at: string;
  readonly decided_at: string | null;
  /** The welcome bonus this deposit brought, if it did. */
  readonly bonus: { readonly id: number; readonly amount: string } | null;
}

const UTC = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;
// A deposit still open when its time ran out reads as abandoned (the player left the provider).
const RECORD = `d.id, d.method, d.method_kind, d.amount::text AS amount, c.code AS currency,
  CASE WHEN d.status IN ('started', 'authenticating') AND d.expires_at <= now() THEN 'abandoned'
       ELSE d.status END AS status, d.paid_with,
  to_char(d.created_at AT TIME ZONE 'UTC', ${UTC}) AS created_at,
  to_char(d.decided_at AT TIME ZONE 'UTC', ${UTC}) AS decided_at,
  b.id AS bonus_id, b.amount::text AS bonus_amount`;
const FROM = `deposits d JOIN accounts a ON a.id = d.account_id JOIN currencies c ON c.id = a.currency_id
  LEFT JOIN bonuses b ON b.id = d.bonus_id`;

type Row = Omit<DepositRecord, 'bonus'> & { bonus_id: number | null; bonus_amount: string | null };

const exact = ({ bonus_id, bonus_amount, ...row }: Row): DepositRecord => ({
  ...row,
  amount: formatMinor(minorOf(row.amount)),
  bonus:
    bonus_id === null || bonus_amount === null
      ? null
      : { id: bonus_id, amount: formatMinor(minorOf(bonus_amount)) },
});

/** The player's deposit (404 for another player's, or none). */
export async function depositOf(db: Queryable, playerId: number, id: string) {
  const [row] = await db.query<Row>(
    `SELECT ${RECORD} FROM ${FROM} WHERE d.id = $1 AND d.player_id = $2`,
    [id, playerId],
  );
  if (!row) throw new ApiProblem(404, 'error_deposit_not_found', [`deposit ${id}`]);
  return exact(row);
}

/** What the deposit page offers: the active account, the methods with limits, the first-deposit bonus. */
export async function rechargeData(
  db: Queryable,
  playerId: number,
  settings: Pick<
    SiteSettings,
    'cashierConfig' | 'globalConfig' | 'registrationConfig' | 'promoConfig'
  >,
) {
  const account = await cashierAccount(db, playerId, settings.globalConfig.geo_country_code);
  const { deposits, choice } = await depositHistory(db, playerId);
  const welcome = deposits === 0 ? welcomeBonusFor(settings, choice) : undefined;
  const { first_deposit, bonus_amount } = settings.registrationConfig;
  return {
    account: { id: account.id, currency: account.code, symbol: account.symbol },
    methods: methodsFor(settings, 'deposit', account.country, account.currency_id).map(
      methodOnWire,
    ),
    first_deposit_bonus: welcome
      ? {
          title: welcome.title,
          percent: first_deposit.percent,
          max: bonus_amount > 0 ? formatMinor(firstDepositBonus(settings, 10n ** 15n)) : null,
        }
      : null,
  };
}

export interface DepositAsk {
  readonly playerId: number;
  readonly partner: number;
  readonly method: string;
  readonly amount: string;
  readonly requestKey: string;
  readonly lang: string;
  readonly settings: Pick<SiteSettings, 'cashierConfig' | 'globalConfig'>;
}

/**
 * Starts a deposit to the active account. The same request key again answers the deposit it
 * started (a double click on Pay, a retry after a lost answer); another deposit under it is refused.
 */
export async function startDeposit(db: Db, ask: DepositAsk): Promise<DepositRecord> {
  const amount = askedAmount(ask.amount);
  return db.transaction(async (tx) => {
    const done = await startedUnder(tx, ask, amount);
    if (done) return done;
    const { account, method } = await offeredMethod(tx, ask, 'deposit', amount);
    const id = `DEP-${randomBytes(12).toString('base64url')}`;
    // Two identical requests at once: the unique key lets one in; the other, once it is in, answers it.
    const [made] = await tx.query<{ id: string }>(
      `INSERT INTO deposits (id, partner, player_id, account_id, method, method_kind, amount, request_key, lang, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() + make_interval(secs => $10))
       ON CONFLICT (request_key) DO NOTHING RETURNING id`,
      [
        id,
        ask.partner,
        ask.playerId,
        account.id,
        method.id,
        method.kind,
        formatMinor(amount),
        ask.requestKey,
        ask.lang,
        DEPOSIT_TTL_SECONDS,
      ],
    );
    if (made) return depositOf(tx, ask.playerId, made.id);
    const raced = await startedUnder(tx, ask, amount);
    if (!raced) throw keyReused(ask.requestKey);
    return raced;
  });
}

/** The deposit the request key started already, if it did: the same one asked again, or refused. */
async function startedUnder(
  tx: Queryable,
  ask: DepositAsk,
  amount: bigint,
): Promise<DepositRecord | undefined> {
  const [done] = await tx.query<{ id: string; player_id: number; method: string; amount: string }>(
    'SELECT id, player_id, method, amount::text AS amount FROM deposits WHERE request_key = $1',
    [ask.requestKey],
  );
  if (!done) return undefined;
  const same =
    done.player_id === ask.playerId &&
    done.method === ask.method &&
    minorOf(done.amount) === amount;
  if (!same) throw keyReused(ask.requestKey);
  return depositOf(tx, ask.playerId, done.id);
}

/** A deposit as the payment provider sees it: open while the payer is still there. */
export interface OpenDeposit {
  readonly id: string;
  readonly kind: 'card' | 'bank';
  readonly amount: string;
  readonly currency: string;
  readonly status: 'started' | 'authenticating';
  readonly paidWith: string | null;
  readonly lang: string;
}

/** The deposit of this partner the provider may still take payment for, or undefined. */
export async function openDeposit(
  db: Queryable,
  partner: number,
  id: string,
): Promise<OpenDeposit | undefined> {
  const [row] = await db.query<{
    method_kind: 'card' | 'bank';
    amount: string;
    currency: string;
    status: 'started' | 'authenticating';
    paid_with: string | null;
    lang: string;
  }>(
    `SELECT d.method_kind, d.amount::text AS amount, c.code AS currency, d.status, d.paid_with, d.lang
     FROM ${FROM} WHERE d.id = $1 AND d.partner = $2
       AND d.status IN ('started', 'authenticating') AND d.expires_at > now()`,
    [id, partner],
  );
  return row
    ? {
        id,
        kind: row.method_kind,
        amount: formatMinor(minorOf(row.amount)),
        currency: row.currency,
        status: row.status,
        paidWith: row.paid_with,
        lang: row.lang,
      }
    : undefined;
}

/** The payer gave their card or bank: the provider asks them to confirm (3-D Secure style). */
export async function payerGiven(db: Queryable, partner: number, id: string, paidWith: string) {
  const rows = await db.query(
    `UPDATE deposits SET status = 'authenticating', paid_with = $3
     WHERE id = $1 AND partner = $2 AND status = 'started' AND expires_at > now() RETURNING id`,
    [id, partner, paidWith],
  );
  return rows.length > 0;
}

/** The provider's test card that its issuer always declines (like the card networks' test numbers). */
export const DECLINED_CARD_LAST4 = '0002';

export type Outcome = 'confirmed' | 'refused' | 'abandoned';

/**
 * Ends an open deposit: confirmed at the provider, the money lands (once: the row moves from open
 * once, and the ledger key is the deposit's) and a first deposit brings the welcome bonus;
 * refused at the confirmation (or a card its issuer declines), declined; left, abandoned.
 * Ended already (a confirmation posted twice): nothing happens again. The lang to go back in.
 */
export async function endDeposit(
  db: Db,
  partner: number,
  id: string,
  outcome: Outcome,
  settings: Pick<SiteSettings, 'registrationConfig' | 'promoConfig'>,
  now: Date,
): Promise<{ lang: string } | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{
      player_id: number;
      account_id: number;
      currency_id: number;
      method: string;
      amount: string;
      status: string;
      paid_with: string | null;
      lang: string;
      open: boolean;
    }>(
      `SELECT d.player_id, d.account_id, a.currency_id, d.method, d.amount::text AS amount, d.status,
              d.paid_with, d.lang, d.expires_at > now() AS open
       FROM deposits d JOIN accounts a ON a.id = d.account_id
       WHERE d.id = $1 AND d.partner = $2 FOR UPDATE OF d`,
      [id, partner],
    );
    if (!row) return undefined;
    const pending = ['started', 'authenticating'].includes(row.status) && row.open;
    if (!pending) return { lang: row.lang };
    const declinedCard = row.paid_with?.endsWith(DECLINED_CARD_LAST4) ?? false;
    const status =
      outcome === 'abandoned'
        ? 'abandoned'
        : outcome === 'confirmed' && row.status === 'authenticating' && !declinedCard
          ? 'succeeded'
          : 'declined';
    await tx.query('UPDATE deposits SET status = $2, decided_at = now() WHERE id = $1', [
      id,
      status,
    ]);
    if (status === 'succeeded') {
      const amount = minorOf(row.amount);
      await deposit(tx, {
        key: `deposit:${id}`,
        account: row.account_id,
        amount,
        source: row.method,
      });
      const bonus = await rewardFirstDeposit(tx, settings, {
        playerId: row.player_id,
        currencyId: row.currency_id,
        amount,
        now,
      });
      if (bonus !== undefined)
        await tx.query('UPDATE deposits SET bonus_id = $2 WHERE id = $1', [id, bonus]);
    }
    return { lang: row.lang };
  });
}
