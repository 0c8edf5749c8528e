import type { FastifyRequest } from 'fastify';

import { ApiProblem } from '../errors.ts';

/** A stand-in only sends the player back to this site (never an open redirect). */
export function sameSiteRedirect(request: FastifyRequest, redirectUri: string): URL {
  let target: URL;
  try {
    target = new URL(redirectUri);
  } catch {
    throw new ApiProblem(400, 'error_bad_request', ['redirect_uri must be an absolute URL']);
  }
  if (target.host !== request.host)
    throw new ApiProblem(400, 'error_bad_request', ['redirect_uri must lead back to this site']);
  return target;
}

/** The redirect back, with the given query parameters added. */
export function backTo(redirectUri: string, params: Record<string, string>): string {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}
