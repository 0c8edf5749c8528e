import { beforeEach, describe, expect, it } from 'vitest';

import { createBrowserStore } from './browser-store';

/** An IndexedDB whose open fails, as in Firefox's old private mode or some web views. */
const failingIndexedDb = (): IDBFactory => {
  const open = () => {
    const request = { error: new DOMException('refused', 'InvalidStateError') } as {
      error: DOMException;
      onerror?: (event: { preventDefault: () => void }) => void;
    };
    queueMicrotask(() => request.onerror?.({ preventDefault: () => undefined }));
    return request;
  };
  return { open } as unknown as IDBFactory;
};

beforeEach(() => localStorage.clear());

describe('browser store', () => {
  it('uses localStorage, under localforage’s prefix, when IndexedDB will not open', async () => {
    const store = createBrowserStore({}, { indexedDB: failingIndexedDb });
    await store.ready();
    await store.setItem('theme', 'dark');
    expect(localStorage.getItem('localforage/theme')).toBe('"dark"');
    expect(await store.getItem('theme')).toBe('dark');
    expect(await store.keys()).toEqual(['theme']);
    await store.removeItem('theme');
    expect(await store.getItem('theme')).toBeNull();
  });

  it('uses localStorage when the browser has no IndexedDB or refuses access to it', async () => {
    const refused = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    await createBrowserStore({}, { indexedDB: () => undefined }).setItem('compactView', true);
    expect(await createBrowserStore({}, { indexedDB: refused }).getItem('compactView')).toBe(true);
  });

  it('rejects every call when neither storage can be used, so the store keeps its defaults', async () => {
    const none = createBrowserStore(
      {},
      {
        indexedDB: () => undefined,
        localStorage: () => {
          throw new DOMException('denied', 'SecurityError');
        },
      },
    );
    await expect(none.ready()).rejects.toThrow('No available storage method found.');
    await expect(none.getItem('theme')).rejects.toThrow();
  });
});
