import type { FastifyInstance } from 'fastify';

import { abTestsFor, recordSession } from '../analytics/ab-catalogue.ts';
import { decodeAnalyticsBody, MAX_DECODED_BYTES } from '../analytics/decode-body.ts';
import { ref } from '../contract.ts';

interface AnalyticsEventBody {
  code: number;
  ts: number;
  params?: Record<string, unknown>;
}

interface EventBody {
  w: number;
  sw?: number;
  sh?: number;
  u?: string;
  ev: AnalyticsEventBody | AnalyticsEventBody[];
  sids?: string[];
  ts: number;
}

/** The analytics backend ("under an api path"): event batches in, A/B tests out. */
export function analyticsRoutes(app: FastifyInstance) {
  app.post<{ Body: EventBody }>(
    '/analytics-api/event.json',
    {
      bodyLimit: MAX_DECODED_BYTES,
      preParsing: decodeAnalyticsBody,
      schema: { body: ref('analytics', 'eventRequest') },
    },
    async (request) => {
      const body = request.body;
      const events = Array.isArray(body.ev) ? body.ev : [body.ev];
      const wire = request.analyticsWire ?? { encoding: 'identity', bytes: 0 };
      const text = JSON.stringify(body);
      // Each batch is rows kept for months: one address gets a budget of them.
      const pass = await app.checkBudget(request, 'analytics_batch');
      await app.db.transaction(async (tx) => {
        const [batch] = await tx.query<{ id: string }>(
          `INSERT INTO analytics_batches (partner, user_id, screen_w, screen_h, sids, client_ts, content_encoding, body_size, decoded_size, event_count, body)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
          [
            body.w,
            body.u ?? '',
            body.sw ?? null,
            body.sh ?? null,
            body.sids ?? [],
            body.ts,
            wire.encoding,
            wire.bytes,
            Buffer.byteLength(text),
            events.length,
            text,
          ],
        );
        for (const event of events) {
          await tx.query(
            'INSERT INTO analytics_events (batch_id, code, ts, params) VALUES ($1, $2, $3, $4)',
            [batch!.id, event.code, event.ts, JSON.stringify(event.params ?? {})],
          );
        }
      });
      await pass.count();
      return {
        success: true as const,
        data: { accepted: events.length, record: recordSession(body.w, body.sids?.[0]) },
      };
    },
  );

  app.post<{ Body: { w: number; u?: string; state?: string } }>(
    '/analytics-api/ab.json',
    { schema: { body: ref('analytics', 'abRequest') } },
    async (request) => ({
      success: true as const,
      data: abTestsFor(request.body.w, request.body.state ?? ''),
    }),
  );
}
