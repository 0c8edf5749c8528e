import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Graceful shutdown: once closing, every answer says `connection: close` (so keep-alive
 * connections do not hold the server open), and `whenIdle` waits for requests still running —
 * the database closes only after them.
 */
export function trackRequests(app: FastifyInstance) {
  const running = new Set<FastifyRequest>();
  let closing = false;
  const waiters: (() => void)[] = [];
  const done = (request: FastifyRequest) => {
    running.delete(request);
    if (running.size === 0) for (const wake of waiters.splice(0)) wake();
  };
  app.addHook('onRequest', async (request) => {
    running.add(request);
  });
  app.addHook('onResponse', async (request) => done(request));
  app.addHook('onRequestAbort', async (request) => done(request));
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) void reply.header('connection', 'close');
    return payload;
  });
  return {
    /** Resolves when no request is running (or after `timeoutMs`, so a stuck client cannot block shutdown). */
    whenIdle(timeoutMs = 10_000): Promise<void> {
      if (running.size === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
