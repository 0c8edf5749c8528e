import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/app/testing/render-app';

// CSS decides which of the header's two forms shows (jsdom applies no media queries): these tests
// check what each form holds and does; the phone e2e spec checks what a phone shows.
let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

const DEMO = { email: 'demo@betframe.test', password: 'Demo-pass-1' };

describe('the bottom navigation bar', () => {
  it('shows a guest the destinations of settings, the section of the page marked current', async () => {
    app = await renderApp('/en/live');
    const bar = await screen.findByRole('navigation', { name: 'Quick links' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Sports',
      'Live',
      'Bet slip',
      'Account',
    ]);
    expect(within(bar).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/en/login');
    expect(within(bar).getByRole('link', { name: 'Live' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('takes a signed-in player to the office, marked current on every office page', async () => {
    app = await renderApp('/en/office/security', { signedInAs: DEMO });
    const bar = await screen.findByRole('navigation', { name: 'Quick links' });
    const account = within(bar).getByRole('link', { name: 'Account' });
    expect(account).toHaveAttribute('href', '/en/office');
    expect(account).toHaveAttribute('aria-current', 'page');
  });
});

describe('the menu drawer', () => {
  it('opens as a dialog with every header item (no More) and the languages, and closes on Escape and on a link', async () => {
    app = await renderApp('/en/');
    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const nav = within(drawer).getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getAllByRole('link')).toHaveLength(7);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    const languages = within(drawer).getByRole('navigation', { name: 'Language' });
    expect(
      within(languages)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Русский', 'English', 'Қазақша', 'العربية', 'Português']);

    // The native dialog turns Escape into `cancel` (jsdom has no showModal to do it).
    fireEvent(drawer, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menuButton).toHaveFocus();

    await app.user.click(menuButton);
    await app.user.click(
      within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', {
        name: 'Contacts',
      }),
    );
    await waitFor(() =>
      expect(app?.router.state.location.pathname).toBe('/en/information/contacts'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives a signed-in player the account and Log out', async () => {
    app = await renderApp('/en/', { signedInAs: DEMO });
    await app.user.click(await screen.findByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'My account' })).toHaveAttribute(
      'href',
      '/en/office',
    );
    await app.user.click(within(drawer).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
