import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { createCookieJar } from '@/app/testing/cookie-jar';
import { renderApp } from '@/app/testing/render-app';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

const BRITANNIA = 'britannia.localhost:8080';
const banner = () => screen.findByRole('region', { name: 'Cookies on this site' });

describe('cookie-consent banner', () => {
  it('asks on a variant with has_cookie_consent, keeps the answer in the cookie and stays away once answered', async () => {
    app = await renderApp('/en/', { host: BRITANNIA });
    const region = await banner();
    expect(within(region).getByRole('link', { name: 'Read the cookie policy' })).toHaveAttribute(
      'href',
      '/en/information/cookies',
    );
    expect(
      within(region)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Accept all', 'Only functional', 'Only marketing', 'Refuse optional cookies']);
    // Non-modal: the page behind stays reachable and focus stays where it was.
    expect(region).not.toHaveFocus();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeVisible();

    await app.user.click(within(region).getByRole('button', { name: 'Only functional' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Cookies on this site' })).toBeNull(),
    );
    expect(app.cookies.readable()).toContain('cookie_consent=1');

    app.unmount();
    app = await renderApp('/en/', { host: BRITANNIA, server: app.server, cookies: app.cookies });
    await screen.findByRole('button', { name: 'Cookie settings' });
    expect(screen.queryByRole('region', { name: 'Cookies on this site' })).toBeNull();
  });

  it('reopens from the footer with the current choice, then gives focus back to the footer button', async () => {
    // A browser that refused optional cookies on an earlier visit.
    const cookies = createCookieJar();
    cookies.write('cookie_consent=0; path=/');
    app = await renderApp('/en/', { host: BRITANNIA, cookies });
    const { user } = app;
    const settings = await screen.findByRole('button', { name: 'Cookie settings' });
    expect(screen.queryByRole('region', { name: 'Cookies on this site' })).toBeNull();
    await user.click(settings);
    const region = await banner();
    await waitFor(() => expect(region).toHaveFocus());
    expect(region).toHaveTextContent('Your current choice: Refuse optional cookies.');
    // Keyboard only: Tab into the banner's buttons and answer with Enter.
    await user.tab(); // the policy link
    await user.tab();
    expect(within(region).getByRole('button', { name: 'Accept all' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Cookies on this site' })).toBeNull(),
    );
    expect(cookies.readable()).toContain('cookie_consent=3');
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveFocus();
  });

  it('does not ask, nor offer cookie settings, where the variant does not ask for consent', async () => {
    app = await renderApp('/en/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Betframe' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cookies on this site' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
  });
});
