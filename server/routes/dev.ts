import type { FastifyInstance } from 'fastify';

import { addConsultantMessage } from '../cashier/consultant.ts';
import { decideWithdrawal } from '../cashier/withdrawals.ts';
import { ref } from '../contract.ts';

/**
 * Development only (never registered in production): what the server "sent", newest first; the
 * platform's token clock; captcha answers; stored analytics; the operator's withdrawal decisions.
 */
export function devRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { to: string } }>(
    '/__dev/outbox',
    { schema: { querystring: ref('dev', 'outboxQuery') } },
    async (request) => {
      const to = request.query.to.trim();
      // Phones are stored as + and digits; accept them written any way.
      const phone = /^[+\d\s()-]+$/.test(to) ? `+${to.replace(/\D/g, '')}` : to.toLowerCase();
      const rows = await app.db.query(
        `SELECT id, channel, recipient, subject, body, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
       FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 50`,
        [phone],
      );
      return { data: rows };
    },
  );

  // End-to-end tests outlive a token by moving the platform's token clock instead of waiting.
  const clockState = () => ({
    data: { now: app.clock.now().toISOString(), offsetMs: app.clock.offsetMs },
  });
  app.get('/__dev/clock', async () => clockState());
  app.put<{ Body: { offsetMs: number } }>(
    '/__dev/clock',
    { schema: { body: ref('dev', 'clockBody') } },
    async (request) => {
      app.clock.setOffset(request.body.offsetMs);
      return clockState();
    },
  );

  // Tests and demos solve the puzzle like a player who can see it: they need the gap's position.
  app.get<{ Params: { id: string } }>(
    '/__dev/captcha/:id',
    { schema: { params: ref('dev', 'captchaParams') } },
    async (request, reply) => {
      const [row] = await app.db.query<{ answer: number }>(
        'SELECT answer FROM captcha_challenges WHERE id = $1',
        [request.params.id],
      );
      if (!row)
        return reply.code(404).send({
          success: false,
          message: 'error_not_found',
          errors: [{ detail: 'no such challenge' }],
        });
      return { data: { x: row.answer } };
    },
  );

  // What the analytics backend stored, newest batch first: e2e checks batches, compression and PII.
  app.get<{ Querystring: { partner?: number; limit: number } }>(
    '/__dev/analytics',
    { schema: { querystring: ref('analytics', 'devAnalyticsQuery') } },
    async (request) => {
      const { partner, limit } = request.query;
      const batches = await app.db.query<{ id: string }>(
        `SELECT id::int AS id, partner, user_id AS "userId", screen_w AS sw, screen_h AS sh, sids, client_ts::float8 AS "clientTs",
              content_encoding AS "contentEncoding", body_size AS "bodySize", decoded_size AS "decodedSize", event_count AS "eventCount", body,
              to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "receivedAt"
       FROM analytics_batches WHERE ($1::int IS NULL OR partner = $1) ORDER BY id DESC LIMIT $2`,
        [partner ?? null, limit],
      );
      const ids = batches.map((b) => b.id);
      const events =
        ids.length === 0
          ? []
          : await app.db.query<{ batchId: number }>(
              'SELECT batch_id::int AS "batchId", code, ts::float8 AS ts, params FROM analytics_events WHERE batch_id = ANY($1::bigint[]) ORDER BY id',
              [ids],
            );
      return {
        data: batches.map((b) => ({
          ...b,
          events: events.filter((e) => e.batchId === Number(b.id)).map(({ batchId: _, ...e }) => e),
        })),
      };
    },
  );

  // The operator's decision on a withdrawal (e2e and tests play the platform's back office).
  app.post<{ Body: { request_id: number; decision: 'approved' | 'declined' } }>(
    '/__dev/withdrawals/decide',
    { schema: { body: ref('withdrawals', 'decisionBody') } },
    async (request) => ({
      success: true,
      data: await decideWithdrawal(app.db, request.body.request_id, request.body.decision),
    }),
  );

  // The platform's payment consultant answers a request (e2e and tests play the back office).
  app.post<{ Body: { request_id: number; body: string } }>(
    '/__dev/consultant/answer',
    { schema: { body: ref('consultant', 'consultantAnswerBody') } },
    async (request) => {
      await addConsultantMessage(app.db, {
        requestId: request.body.request_id,
        author: 'consultant',
        body: request.body.body,
      });
      return { success: true };
    },
  );
}
