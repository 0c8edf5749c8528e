import { formatMinor } from '../../src/lib/money/minor.ts';
import type { Db } from '../db/db.ts';
import { ApiProblem } from '../errors.ts';
import { duelViews } from '../feed/duels-store.ts';
import { checkStake, type LimitSettings, stakeLimits, stakeOf } from './bet-limits.ts';
import { type CouponEvent, couponShapeOf } from './bet-request.ts';
import { requestSelection } from './bet-request-record.ts';
import { quoteEvent, REASON_TEXT } from './feed-quote.ts';
import { taxedBet } from './make-bet.ts';
import { type ManagerBetRecord, managerBetRecord, managerBetRow } from './manager-bet-record.ts';
import { type FeedNow, gamesOf } from './manager-bets.ts';
import { activeAccount } from './place-bet.ts';

/** What the operator's proposal route takes (schemas/api/manager-bets.json#/$defs/proposeBody). */
export interface ProposeBody {
  readonly playerId?: number;
  /** The player by e-mail instead (end-to-end tests know the demo player's). */
  readonly email?: string;
  readonly selections: readonly Omit<CouponEvent, 'c'>[];
  readonly vid?: 0 | 1 | 2;
  readonly expressNum?: number;
  readonly stake: number;
  readonly note?: string;
  readonly expiresInMinutes?: number;
}

const DEFAULT_MINUTES = 24 * 60;

/**
 * The operator proposes a bet to a player: each selection must be offered and priced now (a 409
 * naming it otherwise), the coupon's shape and stake valid (a 400 naming the field), in the
 * player's active account's currency. The selections are kept as the feed names them now.
 */
export async function proposeBet(
  db: Db,
  feed: FeedNow,
  settings: LimitSettings,
  language: string,
  body: ProposeBody,
): Promise<ManagerBetRecord> {
  const { sim, now } = feed;
  if ((body.playerId === undefined) === (body.email === undefined))
    throw new ApiProblem(400, 'error_bad_request', ['body /playerId: a player id or an e-mail']);
  const [player] = await db.query<{ id: number }>(
    'SELECT id FROM players WHERE id = $1::int OR lower(email) = lower($2::text) ORDER BY id LIMIT 1',
    [body.playerId ?? null, body.email ?? null],
  );
  if (!player)
    throw new ApiProblem(404, 'error_not_found', [
      `body /${body.email === undefined ? 'playerId' : 'email'}: no such player`,
    ]);
  const playerId = player.id;
  const account = await activeAccount(db, playerId);
  const stake = stakeOf(body.stake, '/stake');
  checkStake(stake, stakeLimits(settings, account.currency_id), '/stake');
  const vid = body.vid ?? (body.selections.length > 1 ? 1 : 0);
  const shape = couponShapeOf(vid, body.expressNum, body.selections, settings);
  const duels = await duelViews(
    db,
    sim,
    gamesOf([{ events: body.selections as CouponEvent[] }]),
    now,
  );
  const quotes = body.selections.map((selection, index) => {
    const found = quoteEvent(sim, now, { ...selection, c: 0 }, language, index, duels);
    if (found.reason !== undefined)
      throw new ApiProblem(409, 'error_bet_selection_unavailable', [
        `body /selections/${index}: ${REASON_TEXT[found.reason]}`,
      ]);
    return found.quote;
  });
  const events = quotes.map((q) => ({ ...q.event, c: q.outcome.c }));
  const ask = { kind: shape.kind, systemSize: shape.systemSize, stake, at: '' };
  // The bet maths refuse a system whose stake does not give each line a cent (422 naming summ).
  taxedBet(
    ask as Parameters<typeof taxedBet>[0],
    events.map((e) => e.c),
    settings.bettingConfig.tax,
  );
  const minutes = body.expiresInMinutes ?? DEFAULT_MINUTES;
  const [made] = await db.query<{ id: number }>(
    `INSERT INTO manager_bets (player_id, bet_kind, system_size, events, selections, stake,
       currency_id, note, language, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::timestamptz, $11::timestamptz) RETURNING id`,
    [
      playerId,
      shape.kind,
      shape.systemSize ?? null,
      JSON.stringify(events),
      JSON.stringify(quotes.map((q) => ({ ...requestSelection(q), c: q.outcome.c }))),
      formatMinor(stake),
      account.currency_id,
      body.note?.trim() || null,
      language,
      new Date(now).toISOString(),
      new Date(now + minutes * 60_000).toISOString(),
    ],
  );
  const row = (await managerBetRow(db, made!.id))!;
  return managerBetRecord(row, { ...feed, duels, tax: settings.bettingConfig.tax });
}
