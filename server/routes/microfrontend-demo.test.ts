import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CONTENT_SECURITY_POLICY } from '../app.ts';
import { buildTestServer } from '../testing/test-server.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestServer({
    configDir: join(import.meta.dirname, '../../config-samples'),
    distDir: join(import.meta.dirname, 'no-dist'),
  });
});
afterAll(async () => {
  await app.close();
});

describe('GET /microfrontend-demo/', () => {
  it('serves a page the site may frame (frame-ancestors self) with its own script and stylesheet, nothing inline', async () => {
    const page = await app.inject({ method: 'GET', url: '/microfrontend-demo/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.body).toContain('src="/microfrontend-demo/demo.js"');
    expect(page.body).not.toMatch(/<script>|<style|style="/);
    const script = await app.inject({ method: 'GET', url: '/microfrontend-demo/demo.js' });
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    // The frame side never posts to any origin ('*'): only to its own.
    expect(script.body).toContain('postMessage(message, origin)');
    expect(script.body).not.toContain("'*'");
    const css = await app.inject({ method: 'GET', url: '/microfrontend-demo/demo.css' });
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });
});
