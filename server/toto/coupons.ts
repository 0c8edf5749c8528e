import { createHash } from 'node:crypto';

import { formatMinor, type Minor, minorOf, parseMinor } from '../../src/lib/money/minor.ts';
import {
  combinationsOf,
  MAX_COMBINATIONS,
  picksText,
  type TotoPick,
} from '../../src/lib/toto/toto-maths.ts';
import type { Db, Queryable } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { totoPlaced } from '../ledger/toto-movements.ts';
import type { Draw } from './draws.ts';

/** The body of a coupon (schemas/api/toto.json#/$defs/placeCouponBody). */
export interface CouponBody {
  readonly drawId: number;
  readonly couponGuid: string;
  /** A combination's stake. */
  readonly stake: string;
  readonly picks: readonly (readonly TotoPick[])[];
}

/** The largest total stake a coupon may have. */
export const MAX_TOTAL: Minor = 1_000_000_00n;

/** A coupon as the API answers it. */
export interface CouponRecord {
  readonly couponNumber: string;
  readonly drawId: number;
  readonly picks: string[][];
  readonly combinations: number;
  readonly stake: string;
  readonly total: string;
  readonly currency: string;
  readonly status: 'open' | 'won' | 'lost' | 'refunded';
  readonly correct: number | null;
  readonly prize: string | null;
  readonly placedAt: number;
}

/** The coupon's number: its draw and its id, e.g. 207861-000042. */
export const couponNumberOf = (drawId: number | string, id: number) =>
  `${drawId}-${String(id).padStart(6, '0')}`;

interface CouponRow {
  id: number;
  draw_id: string;
  picks: string[];
  combinations: number;
  stake: string;
  total: string;
  code: string;
  status: CouponRecord['status'];
  correct: number | null;
  prize: string | null;
  placed_at: Date | string;
}

const COUPON_COLUMNS = `c.id, c.draw_id::text AS draw_id, c.picks, c.combinations, c.stake::text AS stake,
  c.total::text AS total, cur.code, c.status, c.correct, c.prize::text AS prize, c.placed_at`;

const recordOf = (row: CouponRow): CouponRecord => ({
  couponNumber: couponNumberOf(row.draw_id, row.id),
  drawId: Number(row.draw_id),
  picks: row.picks.map((p) => p.split('')),
  combinations: row.combinations,
  stake: formatMinor(minorOf(row.stake)),
  total: formatMinor(minorOf(row.total)),
  currency: row.code,
  status: row.status,
  correct: row.correct,
  prize: row.prize === null ? null : formatMinor(minorOf(row.prize)),
  placedAt: Math.floor(new Date(row.placed_at).getTime() / 1000),
});

/** The player's coupons on a draw (all their recent ones without a draw), newest first. */
export async function couponsOf(
  db: Queryable,
  playerId: number,
  drawId: number | undefined,
): Promise<CouponRecord[]> {
  const rows = await db.query<CouponRow>(
    `SELECT ${COUPON_COLUMNS} FROM toto_coupons c JOIN currencies cur ON cur.id = c.currency_id
     WHERE c.player_id = $1 AND ($2::bigint IS NULL OR c.draw_id = $2)
     ORDER BY c.id DESC LIMIT 100`,
    [playerId, drawId ?? null],
  );
  return rows.map(recordOf);
}

/** What the coupon asks, checked: its combinations, stakes and fingerprint. */
export function couponAsk(body: CouponBody, draw: Draw) {
  const stake = parseMinor(body.stake);
  if (stake === undefined || stake <= 0n)
    throw new ApiProblem(400, 'error_bad_request', ['body /stake: more than zero, two decimals']);
  if (body.picks.length !== draw.games.length)
    throw new ApiProblem(400, 'error_bad_request', [
      `body /picks: one entry for each of the draw's ${draw.games.length} events`,
    ]);
  const combinations = combinationsOf(body.picks);
  if (combinations > MAX_COMBINATIONS)
    throw new ApiProblem(
      422,
      'error_toto_too_many_combinations',
      [`body /picks: ${combinations} combinations, at most ${MAX_COMBINATIONS}`],
      { max_combinations: MAX_COMBINATIONS },
    );
  const total = stake * BigInt(combinations);
  if (total > MAX_TOTAL)
    throw new ApiProblem(
      422,
      'error_toto_stake_too_large',
      [`body /stake: a total of ${formatMinor(total)}, at most ${formatMinor(MAX_TOTAL)}`],
      { max_total: formatMinor(MAX_TOTAL) },
    );
  const texts = body.picks.map(picksText);
  const fingerprint = createHash('sha256')
    .update(`${draw.id}|${texts.join(',')}|${formatMinor(stake)}`)
    .digest('hex');
  return { stake, total, combinations, texts, fingerprint, guid: body.couponGuid.toLowerCase() };
}

