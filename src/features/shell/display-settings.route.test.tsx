import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { createCookieJar } from '@/app/testing/cookie-jar';
import { renderApp } from '@/app/testing/render-app';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  // Each test is a new browser (its storage is cleared after the test): the last writes land first.
  await Promise.all([
    app?.services.preferences.set('theme', null),
    app?.services.preferences.set('fontSize', null),
    app?.services.preferences.set('coefficientFormat', null),
  ]);
  await app?.server.close();
  app = undefined;
});

describe('theme and font-size switchers', () => {
  it('applies the player’s theme over the variant’s and keeps it as a preference', async () => {
    app = await renderApp('/en/');
    const theme = await screen.findByRole('group', { name: 'Theme' });
    // The variant's theme (light) is the starting choice.
    expect(within(theme).getByRole('radio', { name: 'Light' })).toBeChecked();
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
    // Betframe does not offer the font-size switcher (has_font_size_switcher false).
    expect(screen.queryByRole('group', { name: 'Text size' })).toBeNull();

    await app.user.click(within(theme).getByRole('radio', { name: 'Dark' }));
    expect(within(theme).getByRole('radio', { name: 'Dark' })).toBeChecked();
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(app.services.preferences.get('theme')).toBe('dark');
    await expect.poll(() => localStorage.getItem('localforage/theme')).toBe('"dark"');
    // Mirrored into a cookie, so the platform renders the next page in it.
    await waitFor(() =>
      expect(app?.services.page.cookies?.cookie).toContain('betframe_theme=dark'),
    );

    app.unmount();
    app = await renderApp('/en/', { server: app.server });
    expect(
      within(await screen.findByRole('group', { name: 'Theme' })).getByRole('radio', {
        name: 'Dark',
      }),
    ).toBeChecked();
  });

  it('follows the stored preference, not a theme cookie it does not match, and mends the cookie', async () => {
    const cookies = createCookieJar();
    cookies.store([{ name: 'betframe_theme', value: 'dark' }]);
    app = await renderApp('/en/', { cookies });
    const theme = await screen.findByRole('group', { name: 'Theme' });
    expect(within(theme).getByRole('radio', { name: 'Light' })).toBeChecked();
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
    await waitFor(() => expect(app?.services.page.cookies?.cookie).not.toContain('betframe_theme'));
  });

  it('offers the font size where the variant does, moving with the arrow keys', async () => {
    app = await renderApp('/en/', { host: 'britannia.localhost:8080' });
    const size = await screen.findByRole('group', { name: 'Text size' });
    const normal = within(size).getByRole('radio', { name: 'Normal' });
    expect(normal).toBeChecked();
    // Britannia is dark by default.
    expect(
      within(screen.getByRole('group', { name: 'Theme' })).getByRole('radio', { name: 'Dark' }),
    ).toBeChecked();
    await app.user.click(normal);
    await app.user.keyboard('{ArrowRight}');
    expect(within(size).getByRole('radio', { name: 'Large' })).toBeChecked();
    await waitFor(() => expect(document.documentElement.dataset.fontSize).toBe('large'));
    expect(app.services.preferences.get('fontSize')).toBe('large');
  });
});

describe('odds format switcher', () => {
  it('starts at the variant’s default and keeps the player’s choice for the next visit', async () => {
    app = await renderApp('/en/');
    const select = await screen.findByRole('combobox', { name: 'Odds format' });
    expect(select).toHaveValue('0');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Decimal (2.50)',
      'Fractional (UK) (6/4)',
      'American (+150)',
      'Hong Kong (1.50)',
      'Indonesian (1.50)',
      'Malay (-0.67)',
    ]);

    await app.user.selectOptions(select, 'Fractional (UK) (6/4)');
    expect(select).toHaveValue('1');
    expect(app.services.preferences.get('coefficientFormat')).toBe(1);
    await expect.poll(() => localStorage.getItem('localforage/coefficientFormat')).toBe('1');

    app.unmount();
    app = await renderApp('/en/', { server: app.server });
    await waitFor(async () =>
      expect(await screen.findByRole('combobox', { name: 'Odds format' })).toHaveValue('1'),
    );
  });

  it('speaks the page’s language and writes its decimal mark', async () => {
    app = await renderApp('/ru/');
    const select = await screen.findByRole('combobox', { name: 'Формат коэффициентов' });
    expect(within(select).getByRole('option', { name: 'Десятичный (2,50)' })).toBeInTheDocument();
    expect(
      within(select).getByRole('option', { name: 'Дробный (британский) (6/4)' }),
    ).toBeInTheDocument();
  });
});
