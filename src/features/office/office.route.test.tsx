import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { createCookieJar } from '@/app/testing/cookie-jar';
import { fetchThrough, renderApp } from '@/app/testing/render-app';

import { DEMO_PLAYER } from '../../../server/db/seed.ts';
import { buildTestServer } from '../../../server/testing/test-server.ts';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

const JWT = /^Bearer [\w-]+\.[\w-]+\.[\w-]+$/;

describe('the office through the real app wiring', () => {
  it('after signing in, calls flagged auth carry the user token and service calls the service token', async () => {
    const server = await buildTestServer({ distDir: '/nonexistent' });
    const cookies = createCookieJar();
    const through = fetchThrough(server, 'localhost:8080', {}, cookies);
    const sent: { url: string; headers: Headers }[] = [];
    const recording: typeof fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      sent.push({ url, headers: new Headers(init?.headers) });
      return through(input, init);
    };
    app = await renderApp('/en/office/security', { server, cookies, fetch: recording });
    const { user } = app;
    await waitFor(() => expect(app!.router.state.location.pathname).toBe('/en/login'));
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), DEMO_PLAYER.email);
    await user.type(screen.getByLabelText('Password'), DEMO_PLAYER.password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
    expect(app.router.state.location.pathname).toBe('/en/office/security');
    // The sessions list is an `auth` call: the platform answers it only with x-auth: Bearer <user token>.
    const sessions = await screen.findByRole('table', { name: 'Signed in now' });
    expect(within(sessions).getByText('This device')).toBeInTheDocument();
    // The two-factor status is an `auth: 'service'` call: Authorization: Bearer <service token>.
    expect(
      await screen.findByText('Off: signing in needs only your password.'),
    ).toBeInTheDocument();
    const call = (path: string) => sent.find((r) => r.url.startsWith(path))?.headers;
    expect(call('/session-api/sessions/user')?.get('x-auth')).toMatch(JWT);
    expect(call('/api/web/user/v1/settings')?.get('authorization')).toMatch(JWT);
    expect(call('/api/web/user/v1/settings')?.get('x-auth')).toBeNull();
  });

  it('opens the first section of the menu at /office, and answers an unknown section with 404', async () => {
    app = await renderApp('/en/office', { signedInAs: DEMO_PLAYER });
    // The default menu starts with the office home (office_account); unbuilt sections are skipped.
    expect(await screen.findByRole('heading', { level: 1, name: 'Balance' })).toBeVisible();
    expect(app.router.state.location.pathname).toBe('/en/office/account');
    const menu = screen.getByRole('navigation', { name: 'Personal office' });
    expect(within(menu).getByRole('link', { name: 'Balance' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const names = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent ?? '');
    // In the settings' order; sections the app has not built are not there.
    expect(names[0]).toBe('Balance');
    const ours = ['Withdrawal', 'Withdrawal requests', 'Payment history', 'Security'];
    expect(names.filter((name) => ours.includes(name))).toEqual(ours);
    await app.router.navigate('/en/office/no-such-section');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  it('answers a built section the variant does not enable with 404', async () => {
    // office_change_password is built, but the sample variant's menu has only the default sections.
    app = await renderApp('/en/office/change_password', { signedInAs: DEMO_PLAYER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
