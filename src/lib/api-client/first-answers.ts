import type { ApiClient, CallOptions } from './client';
import type { Endpoint } from './endpoint';
import { apiKey } from './use-api';

/** One call a loader makes for the first view (see FirstAnswers). */
export interface ApiCall {
  readonly key: string;
  readonly run: (client: ApiClient) => Promise<unknown>;
}

/** A call of `endpoint` with `input`, for FirstAnswers.prefetch. */
export const apiCall = <I, R, O>(
  endpoint: Endpoint<I, R, O>,
  input: I,
  pathParams?: CallOptions['pathParams'],
): ApiCall => ({
  key: apiKey(endpoint, input, pathParams),
  run: (client) => client.call(endpoint, input, pathParams ? { pathParams } : {}),
});

/**
 * Answers a view would otherwise ask for from an effect once rendered (the footer's texts), asked
 * by a loader instead for the app's first page: the platform's render has them (effects never run
 * there), and the browser's hydration gets the same answers from the page's data block. They are
 * SWR's fallback (by useApi's key), which views read before asking themselves. One per app.
 */
export interface FirstAnswers {
  readonly fallback: Record<string, unknown>;
  /** Makes the calls; one that fails leaves its key out (its view asks, and fails, itself). */
  readonly prefetch: (calls: readonly ApiCall[]) => Promise<void>;
}

export function createFirstAnswers(client: ApiClient): FirstAnswers {
  const fallback: Record<string, unknown> = {};
  return {
    fallback,
    prefetch: async (calls) => {
      await Promise.all(
        calls.map((call) =>
          call.run(client).then(
            (answer) => void (fallback[call.key] = answer),
            () => undefined,
          ),
        ),
      );
    },
  };
}
