import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The player's accounts (auth): money, currency, unplaced bets, points, bonus. */
export function balanceRoutes(app: FastifyInstance) {
  const balance = async (request: FastifyRequest) => {
    const { playerId } = await app.authenticate(request);
    const data = await app.db.query(
      `SELECT a.id, 'account_main' AS "AccountName", a.balance::float8 AS money, c.code AS kode, c.symbol AS "currencySymbol",
              a.is_active AS active, a.currency_id AS "idCurrecy", 0::float8 AS summ_unplaced_bets, a.points AS "PointsBalance",
              a.bonus_balance::float8 AS "Bonus"
       FROM accounts a JOIN currencies c ON c.id = a.currency_id WHERE a.player_id = $1 ORDER BY a.id`,
      [playerId],
    );
    return { success: true, data };
  };
  app.get('/account-api/user/balance', balance);
  app.post('/web-api/user/balance', balance);
}
