import useSWRInfinite, { unstable_serialize } from 'swr/infinite';

import { useApiClient } from '@/lib/api-client/api-client-context';
import type { Endpoint } from '@/lib/api-client/endpoint';
import type { ApiError } from '@/lib/api-client/errors';
import type { ApiCall } from '@/lib/api-client/first-answers';
import { apiKey } from '@/lib/api-client/use-api';

/** The platform's paging step (spec §9): a page shorter than this is the last. */
export const PAGE_SIZE = 50;

function onceEach<T>(items: readonly T[], keyOf: (item: T) => string | number): T[] {
  const seen = new Set<string | number>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A list the platform answers page by page, as far as the player has asked ("Show more"). */
export interface Pages<T> {
  readonly items: readonly T[] | undefined;
  readonly error: ApiError | undefined;
  /** The first page is on its way. */
  readonly loading: boolean;
  /** A further page is on its way. */
  readonly loadingMore: boolean;
  /** The last page was full: there may be more. */
  readonly hasMore: boolean;
  readonly loadMore: () => void;
  /** Asks again for every page shown (after a change the list reflects). */
  readonly refresh: () => Promise<unknown>;
}

type PageKey<I> = [string, I];

/** SWR's key of page `index` (from 0): none after a short page, the last. */
const pageKeys =
  <I, R, T>(endpoint: Endpoint<I, R, readonly T[]>, inputOf: (page: number) => I) =>
  (index: number, previous: readonly T[] | null): PageKey<I> | null => {
    if (previous && previous.length < PAGE_SIZE) return null;
    const input = inputOf(index + 1);
    return [apiKey(endpoint, input), input];
  };

/**
 * The first page of a paged call as the list's first answer (FirstAnswers.prefetch): the
 * platform's render shows the list with the page, and `usePages` starts from it.
 */
export const firstPageCall = <I, R, T>(
  endpoint: Endpoint<I, R, readonly T[]>,
  inputOf: (page: number) => I,
): ApiCall => ({
  key: unstable_serialize(pageKeys(endpoint, inputOf)),
  run: async (client) => [await client.call(endpoint, inputOf(1))],
});

/**
 * The pages of a paged call (`inputOf(n)` is page n's input, from 1), newest first as the
 * platform sends them, asked again when the view mounts. Another first-page input (a filter)
 * starts again from its first page. `keyOf` names an item: one that a later page repeats (newer
 * items arrived meanwhile and moved the pages on) is listed once.
 */
export function usePages<I, R, T>(
  endpoint: Endpoint<I, R, readonly T[]>,
  inputOf: (page: number) => I,
  keyOf: (item: T) => string | number,
): Pages<T> {
  const client = useApiClient();
  const { data, error, isLoading, size, setSize, mutate } = useSWRInfinite<
    readonly T[],
    ApiError,
    (index: number, previous: readonly T[] | null) => PageKey<I> | null
  >(
    pageKeys(endpoint, inputOf),
    ([, input]: PageKey<I>) => client.call(endpoint, input),
    // Fresh pages whenever the list is shown, however soon after the last look (money may have
    // moved meanwhile: no deduplication); "Show more" asks for the next page only.
    { revalidateOnMount: true, revalidateFirstPage: false, dedupingInterval: 0 },
  );
  const last = data?.[data.length - 1];
  return {
    items: data && onceEach(data.flat(), keyOf),
    error,
    loading: isLoading,
    loadingMore: size > 0 && data !== undefined && data.length < size,
    hasMore: last !== undefined && last.length === PAGE_SIZE,
    loadMore: () => void setSize(size + 1),
    refresh: () => mutate(),
  };
}
