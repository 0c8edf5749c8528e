import type { FastifyRequest } from 'fastify';

import { ApiProblem } from '../errors.ts';

/** Hosts that name this machine: the only ones plain http is good for, and only in development. */
const LOCAL_HOST = /^(?:localhost|(?:[a-z0-9-]+\.)+localhost|127\.0\.0\.1|\[::1\])$/;
/** The one callback a site registers with its providers: the social callback page of a language. */
const CALLBACK_PATH = /^\/[a-z]{2}\/social\/callback$/;

const refuse = (detail: string) => new ApiProblem(400, 'error_bad_request', [detail]);

/** The origin this site is served at (scheme, host, port), or undefined for a malformed Host. */
function siteOrigin(request: FastifyRequest): string | undefined {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * The redirect_uri when it is exactly this site's registered callback: https (http only for a
 * local host outside production), this site's own origin, no credentials, the callback path and
 * nothing after it; a 400 otherwise. Checking the host alone let `javascript://` and `data://`
 * addresses through, and a code or an error sent to any other place leaves the site.
 */
export function registeredRedirect(
  request: FastifyRequest,
  redirectUri: string,
  production: boolean,
): URL {
  let target: URL;
  try {
    target = new URL(redirectUri);
  } catch {
    throw refuse('redirect_uri must be an absolute URL');
  }
  const local = !production && LOCAL_HOST.test(target.hostname);
  if (target.protocol !== 'https:' && !(target.protocol === 'http:' && local))
    throw refuse('redirect_uri must be https (http only on localhost outside production)');
  if (target.origin !== siteOrigin(request) || target.username !== '' || target.password !== '')
    throw refuse('redirect_uri must lead back to this site');
  if (!CALLBACK_PATH.test(target.pathname) || target.search !== '' || target.hash !== '')
    throw refuse('redirect_uri must be this site’s social callback');
  return target;
}
