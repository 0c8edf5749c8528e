import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createCookieJar } from '@/app/testing/cookie-jar';
import { renderApp } from '@/app/testing/render-app';
import { createMemoryPreferences } from '@/lib/preferences/preferences';

import { DEMO_PLAYER } from '../../server/db/seed.ts';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  app?.unmount();
  await app?.server.close();
  app = undefined;
});

/**
 * The platform's render of a page and the browser's first render of it agree: hydration takes the
 * markup over without rendering anything anew (React reports each difference as recoverable).
 */
describe('hydrating the platform-rendered pages', () => {
  it.each([
    ['home', '/en/', 'localhost:8080', /Welcome to Betframe/],
    ['registration', '/en/registration', 'localhost:8080', /Registration|Sign up/],
    ['sign-in (Arabic, right to left)', '/ar/login', 'sahara.localhost:8080', /تسجيل الدخول/],
    ['home of a variant that asks for consent', '/en/', 'britannia.localhost:8080', /Britannia/],
  ])('%s', async (_name, path, host, heading) => {
    app = await renderApp(path, { host, serverRendered: true });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    // The footer's texts are in the platform's page (asked by the first page's loader).
    expect(app.served?.html).toContain('site-footer__info-links');
    expect(app.served?.html).not.toContain('site-footer--pending');
    expect(app.mismatches).toEqual([]);
  });

  it('registration: its form is in the platform’s page (types, bonuses, fields), not a placeholder', async () => {
    app = await renderApp('/en/registration', { serverRendered: true });
    const html = app.served?.html ?? '';
    for (const label of ['E-mail', 'Password', 'Phone number', 'Date of birth'])
      expect(html).toMatch(new RegExp(`<label[^>]*>${label}<`));
    expect(html).toContain('Sports bonus');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Register</);
    expect(html).not.toContain('registration-skeleton');
    expect(await screen.findByRole('button', { name: 'Register' })).toBeEnabled();
    expect(app.mismatches).toEqual([]);
  });

  it('registration: a draft this tab kept comes back once hydrated, without a mismatch', async () => {
    window.sessionStorage.setItem(
      'betframe.registration.drafts',
      JSON.stringify({ full_reg: { email: 'kept@betframe.test' } }),
    );
    app = await renderApp('/en/registration', { serverRendered: true });
    // The platform knows nothing of the tab: its page has the empty form.
    expect(app.served?.html).not.toContain('kept@betframe.test');
    await vi.waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('kept@betframe.test'),
    );
    expect(app.mismatches).toEqual([]);
    window.sessionStorage.clear();
  });

  it('the office of a signed-in player', async () => {
    app = await renderApp('/en/office', { serverRendered: true, signedInAs: DEMO_PLAYER });
    await screen.findByRole('navigation', { name: 'Personal office' });
    expect(app.mismatches).toEqual([]);
  });

  it('a page for a player who answered the consent question on an earlier visit', async () => {
    const cookies = createCookieJar();
    cookies.write('cookie_consent=1; path=/');
    app = await renderApp('/en/', {
      host: 'britannia.localhost:8080',
      cookies,
      serverRendered: true,
    });
    await screen.findByRole('button', { name: 'Cookie settings' });
    expect(screen.queryByRole('region', { name: 'Cookies on this site' })).toBeNull();
    expect(app.mismatches).toEqual([]);
  });

  it('a player whose theme cookie says light on a dark variant: the switcher renders it from the first paint', async () => {
    const cookies = createCookieJar();
    cookies.write('cookie_consent=3; path=/');
    cookies.write('betframe_theme=light; path=/');
    app = await renderApp('/en/', {
      host: 'britannia.localhost:8080',
      cookies,
      // The browser's stored choice, which the cookie mirrors.
      preferences: createMemoryPreferences({ theme: 'light' }),
      serverRendered: true,
    });
    // Light before any script runs (the platform read the cookie), and light once hydrated.
    expect(app.served?.root?.theme).toBe('light');
    const theme = await screen.findByRole('group', { name: 'Theme' });
    expect(within(theme).getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(app.mismatches).toEqual([]);
  });
});

describe('what a player typed before the page hydrated', () => {
  it('reaches the registration form, the password too (which no draft keeps)', async () => {
    const typed = { 'E-mail': 'early@betframe.test', Password: 'Early-pass-1' };
    app = await renderApp('/en/registration', {
      serverRendered: true,
      beforeHydration: (page) => {
        for (const [text, value] of Object.entries(typed)) {
          const label = [...page.querySelectorAll('label')].find((l) =>
            l.textContent?.startsWith(text),
          );
          const field = page.querySelector<HTMLInputElement>(`#${label?.htmlFor ?? 'none'}`);
          if (!field) throw new Error(`no ${text} field in the rendered page`);
          field.value = value;
        }
      },
    });
    await screen.findByRole('button', { name: 'Register' });
    // The form itself has them: the tab's draft is written from the form's values.
    await vi.waitFor(() =>
      expect(window.sessionStorage.getItem('betframe.registration.drafts')).toContain(
        'early@betframe.test',
      ),
    );
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('early@betframe.test');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Early-pass-1');
    expect(app.mismatches).toEqual([]);
    window.sessionStorage.clear();
  });

  it('reaches the sign-in form: its button turns on and signs the player in', async () => {
    app = await renderApp('/en/login', {
      serverRendered: true,
      // The player types into the platform's page while its script is still on the way.
      beforeHydration: (page) => {
        const [email, password] = ['E-mail', 'Password'].map((text) => {
          const label = [...page.querySelectorAll('label')].find((l) => l.textContent === text);
          const field = page.querySelector<HTMLInputElement>(`#${label?.htmlFor ?? 'none'}`);
          if (!field) throw new Error(`no ${text} field in the rendered page`);
          return field;
        });
        if (email) email.value = DEMO_PLAYER.email;
        if (password) password.value = DEMO_PLAYER.password;
      },
    });
    const logIn = await screen.findByRole('button', { name: 'Log in' });
    await vi.waitFor(() => expect(logIn).toBeEnabled());
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue(DEMO_PLAYER.email);
    await app.user.click(logIn);
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(app.mismatches).toEqual([]);
  });
});
