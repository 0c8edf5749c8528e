import type { FastifyInstance, FastifyRequest } from 'fastify';

import { limitsOnWire, stakeLimits } from '../bets/bet-limits.ts';
import { type CouponOutcome, couponPrices } from '../bets/coupon-prices.ts';
import { playerCountry, vipBetsAllowed } from '../bets/request-asks.ts';
import {
  type CouponDeps,
  saveCoupon,
  type SaveCouponBody,
  savedCoupon,
} from '../bets/saved-coupons.ts';
import { ref } from '../contract.ts';
import { ApiProblem } from '../errors.ts';
import { duelViews } from '../feed/duels-store.ts';
import type { FeedService } from '../feed/feed-service.ts';

const OPEN = '/service-api/LiveBet/Open';
/** The spec's second set of UpdateCoupon calls: the same answers. */
const UPDATE = '/service-api/LiveBet-update/Open';

interface UpdateBody {
  readonly couponEvents: readonly CouponOutcome[];
}
interface UpdateMultiBody {
  readonly bets: readonly UpdateBody[];
}

/**
 * The coupon's open calls (guests too, betting side §7): UpdateCoupon answers each selection's
 * price at the feed's now, whether it can be bet on, and the coupon's limits (and whether the
 * player may ask for a VIP bet above them: MakeBetBidWeb); SaveCoupon keeps a
 * coupon under a booking code and GetCoupon answers it with its prices now.
 */
export function couponRoutes(app: FastifyInstance, feed: FeedService) {
  /** The player (their currency) when the call carries a valid user token, else a guest's. */
  const bettorOf = async (request: FastifyRequest) => {
    const { settings } = app.settingsOf(request);
    const guest = { currencyId: settings.globalConfig.geo_currency.id, playerId: undefined };
    if (request.headers['x-auth'] === undefined) return guest;
    try {
      const { playerId } = await app.authenticate(request);
      const [account] = await app.db.query<{ currency_id: number }>(
        `SELECT currency_id FROM accounts
         WHERE player_id = $1 AND kind = 'main' AND is_active AND closed_at IS NULL`,
        [playerId],
      );
      return { currencyId: account?.currency_id ?? guest.currencyId, playerId };
    } catch (error) {
      // An open call: a stale token prices the coupon as a guest's.
      if (error instanceof ApiProblem && error.status === 401) return guest;
      throw error;
    }
  };
  /** The limits in the bettor's currency, and whether they may ask for a VIP bet above them. */
  const limitsOf = async (request: FastifyRequest) => {
    const { settings } = app.settingsOf(request);
    const { currencyId, playerId } = await bettorOf(request);
    const limits = limitsOnWire(stakeLimits(settings, currencyId));
    const country =
      playerId === undefined
        ? settings.globalConfig.geo_country_code
        : await playerCountry(app.db, playerId, settings);
    return { limits, currencyId, vipBets: vipBetsAllowed(settings, country) };
  };
  const depsOf = async (request: FastifyRequest): Promise<CouponDeps> => ({
    db: app.db,
    sim: await feed.simulator(),
    now: feed.now(),
    language: app.settingsOf(request).variant.language,
  });
  const tooMany = (request: FastifyRequest, count: number, at: string) => {
    const most = app.settingsOf(request).settings.bettingConfig.coupon_max_bets;
    if (count > most)
      throw new ApiProblem(
        422,
        'error_bet_too_many_selections',
        [`body ${at}/couponEvents: more than ${most} selections`],
        { max_selections: most },
      );
  };

  for (const base of [OPEN, UPDATE]) {
    app.post<{ Body: UpdateBody }>(
      `${base}/UpdateCoupon`,
      { schema: { body: ref('coupon', 'updateCouponBody') } },
      async (request) => {
        const events = request.body.couponEvents;
        tooMany(request, events.length, '');
        const { sim, now, language } = await depsOf(request);
        const duels = await duelViews(
          app.db,
          sim,
          events.map((e) => e.gameId),
          now,
        );
        const prices = couponPrices(sim, now, events, language, duels);
        return { success: true, data: { events: prices, ...(await limitsOf(request)) } };
      },
    );
    app.post<{ Body: UpdateMultiBody }>(
      `${base}/UpdateCouponMulti`,
      { schema: { body: ref('coupon', 'updateCouponMultiBody') } },
      async (request) => {
        const { bets } = request.body;
        for (const [index, bet] of bets.entries())
          tooMany(request, bet.couponEvents.length, `/bets/${index}`);
        const { sim, now, language } = await depsOf(request);
        const ids = bets.flatMap((bet) => bet.couponEvents.map((e) => e.gameId));
        const duels = await duelViews(app.db, sim, ids, now);
        const answered = bets.map((bet) => ({
          events: couponPrices(sim, now, bet.couponEvents, language, duels),
        }));
        return { success: true, data: { bets: answered, ...(await limitsOf(request)) } };
      },
    );
  }

  app.post<{ Body: SaveCouponBody }>(
    `${OPEN}/SaveCoupon`,
    { schema: { body: ref('coupon', 'saveCouponBody') } },
    async (request) => {
      const { settings } = app.settingsOf(request);
      const guid = await saveCoupon(await depsOf(request), request.body, settings);
      return { success: true, data: { guid } };
    },
  );

  app.post<{ Body: { guid: string } }>(
    `${OPEN}/GetCoupon`,
    { schema: { body: ref('coupon', 'getCouponBody') } },
    async (request) => {
      const coupon = await savedCoupon(await depsOf(request), request.body.guid);
      return { success: true, data: { ...coupon, ...(await limitsOf(request)) } };
    },
  );
}
