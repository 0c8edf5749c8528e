/**
 * The platform's answers the coupon adapter gives to a held placement: a bet placed, or an
 * auto-bet held as a request, each made from what the app asked and checked against the contract.
 */
import type { Page } from '@playwright/test';

import { selection } from '../../../machines/coupon/coupon.fixtures.ts';
import type { PlacedBet, RequestedBet } from '../../../machines/coupon/coupon.types.ts';
import { contractErrors } from '../../../server/contract.ts';
import { DEMO_PLAYER } from '../../../server/db/seed.ts';
import type {
  BetRequestResponse,
  MakeBetBody,
  MakeBetResponse,
  UpdateCouponResponse,
} from '../../../src/lib/api-contract/generated/api-types.ts';
import {
  type Bet,
  betCoefficient,
  checkBet,
  payoutOnStake,
} from '../../../src/lib/bets/bet-maths.ts';
import { ratioThousandths } from '../../../src/lib/bets/ratio.ts';
import { outcomeKey } from '../../../src/lib/feed/bet-types.ts';
import { formatMinor, minorOf } from '../../../src/lib/money/minor.ts';
import { expect } from '../fixtures';

const UPDATE_COUPON = '/service-api/LiveBet/Open/UpdateCoupon';

/** An auto-bet's price above any the line offers today (decimal odds, the base variant's). */
export const ASKED = 100;

/**
 * MakeBetWeb's answer placing the bet the app asked for as the fixture's bet (its number, the
 * prices it took): the stake, kind and outcomes asked, the coefficient and payout by the bet
 * maths, the games named as the fixtures name them, the platform's limits for these outcomes now
 * (UpdateCoupon, open). The account and its balance after the bet are made up from the seeded
 * demo player (the first account, its seeded balance less the stake): the slip never reads them,
 * it asks the balance again. Checked against the contract.
 */
export async function placedBody(page: Page, asked: MakeBetBody, bet: PlacedBet) {
  const kind = (['single', 'express', 'system'] as const)[asked.vid];
  const prices = asked.couponEvents.map((e) => bet.prices[outcomeKey(e.gameId, e)] ?? e.c);
  const stake = minorOf(asked.summ);
  const maths: Bet =
    kind === 'system'
      ? { kind, stake, prices, lineSize: asked.expressNum ?? 0 }
      : { kind, stake, prices };
  const checked = checkBet(maths);
  if (!checked.ok) throw new Error(`coupon: the bet asked is no bet: ${JSON.stringify(checked)}`);
  const payout = payoutOnStake(checked.value, checked.value.staked);
  if (!payout.ok) throw new Error(`coupon: no payout for the bet asked`);
  const quote = await page.request.post(UPDATE_COUPON, {
    data: { couponEvents: asked.couponEvents },
  });
  expect(quote.status()).toBe(200);
  const { limits } = ((await quote.json()) as UpdateCouponResponse).data;
  const body: MakeBetResponse = {
    success: true,
    data: {
      bet: {
        id: Number(bet.betIds[0]),
        betGuid: asked.betGuid,
        kind,
        vid: asked.vid,
        expressNum: kind === 'system' ? (asked.expressNum ?? null) : null,
        stake: formatMinor(checked.value.staked),
        stakeTax: '0.00',
        currency: 'KZT',
        accountId: 1,
        bonusId: asked.userIdBonus ?? null,
        freeBet: false,
        advance: false,
        proposedByManager: false,
        inLobby: false,
        coefficient: Number(ratioThousandths(betCoefficient(checked.value))) / 1000,
        potentialPayout: formatMinor(payout.value),
        status: 'open',
        statusId: 3,
        payout: null,
        placedAt: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
        settledAt: null,
        selections: asked.couponEvents.map((e, i) => {
          const named = selection(e.gameId, e.c, e);
          return {
            key: named.key,
            gameId: e.gameId,
            g: e.g,
            t: e.t,
            ...(e.p === undefined ? {} : { p: e.p }),
            ...(e.pe === undefined ? {} : { pe: e.pe }),
            c: prices[i]!,
            cSeen: e.c,
            live: false,
            sportId: named.sportId,
            champId: 1,
            sport: 'Football',
            champ: named.champ,
            team1: named.team1,
            team2: named.team2,
            start: named.start,
            result: null,
            settledAt: null,
          };
        }),
      },
      balance: formatMinor(minorOf(DEMO_PLAYER.balance) - checked.value.staked),
      limits,
    },
  };
  expect(contractErrors('bets', 'makeBetResponse', body)).toEqual([]);
  return body;
}

/** The placement's answer holding an auto-bet: the request as the platform numbers requests. */
export const requestedOnPlatform = {
  status: 'requested',
  request: { betGuid: 'guid-1', requestId: '2001', mode: 'auto', autoPrice: ASKED },
} as const;

/**
 * MakeBetWeb's answer to an auto-bet: the request the app asked for, numbered as the path's, its
 * stake held (the balance made up as placedBody's), the limits of its outcome now. Checked
 * against the contract.
 */
export async function requestBody(page: Page, asked: MakeBetBody, held: RequestedBet) {
  const quote = await page.request.post(UPDATE_COUPON, {
    data: { couponEvents: asked.couponEvents },
  });
  expect(quote.status()).toBe(200);
  const { limits } = ((await quote.json()) as UpdateCouponResponse).data;
  const stake = minorOf(asked.summ);
  const body: BetRequestResponse = {
    success: true,
    data: {
      request: {
        id: Number(held.requestId),
        betGuid: asked.betGuid,
        kind: 'auto',
        betKind: 'single',
        vid: 0,
        expressNum: null,
        stake: formatMinor(stake),
        currency: 'KZT',
        accountId: 1,
        checkCf: asked.checkCf ?? 0,
        autoBetCf: asked.autoBetCf ?? null,
        autoBetCfView: asked.autoBetCfView ?? null,
        status: 'waiting',
        statusId: 1001,
        reason: null,
        betId: null,
        createdAt: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
        closedAt: null,
        selections: asked.couponEvents.map((e) => {
          const named = selection(e.gameId, e.c, e);
          return {
            key: named.key,
            gameId: e.gameId,
            g: e.g,
            t: e.t,
            ...(e.p === undefined ? {} : { p: e.p }),
            ...(e.pe === undefined ? {} : { pe: e.pe }),
            c: e.c,
            live: false,
            sportId: named.sportId,
            champId: 1,
            sport: 'Football',
            champ: named.champ,
            team1: named.team1,
            team2: named.team2,
            start: named.start,
          };
        }),
      },
      balance: formatMinor(minorOf(DEMO_PLAYER.balance) - stake),
      limits,
    },
  };
  expect(contractErrors('bets', 'betRequestResponse', body)).toEqual([]);
  return body;
}
