import type {
  AdvanceStanding,
  OddsChangePolicy,
  PlaceBetInput,
  PlaceBetOutput,
  PlatformLimits,
} from '@machines/coupon/coupon.types';
import { EVENT_CODES } from '@/lib/analytics/event-codes';
import { track } from '@/lib/analytics/track';
import type { ApiClient } from '@/lib/api-client/client';
import { ApiError } from '@/lib/api-client/errors';
import { machineErrorOf } from '@/lib/api-client/machine-error-of';
import type {
  BetLimits,
  BetRecord,
  BetRequestRecord,
} from '@/lib/api-contract/generated/api-types';
import { type BetRefusal, refusalPrices } from '@/lib/bets/bet-refusal';
import { couponEventOf } from '@/lib/bets/coupon-event';
import { makeBet } from '@/lib/bets/make-bet-endpoint';
import { formatMinor } from '@/lib/money/minor';

import { makeBetBid, makeBetMulti } from './api/bet-endpoints';

/** checkCf, the platform's name for the odds-change policy. */
export const CHECK_CF: Readonly<Record<OddsChangePolicy, 0 | 1 | 2>> = {
  none: 0,
  higher: 1,
  any: 2,
};

const limitsOf = (limits: BetLimits | undefined): PlatformLimits | undefined =>
  limits && { minStake: limits.min_stake, maxStake: limits.max_stake };

const pricesOf = (bets: readonly BetRecord[]): Record<string, number> =>
  Object.fromEntries(bets.flatMap((bet) => bet.selections.map((s) => [s.key, s.c])));

/** The advance standing an advance's refusal carries, if it carries one. */
function refusalAdvance(body: BetRefusal): AdvanceStanding | undefined {
  const { available, outstanding, blocked } = body;
  return typeof available === 'string' &&
    typeof outstanding === 'string' &&
    typeof blocked === 'boolean'
    ? { available, outstanding, blocked }
    : undefined;
}

/**
 * The coupon machine's `placeBet` on the platform: MakeBetWeb for one bet (with isAutoBet for an
 * auto-bet), MakeBetBidWeb for a VIP bid, MakeBetWebMulti for several singles (from a bonus:
 * userIdBonus; on an advance: avanceBet). A refusal (4xx with the platform's reason) is an answer;
 * no answer (network, 5xx, time-out) rejects with a machine error (its code the message key the
 * slip shows), so the machine retries with the same guids.
 */
export async function placeBet(
  client: ApiClient,
  input: PlaceBetInput,
  signal?: AbortSignal,
): Promise<PlaceBetOutput> {
  const checkCf = CHECK_CF[input.policy];
  const events = input.selections.map((s) => couponEventOf(s.key, s.price));
  const summ = Number(formatMinor(input.stake));
  const bonus = {
    ...(input.bonusId === undefined ? {} : { userIdBonus: input.bonusId }),
    ...(input.advance ? { avanceBet: true } : {}),
  };
  try {
    if (input.betGuids.length > 1) {
      const answer = await client.call(
        makeBetMulti,
        {
          checkCf,
          ...bonus,
          bets: events.map((event, i) => ({
            betGuid: input.betGuids[i] ?? input.betGuid,
            summ,
            couponEvents: [event],
          })),
        },
        { signal },
      );
      return placed(input, answer.bets, answer.limits);
    }
    const vid = input.kind === 'system' ? 2 : input.kind === 'express' ? 1 : 0;
    const coupon = {
      betGuid: input.betGuid,
      summ,
      vid,
      ...(vid === 2 && input.systemSize !== undefined ? { expressNum: input.systemSize } : {}),
      checkCf,
      couponEvents: events,
      ...bonus,
    } as const;
    if (input.mode === 'vip') {
      const bid = await client.call(makeBetBid, { ...coupon, VIPBetSumm: summ }, { signal });
      return requested(input, bid.request, bid.limits);
    }
    // An auto-bet's price goes in decimal, with the odds format the player typed it in.
    const auto =
      input.mode === 'auto'
        ? { isAutoBet: true, autoBetCf: input.autoPrice, autoBetCfView: input.autoPriceView ?? 0 }
        : {};
    const lobby = input.lobby ? { withLobby: true } : {};
    const answer = await client.call(makeBet, { ...coupon, ...auto, ...lobby }, { signal });
    if ('request' in answer) return requested(input, answer.request, answer.limits);
    return placed(input, [answer.bet], answer.limits);
  } catch (error) {
    // No answer: rejected as the machine keeps it (a lost connection is error_network, not a server error).
    if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500)
      throw machineErrorOf(error);
    const body = (error.body ?? {}) as BetRefusal;
    const prices = refusalPrices(body);
    const limits = limitsOf(body.limits);
    const advance = refusalAdvance(body);
    return {
      status: 'refused',
      code: typeof body.message === 'string' ? body.message : 'error_server_generic',
      message: error.userMessage,
      ...(prices ? { prices } : {}),
      ...(limits ? { limits } : {}),
      ...(advance ? { advance } : {}),
    };
  }
}

/** A request the platform holds (an auto-bet, a VIP bid): the answer the machine reads. */
function requested(
  input: PlaceBetInput,
  request: BetRequestRecord,
  limits: BetLimits,
): PlaceBetOutput {
  return {
    status: 'requested',
    request: {
      betGuid: input.betGuid,
      requestId: String(request.id),
      mode: request.kind,
      ...(request.autoBetCf === null ? {} : { autoPrice: request.autoBetCf }),
    },
    limits: limitsOf(limits) ?? {},
  };
}

/** The platform's bets: the answer the machine reads, and the successful-bet event (10000) once. */
function placed(
  input: PlaceBetInput,
  bets: readonly BetRecord[],
  limits: BetLimits,
): PlaceBetOutput {
  track(EVENT_CODES.successfulBet, {
    kind: input.kind,
    bets: bets.length,
    selections: input.selections.length,
    currency: bets[0]?.currency,
  });
  return {
    status: 'placed',
    bet: {
      betGuid: input.betGuid,
      betIds: bets.map((bet) => String(bet.id)),
      prices: pricesOf(bets),
    },
    limits: limitsOf(limits) ?? {},
  };
}
