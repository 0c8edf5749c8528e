import type { SiteSettings } from '@/config/generated/site-settings.types.ts';

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
  /**
   * True while the app's first page loads (always, in the platform's render of one page): only
   * then do loaders ask on behalf of their views; later pages' views ask for themselves, and a
   * navigation is never held back by it.
   */
  readonly loadingFirstPage: () => boolean;
  /** The first page is shown (the router has initialised). */
  readonly firstPageShown: () => void;
}

export function createFirstAnswers(client: ApiClient): FirstAnswers {
  const fallback: Record<string, unknown> = {};
  let first = true;
  return {
    fallback,
    loadingFirstPage: () => first,
    firstPageShown: () => {
      first = false;
    },
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

/**
 * What a page's first data is asked with: a page whose view would fetch what it shows once
 * mounted (a machine's first load) has its loader fetch it instead on the app's first page, so the
 * platform's render shows it and hydration starts from the same answers (the page's data block).
 */
export interface FirstDataArgs {
  readonly client: ApiClient;
  readonly settings: SiteSettings;
  /** The page's language. */
  readonly language: string;
  /** Asks ahead what the page's views ask from effects of their own (FirstAnswers.prefetch). */
  readonly prefetch: FirstAnswers['prefetch'];
  /** The page's address (its query too: a page may open on the tab it names). */
  readonly url: URL;
}
