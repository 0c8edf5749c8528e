import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DEMO_PLAYER } from '../../server/db/seed.ts';
import { createCookieJar } from './testing/cookie-jar';
import { fetchThrough, renderApp } from './testing/render-app';
import { sharedServer } from './testing/shared-server';

const server = sharedServer();

/** The platform, with the calls whose address matches `held` kept waiting until `release()`. */
function holding(held: RegExp, signedIn = false) {
  const cookies = createCookieJar();
  const through = fetchThrough(server(), 'localhost:8080', {}, cookies);
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (held.test(url)) await gate;
    return through(input, init);
  };
  const render = (path: string) =>
    renderApp(path, {
      server: server(),
      cookies,
      fetch,
      ...(signedIn ? { signedInAs: DEMO_PLAYER } : {}),
    });
  return { render, release: () => release() };
}

// Layout itself is the browser's (jsdom has none): these check that what stands in for late
// content is the placeholder whose CSS keeps its place, not a line that the content then pushes.
describe('space kept for what arrives later', () => {
  it('registration, as the first page: the form comes with the page (its loader asked)', async () => {
    const { render } = holding(/never/);
    await render('/en/registration');
    await screen.findByRole('heading', { level: 1, name: 'Registration' });
    expect(screen.getByRole('button', { name: 'Register' })).toBeVisible();
    expect(document.querySelector('.registration-skeleton')).toBeNull();
  });

  it('registration, reached from another page: a screen-tall placeholder stands where the form comes, and the form replaces it', async () => {
    const { render, release } = holding(/\/registration\/v1\/fields\//);
    const app = await render('/en/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Betframe' });
    await act(() => app.router.navigate('/en/registration'));
    await screen.findByRole('heading', { level: 1, name: 'Registration' });
    const placeholder = await screen.findByRole('status');
    expect(placeholder).toHaveClass('loading-placeholder', 'registration-skeleton');
    expect(placeholder).toHaveTextContent('Loading…');
    release();
    expect(await screen.findByRole('button', { name: 'Register' })).toBeVisible();
    expect(document.querySelector('.registration-skeleton')).toBeNull();
  });

  it('footer: asked with the first page, so it comes with it', async () => {
    const { render } = holding(/never/);
    await render('/en/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Frequently asked questions');
    expect(document.querySelector('.site-footer--pending')).toBeNull();
  });

  it('footer: when the first ask for its questions fails, an empty footer-sized place until they answer, then shown whole', async () => {
    const cookies = createCookieJar();
    const through = fetchThrough(server(), 'localhost:8080', {}, cookies);
    let asks = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (/\/seo\/questions\/footer\//.test(url) && ++asks === 1)
        return new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } });
      if (/\/seo\/questions\/footer\//.test(url)) await gate;
      return through(input, init);
    };
    await renderApp('/en/login', { server: server(), cookies, fetch });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(document.querySelector('.site-footer--pending')).not.toBeNull();
    release();
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent('Frequently asked questions');
    expect(document.querySelector('.site-footer--pending')).toBeNull();
  });

  it('office: the login panel keeps its heading and the shape of its form while the account loads', async () => {
    const { render, release } = holding(/\/getaccountdata/, true);
    await render('/en/office/security');
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Login name and e-mail sign-in',
    });
    expect(heading.closest('section')).toContainElement(
      document.querySelector<HTMLElement>('.loading-placeholder .skeleton--control'),
    );
    release();
    expect(await screen.findByRole('textbox', { name: 'Your login name' })).toBeVisible();
    expect(document.querySelector('.account-login .loading-placeholder')).toBeNull();
  });
});
