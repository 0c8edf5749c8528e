import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from './testing/render-app';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});
const path = () => app?.router.state.location.pathname;

// The platform redirects the root itself; this is the app's own answer where a host serves it
// index.html at `/` (the browser's languages stand in for Accept-Language).
describe('the root in the browser', () => {
  it('sends an English browser to the English pages of the Russian base site', async () => {
    app = await renderApp('/', { languages: ['de-DE', 'en-US', 'en'] });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Betframe' });
    expect(path()).toBe('/en/');
  });

  it('keeps the default for languages the variant lacks, and ?lang= wins', async () => {
    app = await renderApp('/', { languages: ['fr-FR'] });
    await screen.findByRole('heading', { level: 1, name: 'Добро пожаловать в Betframe' });
    expect(path()).toBe('/ru/');
    await app.server.close();
    app = await renderApp('/?lang=kk', { languages: ['en'] });
    await screen.findByRole('heading', { level: 1, name: 'Betframe сайтына қош келдіңіз' });
    expect(path()).toBe('/kk/');
  });
});
