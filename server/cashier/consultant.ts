import type { SiteSettings } from '../../src/config/generated/site-settings.types.ts';
import { formatMinor, minorOf } from '../../src/lib/money/minor.ts';
import type { Db, Queryable } from '../db/db.ts';
import { ApiProblem, validationProblem } from '../errors.ts';
import { keyReused } from '../ledger/ledger.ts';
import { PAGE_SIZE } from './history.ts';
import { cashierAccount } from './methods.ts';

/**
 * The payment consultant (office_payment_consultant): where the variant offers it for the
 * player's country, a player asks about their payments by topic — naming the deposits or
 * withdrawals the question is about, then saying what happened — and the conversation goes on in
 * the request (the platform's consultant answers; in development a route plays them).
 */

export type PaymentType = 'deposit' | 'withdrawal';

/** The topics a request is made by, and which payments each is about (and whether one is needed). */
export const TOPICS: Readonly<
  Record<string, { readonly payments: readonly PaymentType[]; readonly needsPayment: boolean }>
> = {
  deposit_missing: { payments: ['deposit'], needsPayment: true },
  withdrawal_delayed: { payments: ['withdrawal'], needsPayment: true },
  wrong_amount: { payments: ['deposit', 'withdrawal'], needsPayment: true },
  other: { payments: ['deposit', 'withdrawal'], needsPayment: false },
};

/** 403 where the variant does not offer the consultant in the player's country. */
export async function assertConsultantOffered(
  db: Queryable,
  playerId: number,
  settings: Pick<SiteSettings, 'officeConfig' | 'globalConfig'>,
): Promise<void> {
  const { country } = await cashierAccount(db, playerId, settings.globalConfig.geo_country_code);
  if (!settings.officeConfig.payment_consultant_countries.includes(country))
    throw new ApiProblem(403, 'error_consultant_unavailable', [`not offered in ${country}`]);
}

/** A payment a request may be about: one of the player's deposits or withdrawal requests. */
export interface ConsultantPayment {
  readonly type: PaymentType;
  readonly id: string;
  readonly method: string;
  readonly amount: string;
  readonly currency: string;
  readonly status: string;
  readonly created_at: string;
}

const UTC = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;
const PAYMENTS = `
  SELECT 'deposit' AS type, d.id, d.method, d.amount::text AS amount, c.code AS currency,
         CASE WHEN d.status IN ('started', 'authenticating') AND d.expires_at <= now() THEN 'abandoned'
              ELSE d.status END AS status, d.created_at
  FROM deposits d JOIN accounts a ON a.id = d.account_id JOIN currencies c ON c.id = a.currency_id
  WHERE d.player_id = $1
  UNION ALL
  SELECT 'withdrawal', r.id::text, r.method, r.amount::text, c.code, r.status, r.created_at
  FROM withdrawal_requests r JOIN accounts a ON a.id = r.account_id
  JOIN currencies c ON c.id = a.currency_id
  WHERE r.player_id = $1`;

const exactPayment = (row: ConsultantPayment): ConsultantPayment => ({
  ...row,
  amount: formatMinor(minorOf(row.amount)),
});

/** The player's payments of the kinds a topic is about, newest first (the latest 50). */
export async function paymentsForTopic(
  db: Queryable,
  playerId: number,
  topic: string,
): Promise<ConsultantPayment[]> {
  const about = TOPICS[topic];
  if (!about) throw validationProblem({ topic: ['error_consultant_topic'] });
  const rows = await db.query<ConsultantPayment>(
    `SELECT type, id, method, amount, currency, status,
            to_char(created_at AT TIME ZONE 'UTC', ${UTC}) AS created_at
     FROM (${PAYMENTS}) p WHERE type = ANY($2::text[]) ORDER BY p.created_at DESC, id DESC LIMIT $3`,
    [playerId, about.payments, PAGE_SIZE],
  );
  return rows.map(exactPayment);
}

export interface ConsultantAsk {
  readonly playerId: number;
  readonly topic: string;
  readonly payments: readonly { readonly type: PaymentType; readonly id: string }[];
  readonly details: string;
  readonly requestKey: string;
}

/**
 * Makes a request: a known topic, payments of the player's that the topic is about (at least one
 * where it needs one), what happened in the player's words (its first message). The same request
 * key again answers the request it made.
 */
