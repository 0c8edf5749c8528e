import { createHash } from 'node:crypto';

import type { BetKind } from '../../src/lib/bets/bet-maths.ts';
import { checkSystem } from '../../src/lib/bets/system-lines.ts';
import { outcomeKey, type WireOutcome } from '../../src/lib/feed/bet-types.ts';
import type { Minor } from '../../src/lib/money/minor.ts';
import { ApiProblem } from '../errors.ts';
import { type LimitSettings, maxSelections, stakeOf } from './bet-limits.ts';

/** One selection as the coupon sends it: the outcome and the price the player saw (`c`). */
export interface CouponEvent {
  readonly gameId: number;
  readonly g: number;
  readonly t: number;
  readonly p?: number;
  readonly pe?: number;
  readonly c: number;
}

/** MakeBetWeb's body (schemas/api/bets.json#/$defs/makeBetBody). */
export interface MakeBetBody {
  readonly betGuid: string;
  readonly summ: number;
  readonly vid: 0 | 1 | 2;
  readonly expressNum?: number;
  readonly checkCf?: number;
  readonly couponEvents: readonly CouponEvent[];
  /** The bonus the stake comes from (bonus money or a free bet), else the main account. */
  readonly userIdBonus?: number;
  /** An advance bet: the stake lent against the player's open bets (GetAvance). */
  readonly avanceBet?: boolean;
  /** An auto-bet: a request placed when the feed reaches `autoBetCf` (server/bets/bet-requests.ts). */
  readonly isAutoBet?: boolean;
  readonly autoBetCf?: number;
  /** The odds format the player typed autoBetCf in (kept with the request). */
  readonly autoBetCfView?: number;
  /** A PowerBet: a top-up of the bet `saleBetId` at today's prices (server/bets/power-bet.ts). */
  readonly isPowerBet?: boolean;
  readonly saleBetId?: number;
  /** A manager's proposal the player approves (server/bets/manager-bet-approval.ts). */
  readonly approvedBet?: number;
}

/** Which price changes the player accepts: none (the exact price seen), higher ones, or any. */
export type PricePolicy = 0 | 1 | 2;

/** A bet as asked, checked for shape: what placement works from. */
export interface BetAsk {
  readonly guid: string;
  readonly kind: BetKind;
  /** k of a system. */
  readonly systemSize?: number;
  readonly stake: Minor;
  readonly policy: PricePolicy;
  readonly events: readonly CouponEvent[];
  /** JSON pointer of the bet in the body ('' for MakeBetWeb, '/bets/2' for one of Multi's). */
  readonly at: string;
  /** The bonus staked from (MakeBetWeb's userIdBonus), if any. */
  readonly bonusId?: number;
  /** An advance bet (MakeBetWeb's avanceBet). */
  readonly advance: boolean;
  /** What the bet is (kind, k, stake, outcomes, bonus): the same guid must ask the same. */
  readonly fingerprint: string;
  /** A PowerBet top-up: the bet it powers (server/bets/power-bet-placement.ts). */
  readonly poweredBetId?: number;
}

const KINDS: readonly BetKind[] = ['single', 'express', 'system'];

/** The key that names an outcome of a coupon event. */
export const eventKey = (e: CouponEvent) =>
  outcomeKey(e.gameId, e as Pick<WireOutcome, 'g' | 't' | 'p' | 'pe'>);

const bad = (at: string, field: string, message: string) =>
  new ApiProblem(400, 'error_bad_request', [`body ${at}/${field}: ${message}`]);

function fingerprintOf(
  ask: Omit<BetAsk, 'fingerprint' | 'guid' | 'policy' | 'at' | 'bonusId' | 'advance'>,
  bonusId: number | undefined,
  advance: boolean,
): string {
  // Order does not make another bet, nor the price seen: a second tab whose coupon shows a newer
  // price sends the same bet, and is answered the one placed.
  const selections = ask.events.map(eventKey).sort().join(',');
  return createHash('sha256')
    .update(
      `${ask.kind}|${ask.systemSize ?? ''}|${ask.stake}|${selections}|${bonusId ?? ''}|${advance ? 'advance' : ''}`,
    )
    .digest('hex');
}

