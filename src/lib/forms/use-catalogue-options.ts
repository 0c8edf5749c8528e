import { useMemo } from 'react';
import useSWR from 'swr';

import type {
  RegistrationField,
  RegistrationFieldOption,
} from '@/config/generated/site-settings.types.ts';
import { useOptionalApiClient } from '@/lib/api-client/api-client-context';
import type { ApiClient } from '@/lib/api-client/client';
import { logger } from '@/lib/logger';

import type { Catalogue, CatalogueRegistry } from './catalogues';
import { catalogueInput, catalogueSources } from './dependencies';

type Options = readonly RegistrationFieldOption[];

/** A catalogue-backed field's options: waiting for a parameter's field, loading, loaded or failed. */
export interface CatalogueOptions {
  readonly status: 'waiting' | 'loading' | 'ready' | 'failed';
  readonly options: Options;
}

interface Request {
  readonly name: string;
  readonly key: string | null;
  readonly catalogue?: Catalogue;
  readonly input: Record<string, unknown> | null;
}

// Catalogues are reference data: one answer per call and input for the client's lifetime (one
// app's), so a region chosen anew does not ask for the country's regions again. A failed call is
// forgotten. SWR's cache is the client's provider's own (ApiClientProvider), so keys need not name it.
type ClientAnswers = Map<string, Promise<Options | undefined>>;
const answers = new WeakMap<ApiClient, ClientAnswers>();

function answersOf(client: ApiClient): ClientAnswers {
  let known = answers.get(client);
  if (!known) answers.set(client, (known = new Map<string, Promise<Options | undefined>>()));
  return known;
}

function answerOf(client: ApiClient, request: Request): Promise<Options | undefined> {
  const cache = answersOf(client);
  const key = request.key as string;
  let answer = cache.get(key);
  if (!answer) {
    answer = client.call(request.catalogue as Catalogue, request.input as never).catch((error) => {
      cache.delete(key);
      logger.warn(`catalogue ${key} failed to load`, error);
      return undefined;
    });
    cache.set(key, answer);
  }
  return answer;
}

const WAITING: CatalogueOptions = { status: 'waiting', options: [] };
const LOADING: CatalogueOptions = { status: 'loading', options: [] };
const FAILED: CatalogueOptions = { status: 'failed', options: [] };
const SWR_OPTIONS = {
  keepPreviousData: true,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
};

/**
 * The options of every field whose definition names a catalogue (options_source), loaded through
 * the one API client with the parameters taken from the current values. Same answers, same
 * object: a form re-renders only the fields whose options changed.
 */
export function useCatalogueOptions(
  fields: readonly RegistrationField[],
  values: Readonly<Record<string, unknown>>,
  registry: CatalogueRegistry,
): Readonly<Record<string, CatalogueOptions>> {
  const client = useOptionalApiClient();
  const sources = useMemo(() => catalogueSources(fields), [fields]);
  const requests = sources.map(({ name, source }): Request => {
    const catalogue = Object.hasOwn(registry, source.catalogue)
      ? registry[source.catalogue]
      : undefined;
    const input = catalogueInput(source, values);
    const key = catalogue && input ? JSON.stringify([source.catalogue, input]) : null;
    return { name, key, catalogue, input };
  });
  const keys = [...new Set(requests.flatMap((r) => (r.key ? [r.key] : [])))].sort();
  if (keys.length > 0 && !client)
    throw new Error('A field loads its options from a catalogue: put an ApiClientProvider above');
  const { data } = useSWR(
    keys.length > 0 && client ? ['catalogues', ...keys] : null,
    async () => {
      const active = requests.filter((r) => r.key !== null);
      const loaded = await Promise.all(active.map((r) => answerOf(client!, r)));
      // A plain object, not a Map: SWR compares answers with dequal/lite, which sees no Map entries.
      return Object.fromEntries(active.map((r, i) => [r.key as string, loaded[i] ?? null]));
    },
    SWR_OPTIONS,
  );
  const signature = JSON.stringify(requests.map((r) => [r.name, r.key, !!r.catalogue]));
  return useMemo(() => {
    const out: Record<string, CatalogueOptions> = {};
    for (const request of requests) {
      if (!request.catalogue) out[request.name] = FAILED;
      else if (request.key === null) out[request.name] = WAITING;
      else if (!data || !Object.hasOwn(data, request.key)) out[request.name] = LOADING;
      else {
        const options = data[request.key];
        out[request.name] = options ? { status: 'ready', options } : FAILED;
      }
    }
    return out;
    // The requests are what the signature spells; their objects are new on every render.
  }, [signature, data]); // eslint-disable-line react-hooks/exhaustive-deps
}
