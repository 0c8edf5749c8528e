import type { FastifyInstance } from 'fastify';

/**
 * Routes that take a page's form (application/x-www-form-urlencoded): the stand-ins' pages post
 * what should stay out of addresses (a password, a card number). Only routes registered in the
 * scope this opens read forms; the platform's API reads JSON.
 */
export function formRoutes(app: FastifyInstance, register: (scope: FastifyInstance) => void) {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    register(scope);
  });
}
