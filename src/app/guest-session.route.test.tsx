import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { DEMO_PLAYER } from '../../server/db/seed.ts';
import { buildTestServer } from '../../server/testing/test-server.ts';
import { createCookieJar } from './testing/cookie-jar';
import { fetchThrough, renderApp } from './testing/render-app';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

/** The app on a transport that notes every answer's status (what the browser's console shows red). */
async function renderWatched(path: string, signedInAs?: typeof DEMO_PLAYER) {
  const server = await buildTestServer({ distDir: '/nonexistent' });
  const cookies = createCookieJar();
  const through = fetchThrough(server, 'localhost:8080', {}, cookies);
  const answers: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const res = await through(input, init);
    answers.push(`${res.status} ${input instanceof Request ? input.url : String(input)}`);
    return res;
  };
  app = await renderApp(path, {
    server,
    cookies,
    fetch,
    ...(signedInAs ? { signedInAs } : {}),
  });
  return { answers: () => answers.filter((a) => !a.startsWith('2') && !a.startsWith('3')) };
}

describe('the session a page starts with', () => {
  it('makes no failing call for a guest (no user-token request without a session)', async () => {
    const { answers } = await renderWatched('/en/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Betframe' }),
    ).toBeInTheDocument();
    await app?.services.sessionKnown();
    expect(answers()).toEqual([]);
    expect(app?.services.session.get().authenticated).toBe(false);
  });

  it('still finds a returning player’s session', async () => {
    const { answers } = await renderWatched('/en/', DEMO_PLAYER);
    await waitFor(() => expect(app?.services.session.get().authenticated).toBe(true));
    const header = within(await screen.findByRole('banner'));
    expect(await header.findByRole('link', { name: /office|account/i })).toBeInTheDocument();
    expect(answers()).toEqual([]);
  });
});
