import type { FastifyInstance } from 'fastify';

import { formatMinor, minorOf } from '../../src/lib/money/minor.ts';
import {
  MAX_COMBINATIONS,
  MAX_VOID_EVENTS,
  PRIZE_TABLE,
  type TotoResult,
} from '../../src/lib/toto/toto-maths.ts';
import { ref } from '../contract.ts';
import { ApiProblem } from '../errors.ts';
import type { FeedService } from '../feed/feed-service.ts';
import { champName, sideNames } from '../feed/names.ts';
import { type CouponBody, couponsOf, placeCoupon } from '../toto/coupons.ts';
import {
  type Draw,
  DRAW_TYPE_IDS,
  drawById,
  drawDays,
  drawsOfDay,
  type DrawStatus,
  drawStatusOf,
} from '../toto/draws.ts';

const TOTO = '/web-api/toto';
const PAGE_SIZE = 10;

interface DrawsQuery {
  readonly type?: 'fifteen';
  readonly drawStatus?: DrawStatus;
  readonly page?: number;
}

const typeId = DRAW_TYPE_IDS.fifteen;

/**
 * Draw games (toto, spec §2's route parameters): the draws of type fifteen with their status
 * (drawStatus filters, page pages), a draw's rundown (its 15 events, scores, results once
 * settled, the prize table and the pool), placing a coupon (auth) and the player's coupons.
 */
export function totoRoutes(app: FastifyInstance, feed: FeedService) {
  const stored = async (ids: readonly number[]) => {
    const rows = await app.db.query<{ id: string; status: string; results: TotoResult[] | null }>(
      'SELECT id::text AS id, status, results FROM toto_draws WHERE id = ANY($1::bigint[])',
      [ids],
    );
    return new Map(rows.map((r) => [Number(r.id), r]));
  };

  /**
   * The draw a path's drawId names: one the feed makes on the days listed (two back to the line's
   * end), or an older one the platform keeps (it had coupons, or it settled while listed).
   */
  const drawOf = async (drawId: string, pointer: string): Promise<Draw> => {
    const sim = await feed.simulator();
    const id = Number(drawId);
    const days = drawDays(feed.now(), feed.settings.horizonDays);
    const day = Math.floor(id / 10);
    const known = day > days.at(-1)! ? false : day >= days[0]! || (await stored([id])).has(id);
    const draw = known ? drawById(sim, id) : undefined;
    if (!draw)
      throw new ApiProblem(404, 'error_toto_draw_not_found', [`${pointer}: no draw ${drawId}`]);
    return draw;
  };

  app.get<{ Querystring: DrawsQuery }>(
    `${TOTO}/draws`,
    { schema: { querystring: ref('toto', 'drawsQuery') } },
    async (request) => {
      const sim = await feed.simulator();
      const now = feed.now();
      const draws = drawDays(now, feed.settings.horizonDays).flatMap((d) => drawsOfDay(sim, d));
      const rows = await stored(draws.map((d) => d.id));
      const listed = draws
        .map((d) => ({ draw: d, status: drawStatusOf(d, rows.get(d.id)?.status, now) }))
        .filter((d) => !request.query.drawStatus || d.status === request.query.drawStatus)
        // The open draws first (soonest closing), then the others, latest first.
        .sort((a, b) =>
          a.status === 'open' && b.status === 'open'
            ? a.draw.closesAt - b.draw.closesAt
            : a.status === 'open'
              ? -1
              : b.status === 'open'
                ? 1
                : b.draw.closesAt - a.draw.closesAt,
        );
      const page = request.query.page ?? 1;
      const pages = Math.max(1, Math.ceil(listed.length / PAGE_SIZE));
      return {
        success: true,
        data: {
          type: 'fifteen',
          typeId,
          page,
          pages,
          total: listed.length,
          draws: listed.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map(({ draw, status }) => ({
            drawId: draw.id,
            type: 'fifteen',
            typeId,
            status,
            closesAt: Math.floor(draw.closesAt / 1000),
            events: draw.games.length,
          })),
        },
      };
    },
  );

  app.get<{ Params: { drawId: string } }>(
    `${TOTO}/draws/:drawId`,
    { schema: { params: ref('toto', 'drawParams') } },
    async (request) => {
      const draw = await drawOf(request.params.drawId, 'params /drawId');
      const { language } = app.settingsOf(request).variant;
      const now = feed.now();
      const row = (await stored([draw.id])).get(draw.id);
      const scores = await app.db.query<{ game_id: number; score1: number; score2: number }>(
        'SELECT game_id, score1, score2 FROM feed_results WHERE game_id = ANY($1::int[])',
        [draw.games.map((g) => g.id)],
      );
      const pool = await app.db.query<{ code: string; amount: string; coupons: string }>(
        `SELECT cur.code, SUM(c.total)::text AS amount, COUNT(*)::text AS coupons
         FROM toto_coupons c JOIN currencies cur ON cur.id = c.currency_id
         WHERE c.draw_id = $1 GROUP BY cur.code ORDER BY cur.code`,
        [draw.id],
      );
      return {
        success: true,
        data: {
          drawId: draw.id,
          type: 'fifteen',
          typeId,
          status: drawStatusOf(draw, row?.status, now),
          closesAt: Math.floor(draw.closesAt / 1000),
          events: draw.games.map((game, i) => {
            const [team1, team2] = sideNames(game, language);
            const score = scores.find((s) => s.game_id === game.id);
            return {
              number: i + 1,
              gameId: game.id,
              champ: champName(game.champ, language),
              team1,
              team2,
              start: Math.floor(game.start / 1000),
              score: score ? [score.score1, score.score2] : null,
              result: row?.results?.[i] ?? null,
            };
          }),
          prizes: PRIZE_TABLE,
          maxCombinations: MAX_COMBINATIONS,
          maxVoidEvents: MAX_VOID_EVENTS,
          pool: pool.map((p) => ({
            currency: p.code,
            amount: formatMinor(minorOf(p.amount)),
            coupons: Number(p.coupons),
          })),
        },
      };
    },
  );

  app.post<{ Body: CouponBody }>(
    `${TOTO}/coupons`,
    { schema: { body: ref('toto', 'placeCouponBody') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      const draw = await drawOf(String(request.body.drawId), 'body /drawId');
      const placed = await placeCoupon(app.db, playerId, draw, request.body, feed.now());
      return { success: true, data: placed };
    },
  );

  app.get<{ Querystring: { drawId?: string } }>(
    `${TOTO}/coupons`,
    { schema: { querystring: ref('toto', 'couponsQuery') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      const drawId = request.query.drawId === undefined ? undefined : Number(request.query.drawId);
      return { success: true, data: { coupons: await couponsOf(app.db, playerId, drawId) } };
    },
  );
}