export async function createConsultantRequest(db: Db, ask: ConsultantAsk): Promise<number> {
  const about = TOPICS[ask.topic];
  if (!about) throw validationProblem({ topic: ['error_consultant_topic'] });
  const details = ask.details.trim();
  if (details === '') throw validationProblem({ details: ['error_consultant_details_required'] });
  if (about.needsPayment && ask.payments.length === 0)
    throw validationProblem({ payments: ['error_consultant_payment_required'] });
  return db.transaction(async (tx) => {
    const [made] = await tx.query<{ id: number }>(
      `INSERT INTO consultant_requests (player_id, topic, request_key) VALUES ($1, $2, $3)
       ON CONFLICT (request_key) DO NOTHING RETURNING id`,
      [ask.playerId, ask.topic, ask.requestKey],
    );
    if (!made) {
      const [done] = await tx.query<{ id: number; player_id: number; topic: string }>(
        'SELECT id, player_id, topic FROM consultant_requests WHERE request_key = $1',
        [ask.requestKey],
      );
      if (done?.player_id !== ask.playerId || done.topic !== ask.topic)
        throw keyReused(ask.requestKey);
      return done.id;
    }
    const mine = await tx.query<{ type: PaymentType; id: string }>(
      `SELECT type, id FROM (${PAYMENTS}) p`,
      [ask.playerId],
    );
    for (const payment of ask.payments) {
      const known = mine.some((p) => p.type === payment.type && p.id === payment.id);
      if (!known || !about.payments.includes(payment.type))
        throw validationProblem({ payments: ['error_consultant_payment_unknown'] });
      await tx.query(
        `INSERT INTO consultant_request_payments (request_id, payment_type, payment_id)
         VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [made.id, payment.type, payment.id],
      );
    }
    await tx.query(
      `INSERT INTO consultant_messages (request_id, author, body) VALUES ($1, 'player', $2)`,
      [made.id, details],
    );
    return made.id;
  });
}

export interface ConsultantRequestSummary {
  readonly id: number;
  readonly topic: string;
  readonly status: 'open' | 'answered' | 'closed';
  readonly payments: number;
  readonly created_at: string;
  readonly updated_at: string;
}

const SUMMARY = `r.id, r.topic, r.status,
  (SELECT count(*)::int FROM consultant_request_payments p WHERE p.request_id = r.id) AS payments,
  to_char(r.created_at AT TIME ZONE 'UTC', ${UTC}) AS created_at,
  to_char(r.updated_at AT TIME ZONE 'UTC', ${UTC}) AS updated_at`;

/** The player's requests, the latest touched first, 50 a page. */
export const consultantRequestsOf = (db: Queryable, playerId: number, page: number) =>
  db.query<ConsultantRequestSummary>(
    `SELECT ${SUMMARY} FROM consultant_requests r WHERE r.player_id = $1
     ORDER BY r.updated_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
    [playerId, PAGE_SIZE, (page - 1) * PAGE_SIZE],
  );

/** One request of the player's: its payments and its conversation (404 for another's). */
export async function consultantRequestOf(db: Queryable, playerId: number, id: number) {
  const [request] = await db.query<ConsultantRequestSummary>(
    `SELECT ${SUMMARY} FROM consultant_requests r WHERE r.id = $1 AND r.player_id = $2`,
    [id, playerId],
  );
  if (!request) throw new ApiProblem(404, 'error_consultant_request_not_found', [`request ${id}`]);
  const payments = await db.query<ConsultantPayment>(
    `SELECT p.type, p.id, p.method, p.amount, p.currency, p.status,
            to_char(p.created_at AT TIME ZONE 'UTC', ${UTC}) AS created_at
     FROM (${PAYMENTS}) p JOIN consultant_request_payments l
       ON l.payment_type = p.type AND l.payment_id = p.id AND l.request_id = $2
     ORDER BY p.created_at DESC`,
    [playerId, id],
  );
  const messages = await db.query<{ id: number; author: string; body: string; created_at: string }>(
    `SELECT id, author, body, to_char(created_at AT TIME ZONE 'UTC', ${UTC}) AS created_at
     FROM consultant_messages WHERE request_id = $1 ORDER BY id`,
    [id],
  );
  return { ...request, payment_list: payments.map(exactPayment), messages };
}

/**
 * A message in a request's conversation: the player's (the request is open again) or the
 * consultant's (answered). A closed request takes no more.
 */
export async function addConsultantMessage(
  db: Db,
  message: { requestId: number; author: 'player' | 'consultant'; body: string; playerId?: number },
): Promise<void> {
  const body = message.body.trim();
  if (body === '') throw validationProblem({ body: ['error_consultant_details_required'] });
  await db.transaction(async (tx) => {
    const [request] = await tx.query<{ status: string }>(
      `SELECT status FROM consultant_requests WHERE id = $1 AND ($2::int IS NULL OR player_id = $2)
       FOR UPDATE`,
      [message.requestId, message.playerId ?? null],
    );
    if (!request)
      throw new ApiProblem(404, 'error_consultant_request_not_found', [
        `request ${message.requestId}`,
      ]);
    if (request.status === 'closed')
      throw new ApiProblem(409, 'error_consultant_request_closed', [
        `request ${message.requestId}`,
      ]);
    await tx.query(
      'INSERT INTO consultant_messages (request_id, author, body) VALUES ($1, $2, $3)',
      [message.requestId, message.author, body],
    );
    await tx.query('UPDATE consultant_requests SET status = $2, updated_at = now() WHERE id = $1', [
      message.requestId,
      message.author === 'player' ? 'open' : 'answered',
    ]);
  });
}
