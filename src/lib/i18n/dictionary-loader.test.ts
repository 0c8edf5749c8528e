import { describe, expect, it } from 'vitest';

import { dictionaryMapResponse } from '../../../tests/fixtures/api-fixtures.ts';
import { createApiClient } from '../api-client/client';
import { CONTENT_TTL_MS, createDictionaryLoader, MAP_TTL_MS } from './dictionary-loader';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const byLang = (map: Record<string, string>, language = 'ru') =>
  dictionaryMapResponse(language, map);

const RU_MAP = { '1': 'ru/common.abc.json', '2': 'ru/info.def.json' };
const RU_COMMON = { hello: 'Привет' };

/** A fake fetch answering by-lang and genfiles from tables; `byLangStatus` can make by-lang fail. */
function fakeServer() {
  const urls: string[] = [];
  const state = { byLangStatus: 200 };
  const fetchFn: typeof fetch = (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    urls.push(url);
    if (url.includes('/translation-api/by-lang/')) {
      return Promise.resolve(
        state.byLangStatus === 200
          ? json(byLang(RU_MAP))
          : json({ error: 'down' }, state.byLangStatus),
      );
    }
    if (url.endsWith('/genfiles/web-app-v2/ru/common.abc.json'))
      return Promise.resolve(json(RU_COMMON));
    if (url.endsWith('/genfiles/web-app-v2/ru/info.def.json'))
      return Promise.resolve(json({ about: 'О нас' }));
    return Promise.resolve(json({ error: 'not found' }, 404));
  };
  const client = createApiClient({ fetch: fetchFn });
  return {
    urls,
    state,
    client,
    byLangCalls: () => urls.filter((u) => u.includes('/translation-api/by-lang/')).length,
    genfilesCalls: () => urls.filter((u) => u.includes('/genfiles/')).length,
  };
}

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('createDictionaryLoader', () => {
  it('asks by-lang for the map, then fetches the mapped genfiles path', async () => {
    const server = fakeServer();
    const loader = createDictionaryLoader({ client: server.client });

    await expect(loader.load('ru', 'common')).resolves.toEqual(RU_COMMON);
    expect(server.urls).toEqual([
      '/translation-api/by-lang/ru',
      '/genfiles/web-app-v2/ru/common.abc.json',
    ]);
  });

  it('looks up the dictionary id of the namespace in the map', async () => {
    const server = fakeServer();
    const loader = createDictionaryLoader({ client: server.client });

    await expect(loader.load('ru', 'info')).resolves.toEqual({ about: 'О нас' });
    expect(server.urls.at(-1)).toBe('/genfiles/web-app-v2/ru/info.def.json');
  });

  it('prefixes genfiles URLs with the CDN, read at each load', async () => {
    const server = fakeServer();
    let cdn = 'https://cdn.example.com/';
    const loader = createDictionaryLoader({ client: server.client, cdnUrl: () => cdn });

    await loader.load('ru', 'common');
    cdn = 'https://cdn2.example.com';
    await loader.load('ru', 'info');

    expect(server.urls).toEqual([
      '/translation-api/by-lang/ru',
      'https://cdn.example.com/genfiles/web-app-v2/ru/common.abc.json',
      'https://cdn2.example.com/genfiles/web-app-v2/ru/info.def.json',
    ]);
  });

  it('keeps the dictionary map for 15 minutes', async () => {
    const server = fakeServer();
    let time = 1_000_000;
    const loader = createDictionaryLoader({ client: server.client, now: () => time });

    await loader.load('ru', 'common');
    time += MAP_TTL_MS - 1;
    await loader.load('ru', 'info');
    expect(server.byLangCalls()).toBe(1);

    time += 2; // 15 minutes and 1 ms after the first load
    await loader.load('ru', 'common');
    expect(server.byLangCalls()).toBe(2);
    expect(MAP_TTL_MS).toBe(15 * 60 * 1000);
  });

  it('keeps dictionary content in the given storage for 24 hours', async () => {
    const server = fakeServer();
    const storage = memoryStorage();
    let time = 5_000_000;
    const now = () => time;

    await createDictionaryLoader({ client: server.client, storage, now }).load('ru', 'common');
    expect(server.genfilesCalls()).toBe(1);

    time += CONTENT_TTL_MS - 1;
    const second = createDictionaryLoader({ client: server.client, storage, now });
    await expect(second.load('ru', 'common')).resolves.toEqual(RU_COMMON);
    expect(server.genfilesCalls()).toBe(1);

    time += 2; // 24 hours and 1 ms after the download
    const third = createDictionaryLoader({ client: server.client, storage, now });
    await expect(third.load('ru', 'common')).resolves.toEqual(RU_COMMON);
    expect(server.genfilesCalls()).toBe(2);
    expect(CONTENT_TTL_MS).toBe(24 * 60 * 60 * 1000);
  });

  it('rejects a namespace without a dictionary id, without any request', async () => {
    const server = fakeServer();
    const loader = createDictionaryLoader({ client: server.client });

    await expect(loader.load('ru', 'no-such-namespace')).rejects.toThrow(/no-such-namespace/);
    expect(server.urls).toEqual([]);
  });

  it('rejects when by-lang fails, and tries again on the next load', async () => {
    const server = fakeServer();
    const loader = createDictionaryLoader({ client: server.client });

    server.state.byLangStatus = 500;
    await expect(loader.load('ru', 'common')).rejects.toThrow();
    expect(server.genfilesCalls()).toBe(0);

    server.state.byLangStatus = 200;
    await expect(loader.load('ru', 'common')).resolves.toEqual(RU_COMMON);
    expect(server.byLangCalls()).toBe(2);
  });

  it('ignores corrupt stored content and downloads instead', async () => {
    const server = fakeServer();
    const key = 'betframe.dict.ru/common.abc.json';
    const storage = memoryStorage({ [key]: '{not json' });
    const loader = createDictionaryLoader({ client: server.client, storage });

    await expect(loader.load('ru', 'common')).resolves.toEqual(RU_COMMON);
    expect(server.genfilesCalls()).toBe(1);
    expect(JSON.parse(storage.items.get(key) ?? 'null')).toMatchObject({ data: RU_COMMON });
  });

  it('keeps working when the storage throws', async () => {
    const server = fakeServer();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const loader = createDictionaryLoader({ client: server.client, storage: broken });

    await expect(loader.load('ru', 'common')).resolves.toEqual(RU_COMMON);
  });
});
