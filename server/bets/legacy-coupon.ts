import { GROUP_OF, type OutcomeType } from '../../src/lib/feed/bet-types.ts';
import { ApiProblem } from '../errors.ts';
import type { LimitSettings } from './bet-limits.ts';
import { type BetAsk, betAskOf, checkBatch, type CouponEvent } from './bet-request.ts';

/**
 * putbetscommon (betting side §7), the common placement call older clients and integrations use:
 * its PascalCase coupons mapped onto MakeBetWeb's, then placed by the one placement pipeline. The
 * refusals that pipeline words in MakeBetWeb's field names are worded again in the old ones.
 */

/** One selection as older clients send it (schemas/api/bets.json#/$defs/legacyEvent). */
export interface LegacyEvent {
  readonly GameId: number;
  readonly Type: number;
  readonly Coef: number;
  readonly Param?: number;
}

/** One coupon as older clients send it (#/$defs/legacyCoupon; the fields that decide nothing left out). */
export interface LegacyCoupon {
  readonly Events: readonly LegacyEvent[];
  readonly Summ: number;
  readonly Vid: 0 | 1 | 2;
  readonly expressNum?: number;
  readonly CheckCf?: number;
  readonly betGUID: string;
  readonly UserId?: number;
}

/** putbetscommon's body: one coupon, or several placed all or none. */
export interface PutBetsCommonBody {
  readonly coupon?: LegacyCoupon;
  readonly coupons?: readonly LegacyCoupon[];
}

/** MakeBetWeb's field names as older clients call them; an event's group is named by its Type. */
const FIELD: Readonly<Record<string, string>> = {
  summ: 'Summ',
  vid: 'Vid',
  betGuid: 'betGUID',
  checkCf: 'CheckCf',
  couponEvents: 'Events',
  avanceBet: 'avanceBet',
  expressNum: 'expressNum',
};
const EVENT_FIELD: Readonly<Record<string, string>> = {
  gameId: 'GameId',
  g: 'Type',
  t: 'Type',
  pe: 'Type',
  p: 'Param',
  c: 'Coef',
};

/** A refusal's detail in the old field names: `body /coupon/couponEvents/0/c` → `…/Events/0/Coef`. */
export const legacyDetail = (detail: string): string =>
  detail.replace(
    /^body (\/coupons?(?:\/\d+)?)\/(\w+)(?:\/(\d+)(?:\/(\w+))?)?/,
    (_, at: string, field: string, index?: string, sub?: string) =>
      `body ${at}/${FIELD[field] ?? field}${index === undefined ? '' : `/${index}`}${
        sub === undefined ? '' : `/${EVENT_FIELD[sub] ?? sub}`
      }`,
  );

/** Runs `work`, its refusals worded in the old field names. */
export async function inLegacyNames<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ApiProblem)) throw error;
    throw new ApiProblem(
      error.status,
      error.messageKey,
      error.details.map(legacyDetail),
      error.extra,
    );
  }
}

/** The coupon event an old one names: the group is the one its Type belongs to. */
export function couponEventOf(event: LegacyEvent, at: string): CouponEvent {
  const g = GROUP_OF[event.Type as OutcomeType] as number | undefined;
  if (g === undefined)
    throw new ApiProblem(400, 'error_bad_request', [`body ${at}/Type: no such outcome type`]);
  return {
    gameId: event.GameId,
    g,
    t: event.Type,
    ...(event.Param === undefined || event.Param === 0 ? {} : { p: event.Param }),
    c: event.Coef,
  };
}

/** A coupon's bet as MakeBetWeb would ask it; UserId, if sent, must be the player's. */
function askOf(coupon: LegacyCoupon, at: string, playerId: number, settings: LimitSettings) {
  if (coupon.UserId !== undefined && coupon.UserId !== playerId)
    throw new ApiProblem(403, 'error_bet_user_mismatch', [
      `body ${at}/UserId: ${coupon.UserId} is not the signed-in player`,
    ]);
  return betAskOf(
    {
      betGuid: coupon.betGUID,
      summ: coupon.Summ,
      vid: coupon.Vid,
      ...(coupon.expressNum === undefined ? {} : { expressNum: coupon.expressNum }),
      couponEvents: coupon.Events.map((e, i) => couponEventOf(e, `${at}/Events/${i}`)),
    },
    coupon.CheckCf,
    settings,
    at,
  );
}

/**
 * The bets putbetscommon asks for: `coupon`'s one, or `coupons`' several (within
 * coupon_max_bets_system, each betGUID once) — `many` says which answer the call takes.
 */
export function legacyAsks(
  body: PutBetsCommonBody,
  playerId: number,
  settings: LimitSettings,
): { asks: BetAsk[]; many: boolean } {
  if (body.coupons === undefined) {
    if (body.coupon === undefined)
      throw new ApiProblem(400, 'error_bad_request', ['body /: coupon or coupons is required']);
    return { asks: [askOf(body.coupon, '/coupon', playerId, settings)], many: false };
  }
  const coupons = body.coupons;
  checkBatch(
    coupons.map((c) => c.betGUID),
    settings,
    '/coupons',
  );
  return {
    asks: coupons.map((c, i) => askOf(c, `/coupons/${i}`, playerId, settings)),
    many: true,
  };
}
