import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Headers on every answer. `strict-origin-when-cross-origin`: page addresses carry one-use
 * tokens (activation links, provider callbacks, payment references), so other sites get the
 * origin only; a bare origin still lets a captcha provider check the site its key belongs to.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** One year; no includeSubDomains: an operator's other subdomains are not ours to decide. */
export const HSTS = 'max-age=31536000';

/**
 * Whether the player reached the site over https: TLS on this socket, or the scheme a trusted
 * proxy reports (X-Forwarded-Proto is believed from BETFRAME_TRUST_PROXY's proxies only).
 */
export const servedOverHttps = (request: FastifyRequest): boolean => request.protocol === 'https';

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    void reply.headers(SECURITY_HEADERS);
    if (servedOverHttps(request)) void reply.header('strict-transport-security', HSTS);
    return payload;
  });
}
