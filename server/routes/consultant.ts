import type { FastifyInstance, FastifyRequest } from 'fastify';

import {
  addConsultantMessage,
  assertConsultantOffered,
  consultantRequestOf,
  consultantRequestsOf,
  createConsultantRequest,
  paymentsForTopic,
  type PaymentType,
  TOPICS,
} from '../cashier/consultant.ts';
import { ref } from '../contract.ts';

const BASE = '/web-api/officeapi/consultant';

type CreateBody = {
  topic: string;
  payments?: { type: PaymentType; id: string }[];
  details: string;
  request_key: string;
};

/**
 * The payment consultant in the office (auth; 403 where the variant does not offer it in the
 * player's country): the topics, the payments a topic may be about, the player's requests, making
 * one, reading one with its payments and conversation, and writing in it.
 */
export function consultantRoutes(app: FastifyInstance) {
  const player = async (request: FastifyRequest) => {
    const { playerId } = await app.authenticate(request);
    await assertConsultantOffered(app.db, playerId, app.settingsOf(request).settings);
    return playerId;
  };

  app.get(`${BASE}/topics`, async (request) => {
    await player(request);
    return {
      success: true,
      data: Object.entries(TOPICS).map(([id, about]) => ({
        id,
        payments: about.payments,
        needs_payment: about.needsPayment,
      })),
    };
  });

  app.get<{ Querystring: { topic: string } }>(
    `${BASE}/payments`,
    { schema: { querystring: ref('consultant', 'consultantPaymentsQuery') } },
    async (request) => ({
      success: true,
      data: await paymentsForTopic(app.db, await player(request), request.query.topic),
    }),
  );

  app.get<{ Querystring: { page?: number } }>(
    `${BASE}/requests`,
    { schema: { querystring: ref('withdrawals', 'requestsQuery') } },
    async (request) => ({
      success: true,
      data: await consultantRequestsOf(app.db, await player(request), request.query.page ?? 1),
    }),
  );

  app.post<{ Body: CreateBody }>(
    `${BASE}/requests`,
    { schema: { body: ref('consultant', 'consultantCreateBody') } },
    async (request) => {
      const playerId = await player(request);
      const { topic, payments = [], details, request_key: requestKey } = request.body;
      const id = await createConsultantRequest(app.db, {
        playerId,
        topic,
        payments,
        details,
        requestKey,
      });
      return { success: true, data: await consultantRequestOf(app.db, playerId, id) };
    },
  );

  app.get<{ Querystring: { id: number } }>(
    `${BASE}/request`,
    { schema: { querystring: ref('payment-history', 'paycheckQuery') } },
    async (request) => ({
      success: true,
      data: await consultantRequestOf(app.db, await player(request), request.query.id),
    }),
  );

  app.post<{ Body: { request_id: number; body: string } }>(
    `${BASE}/message`,
    { schema: { body: ref('consultant', 'consultantMessageBody') } },
    async (request) => {
      const playerId = await player(request);
      await addConsultantMessage(app.db, {
        requestId: request.body.request_id,
        author: 'player',
        body: request.body.body,
        playerId,
      });
      return {
        success: true,
        data: await consultantRequestOf(app.db, playerId, request.body.request_id),
      };
    },
  );
}
