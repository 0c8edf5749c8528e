import type { FastifyRequest } from 'fastify';

import { ApiProblem } from '../errors.ts';

/** The header the app sends on calls that change state with the session cookie alone. */
export const SAME_ORIGIN_HEADER = 'x-requested-with';

/** The host an Origin header names, or undefined for `null` and anything malformed. */
function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * 403 unless a cookie-only state change comes from the site's own pages. Another site's form or
 * script can make the browser post with the session cookie, but its `Origin` names that site
 * (browsers set it on every cross-origin POST), and it cannot add a custom header without a CORS
 * preflight this platform never grants. So: an `Origin` must name this site's host (its scheme is
 * not compared: TLS often ends at a proxy); without one (older browsers, non-browser clients),
 * the custom header must be there.
 */
export function requireSameOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  const fromHere =
    origin === undefined
      ? typeof request.headers[SAME_ORIGIN_HEADER] === 'string'
      : hostOf(origin) === request.host.toLowerCase();
  if (!fromHere)
    throw new ApiProblem(403, 'error_cross_origin', [
      'this call must come from the site’s own pages (Origin, or X-Requested-With)',
    ]);
}
