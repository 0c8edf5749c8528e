import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

const STANDIN = readFileSync(join(import.meta.dirname, '../captcha/standin-recaptcha.js'), 'utf8');

/** The reCAPTCHA-style stand-in provider script (GET /captcha-standin/recaptcha.js). */
export function captchaStandinRoutes(app: FastifyInstance) {
  app.get('/captcha-standin/recaptcha.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(STANDIN),
  );
}
