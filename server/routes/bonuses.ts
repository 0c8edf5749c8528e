import type { FastifyInstance } from 'fastify';

import { bonusesOf, bonusTurnoverOf, refuseBonus } from '../bonuses/bonuses.ts';
import { activatePromoCode, promoCodesOf } from '../bonuses/promo-codes.ts';
import { ref } from '../contract.ts';

/**
 * Bonuses in the office (auth): the player's bonuses with their wagering (office_bonuses_*),
 * what counted toward one's wagering (getbonusturnover), refusing one (refusebonus), activating a
 * promo code, and the codes activated (getUserPromoCodesNew).
 */
export function bonusRoutes(app: FastifyInstance) {
  app.get('/web-api/officeapi/getbonuses', async (request) => {
    const { playerId } = await app.authenticate(request);
    return { success: true, data: await bonusesOf(app.db, playerId) };
  });

  app.get<{ Querystring: { bonus_id: number; page?: number } }>(
    '/web-api/officeapi/getbonusturnover',
    { schema: { querystring: ref('bonuses', 'bonusTurnoverQuery') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      const { bonus_id, page = 1 } = request.query;
      return { success: true, data: await bonusTurnoverOf(app.db, playerId, bonus_id, page) };
    },
  );

  app.post<{ Body: { bonus_id: number } }>(
    '/web-api/officeapi/refusebonus',
    { schema: { body: ref('bonuses', 'refuseBody') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      await app.db.transaction((tx) => refuseBonus(tx, playerId, request.body.bonus_id));
      return { success: true, data: await bonusesOf(app.db, playerId) };
    },
  );

  app.post<{ Body: { promo_code: string } }>(
    '/web-api/promo/activate',
    { schema: { body: ref('bonuses', 'promoActivateBody') } },
    async (request) => {
      const { playerId } = await app.authenticate(request);
      const { settings } = app.settingsOf(request);
      const bonus = await activatePromoCode(app.db, {
        playerId,
        code: request.body.promo_code,
        settings,
        now: app.clock.now(),
      });
      return { success: true, data: bonus };
    },
  );

  app.get('/web-api/promo/getUserPromoCodesNew', async (request) => {
    const { playerId } = await app.authenticate(request);
    return { success: true, data: await promoCodesOf(app.db, playerId) };
  });
}
