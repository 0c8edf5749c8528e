import { raceAbort } from './abort';
import { UnauthorizedError } from './errors';

/** What the client asks of the service-token runtime for calls flagged `auth: 'service'`. */
export interface ServiceTokenHooks {
  /** The token for a call to `url`; rejects (a ServiceTokenError) when there is none to be had. */
  token(url: string): Promise<string>;
  /** The platform refused `token` for `url` (401): resolves when a retry may go, rejects when the url's attempts are spent. */
  rejected(url: string, token: string, cause: UnauthorizedError): Promise<void> | void;
  /** A call to `url` went through: its attempts start over. */
  accepted(url: string): void;
}

/**
 * Sends a service call with `Authorization: Bearer <service token>`, and after each 401 asks the
 * hooks whether to retry with a new token: the hooks keep the per-URL count and end the loop.
 */
export async function sendWithServiceToken<T>(
  hooks: ServiceTokenHooks,
  url: string,
  signal: AbortSignal,
  send: (auth: Record<string, string>) => Promise<T>,
): Promise<T> {
  for (;;) {
    const token = await raceAbort(hooks.token(url), signal);
    try {
      const result = await send({ Authorization: `Bearer ${token}` });
      hooks.accepted(url);
      return result;
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) throw error;
      await raceAbort(Promise.resolve(hooks.rejected(url, token, error)), signal);
    }
  }
}
