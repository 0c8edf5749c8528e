import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';

import { STANDIN_CSS } from '../standin/standin-page.ts';

const RECAPTCHA = readFileSync(
  join(import.meta.dirname, '../captcha/standin-recaptcha.js'),
  'utf8',
);

/**
 * Static parts of the third-party stand-ins: the reCAPTCHA-style provider script
 * (GET /captcha-standin/recaptcha.js) and the stylesheet of their pages (GET /standin/page.css).
 */
export function standinAssetRoutes(app: FastifyInstance) {
  app.get('/captcha-standin/recaptcha.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(RECAPTCHA),
  );
  app.get('/standin/page.css', async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(STANDIN_CSS),
  );
}