/** 409: the draw takes no more coupons. */
const drawClosed = (drawId: number) =>
  new ApiProblem(409, 'error_toto_draw_closed', [`body /drawId: draw ${drawId} is closed`]);

/**
 * Writes the coupon and debits its total stake in one transaction (all or nothing). The draw's
 * row is share-locked first (settlement locks it to update: no coupon slips in while it runs),
 * then the account (the coupon row refers to it); the guid makes a repeat the same coupon.
 */
export async function placeCoupon(
  db: Db,
  playerId: number,
  draw: Draw,
  body: CouponBody,
  now: number,
): Promise<{ coupon: CouponRecord; balance: string }> {
  const ask = couponAsk(body, draw);
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO toto_draws (id, type_id, game_ids, closes_at) VALUES ($1, 1, $2::int[], $3)
       ON CONFLICT (id) DO NOTHING`,
      [draw.id, draw.games.map((g) => g.id), new Date(draw.closesAt).toISOString()],
    );
    const [row] = await tx.query<{ status: string }>(
      'SELECT status FROM toto_draws WHERE id = $1 FOR SHARE',
      [draw.id],
    );
    const [account] = await tx.query<{ id: number; currency_id: number }>(
      `SELECT id, currency_id FROM accounts
       WHERE player_id = $1 AND kind = 'main' AND is_active AND closed_at IS NULL FOR UPDATE`,
      [playerId],
    );
    if (!account) throw new ApiProblem(409, 'error_no_active_account', [`player ${playerId}`]);
    const [made] = await tx.query<{ id: number }>(
      `INSERT INTO toto_coupons (draw_id, player_id, coupon_guid, fingerprint, picks, combinations,
         stake, total, currency_id, account_id)
       VALUES ($1, $2, $3, $4, $5::text[], $6, $7, $8, $9, $10)
       ON CONFLICT (player_id, coupon_guid) DO NOTHING RETURNING id`,
      [
        draw.id,
        playerId,
        ask.guid,
        ask.fingerprint,
        ask.texts,
        ask.combinations,
        formatMinor(ask.stake),
        formatMinor(ask.total),
        account.currency_id,
        account.id,
      ],
    );
    let id = made?.id;
    if (id === undefined) {
      const [before] = await tx.query<{ id: number; fingerprint: string }>(
        'SELECT id, fingerprint FROM toto_coupons WHERE player_id = $1 AND coupon_guid = $2',
        [playerId, ask.guid],
      );
      if (!before || before.fingerprint !== ask.fingerprint)
        throw new ApiProblem(409, 'error_toto_coupon_guid_reused', [
          `body /couponGuid: ${ask.guid} was used for another coupon`,
        ]);
      id = before.id;
    } else {
      if (row?.status !== 'open' || now >= draw.closesAt) throw drawClosed(draw.id);
      try {
        await totoPlaced(tx, { coupon: id, account: account.id, total: ask.total });
      } catch (error) {
        if (error instanceof ApiProblem && error.messageKey === 'error_insufficient_funds')
          throw new ApiProblem(
            409,
            error.messageKey,
            ['body /stake: the total is more than the account holds'],
            error.extra,
          );
        throw error;
      }
    }
    const [coupon] = await tx.query<CouponRow>(
      `SELECT ${COUPON_COLUMNS} FROM toto_coupons c JOIN currencies cur ON cur.id = c.currency_id
       WHERE c.id = $1`,
      [id],
    );
    return {
      coupon: recordOf(coupon!),
      balance: formatMinor(await balanceOf(tx, account.id)),
    };
  });
}
