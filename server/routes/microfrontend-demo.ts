import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';

const dir = join(import.meta.dirname, '../standin/microfrontend-demo');
const read = (name: string) => readFileSync(join(dir, name), 'utf8');
const files = { html: read('index.html'), js: read('demo.js'), css: read('demo.css') };

/**
 * The demo microfrontend (GET /microfrontend-demo/ with its script and stylesheet): a plain page
 * that runs the frame side of the cross-frame channel. The site's CSP (frame-ancestors 'self')
 * lets the site frame it; it has no inline script or style.
 */
export function microfrontendDemoRoutes(app: FastifyInstance) {
  app.get('/microfrontend-demo/', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(files.html),
  );
  app.get('/microfrontend-demo/demo.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(files.js),
  );
  app.get('/microfrontend-demo/demo.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(files.css),
  );
}
