import { readFileSync } from 'node:fs';

import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { buildTestServer } from '../../server/testing/test-server.ts';
import { LoadingScreen } from './loading-screen';
import { createCookieJar } from './testing/cookie-jar';
import { fetchThrough, renderApp } from './testing/render-app';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

describe('the loading screen', () => {
  it('keeps the frame’s shape, busy, while the settings load; then the page takes its place', async () => {
    const server = await buildTestServer({ distDir: '/nonexistent' });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const through = fetchThrough(server, 'localhost:8080', {}, createCookieJar());
    app = await renderApp('/en/', {
      server,
      fetch: async (input, init) => {
        if (String(input instanceof Request ? input.url : input).includes('/site-settings'))
          await released;
        return through(input, init);
      },
    });
    const busy = document.querySelector('[aria-busy="true"]');
    expect(busy).not.toBeNull();
    // Header, main column and footer, as the page will have them.
    expect(busy?.querySelector('.loading-screen__header')).not.toBeNull();
    expect(busy?.querySelector('main')).not.toBeNull();
    expect(busy?.querySelector('.loading-screen__footer')).not.toBeNull();
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Betframe' }),
    ).toBeInTheDocument();
    expect(document.querySelector('.loading-screen')).toBeNull();
  });

  it('is what index.html shows before the script runs', () => {
    const html = readFileSync('index.html', 'utf8');
    // Between the markers the platform replaces with the page it rendered (server/ssr/page-renderer.ts).
    const root = /<!--ssr-outlet-->([\s\S]*)<!--\/ssr-outlet-->/.exec(html)?.[1] ?? '';
    expect(root.replace(/>\s+</g, '><').trim()).toBe(renderToStaticMarkup(<LoadingScreen />));
  });
});
