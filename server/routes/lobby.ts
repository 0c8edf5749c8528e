import { createHash } from 'node:crypto';

import type { FastifyInstance, FastifyRequest } from 'fastify';

import { copyLobbyCoupon, lobbyPage, type LobbyQuery } from '../bets/lobby-list.ts';
import { lobbyOff, publishPlaced } from '../bets/lobby-publish.ts';
import type { CouponDeps } from '../bets/saved-coupons.ts';
import { ref } from '../contract.ts';
import type { FeedService } from '../feed/feed-service.ts';

const LOBBY = '/web-api/datalinelive';
const OFFICE = '/web-api/officeapi';

/**
 * The coupon lobby's open calls (couponConfig.lobby, guests too): getcouponlobby lists the coupons
 * players published with their bets, priced now, with an ETag (a poll of an unchanged page is a
 * 304); copylobbycoupon counts a copy and answers the booking code the slip opens (GetCoupon).
 * A site's lobby is its own: the coupons its partner's players published, none of another's.
 * Publishing is MakeBetWeb's withLobby (server/routes/bets.ts), or publishbet for an open bet
 * placed without it (auth). Where the lobby is off: 404.
 */
export function lobbyRoutes(app: FastifyInstance, feed: FeedService) {
  const lobbyOf = (request: FastifyRequest, at: string) => {
    const { settings, variant } = app.settingsOf(request);
    const lobby = settings.couponConfig.lobby;
    if (!lobby.enabled) throw lobbyOff(at);
    return { lobby, language: variant.language, partner: variant.partner };
  };
  const depsOf = async (language: string): Promise<CouponDeps> => ({
    db: app.db,
    sim: await feed.simulator(),
    now: feed.now(),
    language,
  });

  app.get<{ Querystring: LobbyQuery }>(
    `${LOBBY}/getcouponlobby`,
    { schema: { querystring: ref('lobby', 'lobbyQuery') } },
    async (request, reply) => {
      const { lobby, language, partner } = lobbyOf(request, 'query');
      const deps = await depsOf(request.query.lng ?? language);
      const data = await lobbyPage(deps, partner, request.query, lobby.page_size);
      const text = JSON.stringify({ success: true, data });
      const etag = `"${createHash('sha1').update(text).digest('base64url').slice(0, 27)}"`;
      // Prices and copies move: a browser asks again each time, an unchanged page costs a 304.
      void reply.header('etag', etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(text);
    },
  );

  app.post<{ Body: { id: number } }>(
    `${LOBBY}/copylobbycoupon`,
    { schema: { body: ref('lobby', 'copyLobbyCouponBody') } },
    async (request) => {
      const { language, partner } = lobbyOf(request, 'body /id');
      const copied = await copyLobbyCoupon(await depsOf(language), partner, request.body.id);
      return { success: true, data: copied };
    },
  );

  app.post<{ Body: { betId: number } }>(
    `${OFFICE}/publishbet`,
    { schema: { body: ref('lobby', 'publishBetBody') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      const { settings } = app.settingsOf(request);
      const published = await publishPlaced(app.db, settings, playerId, request.body.betId);
      return { success: true, data: published };
    },
  );
}
