import type { FastifyInstance } from 'fastify';

import type { SettingsService } from '../config/settings-service.ts';
import { readiness, READINESS_CHECKS } from '../health/readiness.ts';

/**
 * Probes for load balancers and orchestrators, outside auth and the page fallback:
 * GET /healthz (the process answers) and GET /readyz (it can serve: database, migrations,
 * settings), a 503 in the one error shape naming each failed check.
 */
export function healthRoutes(app: FastifyInstance, settings: SettingsService) {
  app.get('/healthz', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    const result = await readiness(app.db, settings);
    const checks = Object.fromEntries(
      READINESS_CHECKS.map((name) => [name, result[name].ok ? 'ok' : 'failed']),
    );
    const failures = READINESS_CHECKS.flatMap((name) => {
      const check = result[name];
      return check.ok ? [] : [{ detail: `${name}: ${check.detail}` }];
    });
    if (failures.length === 0) return { status: 'ready', checks };
    return reply
      .code(503)
      .send({ success: false, message: 'error_not_ready', errors: failures, checks });
  });
}