/** The policy asked, else the variant's default check value (bettingConfig.bet_check_value). */
function policyOf(asked: number | undefined, settings: LimitSettings): PricePolicy {
  const value = asked ?? settings.bettingConfig.bet_check_value;
  return value === 1 || value === 2 ? value : 0;
}

/** What a coupon is, whatever its stake: its kind and a system's k. */
export interface CouponShape {
  readonly kind: BetKind;
  readonly systemSize?: number;
}

/**
 * A coupon's shape checked beyond its contract: a single's one selection, an express's two or
 * more, a system's k of n, the variant's most selections, one outcome a game (a 400 or 422
 * naming the field by its JSON pointer). MakeBetWeb and SaveCoupon check coupons alike.
 */
export function couponShapeOf(
  vid: 0 | 1 | 2,
  expressNum: number | undefined,
  events: readonly Pick<CouponEvent, 'gameId'>[],
  settings: LimitSettings,
  at = '',
): CouponShape {
  const kind = KINDS[vid]!;
  const n = events.length;
  const most = maxSelections(settings, kind === 'system');
  if (n > most)
    throw new ApiProblem(
      422,
      'error_bet_too_many_selections',
      [`body ${at}/couponEvents: more than ${most} selections`],
      { max_selections: most },
    );
  if (kind === 'single' && n !== 1) throw bad(at, 'couponEvents', 'a single has one selection');
  if (kind === 'express' && n < 2)
    throw bad(at, 'couponEvents', 'an express has two selections or more');
  let systemSize: number | undefined;
  if (kind === 'system') {
    if (n < 3) throw bad(at, 'couponEvents', 'a system has three selections or more');
    const k = expressNum;
    if (k === undefined || !checkSystem(n, k).ok)
      throw bad(at, 'expressNum', `a system of ${n} takes k from 2 to ${n - 1}`);
    systemSize = k;
  }
  if (kind !== 'single') {
    const seen = new Map<number, number>();
    for (const [index, e] of events.entries()) {
      if (seen.has(e.gameId))
        throw new ApiProblem(422, 'error_bet_same_game', [
          `body ${at}/couponEvents/${index}/gameId: game ${e.gameId} is already selection ${seen.get(e.gameId)}`,
        ]);
      seen.set(e.gameId, index);
    }
  }
  return systemSize === undefined ? { kind } : { kind, systemSize };
}

/** A bet's shape checked beyond its contract: the stake's decimals and the coupon's shape. */
export function betAskOf(
  body: Omit<MakeBetBody, 'checkCf'>,
  checkCf: number | undefined,
  settings: LimitSettings,
  at = '',
): BetAsk {
  const stake = stakeOf(body.summ, `${at}/summ`);
  const events = body.couponEvents;
  const { kind, systemSize } = couponShapeOf(body.vid, body.expressNum, events, settings, at);
  if (body.avanceBet === true && body.userIdBonus !== undefined)
    throw bad(at, 'avanceBet', 'an advance bet is staked by the platform, not from a bonus');
  const shape = { kind, systemSize, stake, events };
  return {
    ...shape,
    guid: body.betGuid.toLowerCase(),
    policy: policyOf(checkCf, settings),
    at,
    ...(body.userIdBonus === undefined ? {} : { bonusId: body.userIdBonus }),
    advance: body.avanceBet === true,
    fingerprint: fingerprintOf(shape, body.userIdBonus, body.avanceBet === true),
  };
}

/**
 * Several bets placed at once (MakeBetWebMulti's bets, putbetscommon's coupons, under `field`):
 * at most bettingConfig.coupon_max_bets_system of them, each guid once (a guid not sent is none).
 */
export function checkBatch(guids: readonly string[], settings: LimitSettings, field: string): void {
  const most = settings.bettingConfig.coupon_max_bets_system;
  if (guids.length > most)
    throw new ApiProblem(
      422,
      'error_bet_too_many_selections',
      [`body ${field}: more than ${most} bets`],
      { max_selections: most },
    );
  const seen = new Map<string, number>();
  for (const [index, sent] of guids.entries()) {
    const guid = sent.toLowerCase();
    const first = seen.get(guid);
    if (first !== undefined)
      throw bad(`${field}/${index}`, 'betGuid', `the same guid as bet ${first}`);
    seen.set(guid, index);
  }
}
