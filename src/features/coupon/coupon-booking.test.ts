import { describe, expect, it } from 'vitest';

import { first, second, selection } from '@machines/coupon/coupon.fixtures';
import type { GetCouponResponse } from '@/lib/api-contract/generated/api-types';
import { selectionsOf, withLoaded } from '@/lib/selections/selections';

import { isBookingCode, loadedCouponOf, normalizedCode, priceUpdatesOf } from './coupon-booking';

describe('the slip’s side of UpdateCoupon and booking codes', () => {
  it('takes each price the platform answered; a gone outcome is suspended at its last price', () => {
    expect(
      priceUpdatesOf([
        { index: 0, key: 'a', gameId: 1, g: 1, t: 1, c: 2.05, changed: true, suspended: false },
        { index: 1, key: 'b', gameId: 2, g: 1, t: 1, c: 1.5, changed: false, suspended: true },
        { index: 2, key: 'c', gameId: 3, g: 1, t: 1, c: null, changed: false, suspended: true },
      ]),
    ).toEqual({
      a: { price: 2.05, suspended: false },
      b: { price: 1.5, suspended: true },
      c: { suspended: true },
    });
  });

  it('splits a saved coupon into what goes on the slip (at the price now) and what cannot', () => {
    const named = (s: typeof first) => ({
      index: 0,
      key: s.key,
      gameId: s.gameId,
      g: s.g,
      t: s.t,
      cSeen: s.c,
      live: s.live,
      sportId: s.sportId,
      champ: s.champ,
      team1: s.team1,
      team2: s.team2,
      start: s.start,
    });
    const data = {
      guid: 'ABCD2345',
      vid: 2,
      expressNum: 2,
      events: [
        { ...named(first), c: 1.9, changed: true, suspended: false },
        { ...named(second), c: 2.1, changed: false, suspended: true, reason: 'suspended' },
        {
          ...named(selection(9, 3)),
          c: null,
          changed: false,
          suspended: true,
          reason: 'game_unavailable',
        },
      ],
      limits: { min_stake: '0.01', max_stake: '1000000.00', max_payout: '100000000.00' },
      currencyId: 7,
      vipBets: false,
    } as GetCouponResponse['data'];
    const loaded = loadedCouponOf(data);
    expect(loaded).toMatchObject({ code: 'ABCD2345', vid: 2, expressNum: 2 });
    expect(loaded.selections).toEqual([{ ...first, c: 1.9 }, second]);
    expect(loaded.missing).toEqual([{ ...selection(9, 3), reason: 'game_unavailable' }]);
  });

  it('replaces the list, or merges into it one outcome a market', () => {
    const sameMarket = { ...first, key: `${first.gameId}:0:1:2:0`, t: 2 as typeof first.t };
    const coupon = { couponEvents: [first, second] };
    expect(selectionsOf(withLoaded(coupon, [sameMarket], 'replace'))).toEqual([sameMarket]);
    expect(selectionsOf(withLoaded(coupon, [second, sameMarket], 'merge'))).toEqual([
      second,
      sameMarket,
    ]);
  });

  it('reads a code as typed: case, spaces and dashes do not matter; look-alikes are no code', () => {
    expect(normalizedCode(' abcd-2345 ')).toBe('ABCD2345');
    expect(isBookingCode('ABCD2345')).toBe(true);
    expect(isBookingCode('ABCD2340')).toBe(false);
    expect(isBookingCode('ABCD234')).toBe(false);
  });
});
