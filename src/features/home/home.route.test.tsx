import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/app/testing/render-app';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  // Each test is a new browser (its storage is cleared after the test): the last writes land first.
  await app?.services.preferences.set('popupsShown', []);
  await app?.server.close();
  app = undefined;
});

const PROMO_HOST = 'promo.localhost:8080';

describe('promo modals on the home page', () => {
  it('opens the variant’s promo modals one at a time in order, once per browser', async () => {
    app = await renderApp('/en/', { host: PROMO_HOST });
    const { user } = app;
    for (const [title, text] of [
      ['Welcome bonus', 'a 100% bonus on your first deposit'],
      ['Accumulator boost', 'your winnings grow by up to 20%'],
      ['Casino cashback', 'you get back 10%'],
    ] as const) {
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(dialog).toHaveTextContent(text);
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
      await user.click(screen.getByRole('button', { name: 'Got it' }));
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Stored in this browser (jsdom has no IndexedDB: the store falls back, under localforage's key prefix, to localStorage).
    await expect
      .poll(() => localStorage.getItem('localforage/popupsShown'))
      .toBe('["promo.welcome_bonus","promo.express_boost","promo.casino_cashback"]');

    app.unmount();
    app = await renderApp('/en/', { host: PROMO_HOST, server: app.server });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Promo Arena' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('brings back the promos not seen yet when the player left the page before them', async () => {
    app = await renderApp('/en/', { host: PROMO_HOST });
    const { user, router } = app;
    await screen.findByRole('dialog', { name: 'Welcome bonus' });
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    await screen.findByRole('dialog', { name: 'Accumulator boost' });
    await router.navigate('/en/information/about');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The boost was seen; the cashback was still waiting and is withdrawn, so it comes back.
    await router.navigate('/en/');
    expect(await screen.findByRole('dialog', { name: 'Casino cashback' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('shows none on a variant without promo modals', async () => {
    app = await renderApp('/en/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Betframe' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
