import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from './testing/render-app';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
const open = async (...args: Parameters<typeof renderApp>) => (app = await renderApp(...args));
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});
const path = () => app?.router.state.location.pathname;
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('the site shell', () => {
  it("sends / to the variant's default language and shows its header", async () => {
    await open('/');
    await heading('Добро пожаловать в Betframe');
    expect(path()).toBe('/ru/');
    const nav = screen.getByRole('navigation', { name: 'Основная навигация' });
    expect(within(nav).getByRole('link', { name: 'Главная' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(document.documentElement).toHaveAttribute('lang', 'ru');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('switches language from the header, keeping the page', async () => {
    const { user } = await open('/ru/information/about');
    await heading('О нас');
    const toggle = screen.getByRole('button', { name: 'Язык: Русский' });
    await user.click(toggle);
    const list = within(document.getElementById(toggle.getAttribute('aria-controls')!)!).getByRole(
      'list',
    );
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Русский', 'English', 'Қазақша', 'العربية', 'Português']);
    await user.click(within(list).getByRole('link', { name: 'English' }));
    await heading('About us');
    expect(path()).toBe('/en/information/about');
  });

  it('closes menus with Escape and returns focus to their button', async () => {
    const { user } = await open('/en/?partner=2');
    await heading('Welcome to Britannia Bet');
    const more = screen.getByRole('button', { name: 'More' });
    more.focus();
    await user.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Contacts' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
  });

  it('shows information pages, resolving aliases from settings', async () => {
    await open('/en/information/rules/responsible');
    await heading('Responsible gaming');
    const nav = screen.getByRole('navigation', { name: 'Information pages' });
    expect(within(nav).getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(document.title).toBe('Responsible gaming — Betframe');
  });

  it.each([
    ['an information page the variant does not have', '/en/information/calc'],
    ['an unknown path', '/en/no/such/page'],
    ['an enabled stream with no page built yet', '/en/homepage'],
  ])('answers %s with the 404 page inside the shell', async (_what, url) => {
    await open(url);
    await heading('Page not found');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('redirects the URLs listed in redirect_404 to the 404 page', async () => {
    await open('/en/legacy/old/offer');
    await heading('Page not found');
    expect(path()).toBe('/en/404');
  });

  it('puts paths without a language, or with one the variant lacks, under the default language', async () => {
    await open('/information/about');
    await heading('О нас');
    expect(path()).toBe('/ru/information/about');
    app?.router.navigate('/de/information/contacts').catch(() => undefined);
    await heading('Контакты');
    expect(path()).toBe('/ru/information/contacts');
  });

  it('shows the block page to visitors from a blocked country', async () => {
    await open('/en/', { headers: { 'x-geo-country': 'US' } });
    await heading('Not available in your country');
    expect(screen.getByText(/cannot be used from United States/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get help with gambling' })).toHaveAttribute(
      'href',
      'https://www.begambleaware.org/',
    );
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('serves the variant of the host name', async () => {
    await open('/', { host: 'kz.localhost:8080' });
    await heading('Betframe сайтына қош келдіңіз');
    expect(path()).toBe('/kk/');
  });

  it('switches variant by query and keeps it for the session', async () => {
    const { router } = await open('/?partner=3');
    await heading('مرحبًا بك في Sahara Play');
    expect(path()).toBe('/ar/');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await router.navigate('/en/information/about');
    await heading('About us');
    expect(screen.getByRole('link', { name: 'Sahara Play' })).toBeInTheDocument();
  });
});
