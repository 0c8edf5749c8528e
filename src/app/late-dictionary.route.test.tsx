import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { buildTestServer } from '../../server/testing/test-server.ts';
import { createCookieJar } from './testing/cookie-jar';
import { fetchThrough, renderApp } from './testing/render-app';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
let observer: MutationObserver | undefined;
beforeEach(() => {
  // A dictionary kept from an earlier test would arrive at once.
  window.localStorage.clear();
});
afterEach(async () => {
  observer?.disconnect();
  await app?.server.close();
  app = undefined;
});

/** Every raw message key (`reg_…`) the page ever shows, however briefly. */
function watchRawKeys(): Set<string> {
  const seen = new Set<string>();
  const scan = () => {
    for (const key of document.body.textContent.match(/\breg_[a-z_]+/g) ?? []) seen.add(key);
  };
  observer = new MutationObserver(scan);
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return seen;
}

/** The app with one dictionary held back until the test lets it go (a slow network, in order). */
async function renderWithHeldDictionary(path: string, namespace: string) {
  const server = await buildTestServer({ distDir: '/nonexistent' });
  const cookies = createCookieJar();
  const through = fetchThrough(server, 'localhost:8080', {}, cookies);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes('/genfiles/') && url.includes(`/${namespace}.`)) {
      asked();
      await released;
    }
    return through(input, init);
  };
  app = await renderApp(path, { server, cookies, fetch });
  return { release, requested };
}

describe('a dictionary that arrives late', () => {
  it('never shows the registration popup’s raw keys, and labels it once the dictionary is in', async () => {
    const seen = watchRawKeys();
    const held = await renderWithHeldDictionary('/en/', 'registration');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Betframe' });
    await app?.router.navigate('/en/#registration');
    await held.requested;
    held.release();
    expect(
      await screen.findByRole('dialog', { name: 'Registration' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Country')).toBeInTheDocument();
    expect(screen.getByText('Currency')).toBeInTheDocument();
    expect([...seen]).toEqual([]);
  }, 45_000);
});
