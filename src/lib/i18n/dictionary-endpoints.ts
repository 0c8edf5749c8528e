import { defineEndpoint, type Endpoint } from '../api-client/endpoint';
import type { DictionaryFile, DictionaryMapResponse } from '../api-contract/generated/api-types.ts';

/** GET /translation-api/by-lang/{lang}: dictionary id → generated file path. */
export const getDictionaryMap = defineEndpoint<void, DictionaryMapResponse, Record<string, string>>(
  {
    url: '/translation-api/by-lang',
    pathParams: ['lang'],
    transform: (raw) => {
      const map: unknown = JSON.parse(raw.data.attributes.dictionaryMap);
      if (typeof map !== 'object' || map === null)
        throw new TypeError('dictionaryMap is not an object');
      return map as Record<string, string>;
    },
  },
);

/**
 * GET {cdn}/genfiles/web-app-v2/{path}: one dictionary's content. The path has several segments
 * (`ru/common.<hash>.json`), each encoded on its own so a static CDN finds the file.
 */
export function getDictionaryFile(cdnUrl: string, path: string): Endpoint<void, DictionaryFile> {
  const segments = path.split('/').map(encodeURIComponent).join('/');
  return defineEndpoint<void, DictionaryFile>({
    url: `${cdnUrl.replace(/\/$/, '')}/genfiles/web-app-v2/${segments}`,
  });
}
