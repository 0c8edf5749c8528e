import dictionaryIds from '@/locales/dictionaries.json';

import type { ApiClient } from '../api-client/client';
import { getDictionaryFile, getDictionaryMap } from './dictionary-endpoints';

/** Dictionary map cache in the loader (spec: 15 minutes). */
export const MAP_TTL_MS = 15 * 60 * 1000;
/** Dictionary content cache per app instance (spec: 24 hours). */
export const CONTENT_TTL_MS = 24 * 60 * 60 * 1000;
const STORAGE_PREFIX = 'betframe.dict.';

export interface DictionaryLoaderOptions {
  readonly client: ApiClient;
  /** Where genfiles live (settings' mainCdnUrl; empty = this site). Read at each load. */
  readonly cdnUrl?: () => string;
  readonly storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  readonly now?: () => number;
}

/** Numeric dictionary id of an i18next namespace. */
export function dictionaryIdOf(namespace: string): string | undefined {
  return Object.entries(dictionaryIds as Record<string, string>).find(
    ([, ns]) => ns === namespace,
  )?.[0];
}

/** Loads dictionaries the spec's way: by-lang → dictionaryMap → genfiles path, with both caches. */
export function createDictionaryLoader(options: DictionaryLoaderOptions) {
  const { client, cdnUrl = () => '', storage, now = Date.now } = options;
  const maps = new Map<string, { expires: number; map: Promise<Record<string, string>> }>();

  function mapFor(language: string) {
    const cached = maps.get(language);
    if (cached && cached.expires > now()) return cached.map;
    const map = client.call(getDictionaryMap, undefined, { pathParams: { lang: language } });
    maps.set(language, { expires: now() + MAP_TTL_MS, map });
    map.catch(() => maps.delete(language));
    return map;
  }

  function readStored(path: string): Record<string, string> | undefined {
    try {
      const raw = storage?.getItem(STORAGE_PREFIX + path);
      if (!raw) return undefined;
      const entry = JSON.parse(raw) as { expires: number; data: Record<string, string> };
      if (entry.expires > now()) return entry.data;
      storage?.removeItem(STORAGE_PREFIX + path);
    } catch {
      // A corrupt or unavailable store only costs a download.
    }
    return undefined;
  }

  function store(path: string, data: Record<string, string>) {
    try {
      storage?.setItem(
        STORAGE_PREFIX + path,
        JSON.stringify({ expires: now() + CONTENT_TTL_MS, data }),
      );
    } catch {
      // Quota or privacy mode: keep working without the cache.
    }
  }

  return {
    /** The translations of one namespace in one language. */
    async load(language: string, namespace: string): Promise<Record<string, string>> {
      const id = dictionaryIdOf(namespace);
      if (id === undefined) throw new Error(`no dictionary id for namespace "${namespace}"`);
      const path = (await mapFor(language))[id];
      if (!path) throw new Error(`no dictionary ${id} (${namespace}) for language ${language}`);
      const stored = readStored(path);
      if (stored) return stored;
      const data = await client.call(getDictionaryFile(cdnUrl(), path));
      store(path, data);
      return data;
    },
  };
}

export type DictionaryLoader = ReturnType<typeof createDictionaryLoader>;
