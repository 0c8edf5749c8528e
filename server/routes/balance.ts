import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The player's accounts (auth), as the spec lists them: each main account with its money and
 * points, then each bonus account holding money (its Bonus above zero marks it). Every amount is
 * the sum of the account's ledger entries.
 */
export function balanceRoutes(app: FastifyInstance) {
  const balance = async (request: FastifyRequest) => {
    const { playerId } = await app.authenticate(request);
    const data = await app.db.query(
      `WITH held AS (
         SELECT a.id, a.kind, a.currency_id, a.is_active,
                COALESCE((SELECT SUM(e.amount) FROM ledger_entries e WHERE e.account_id = a.id), 0) AS sum
         FROM accounts a WHERE a.player_id = $1
       )
       SELECT h.id, CASE h.kind WHEN 'bonus' THEN 'account_bonus' ELSE 'account_main' END AS "AccountName",
              h.sum::float8 AS money, c.code AS kode, c.symbol AS "currencySymbol", h.is_active AS active,
              h.currency_id AS "idCurrecy", 0::float8 AS summ_unplaced_bets,
              CASE h.kind WHEN 'main' THEN (SELECT COALESCE(SUM(p.sum), 0) FROM held p WHERE p.kind = 'points') ELSE 0 END::int AS "PointsBalance",
              CASE h.kind WHEN 'bonus' THEN h.sum ELSE 0 END::float8 AS "Bonus"
       FROM held h JOIN currencies c ON c.id = h.currency_id
       WHERE h.kind = 'main' OR (h.kind = 'bonus' AND h.sum > 0)
       ORDER BY h.kind = 'bonus', h.id`,
      [playerId],
    );
    return { success: true, data };
  };
  app.get('/account-api/user/balance', balance);
  app.post('/web-api/user/balance', balance);
}
