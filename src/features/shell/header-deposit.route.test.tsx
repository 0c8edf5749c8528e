import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/app/testing/render-app';

import { DEMO_PLAYER } from '../../../server/db/seed.ts';

/** The site's header (the page's own <header> elements count as banners in jsdom too). */
const siteHeader = async () =>
  (await screen.findAllByRole('banner', {}, { timeout: 10_000 })).find((h) =>
    h.classList.contains('site-header'),
  )!;

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

describe('the header’s Deposit', () => {
  it('takes a signed-in player from beside the balance to the office’s deposit section', async () => {
    app = await renderApp('/en/line', { signedInAs: DEMO_PLAYER });
    const header = await siteHeader();
    await within(header).findByRole('button', { name: /^Balance .*, refresh$/ });
    const deposit = within(header).getByRole('link', { name: 'Deposit' });
    expect(deposit).toHaveAttribute('href', '/en/office/recharge');
    await app.user.click(deposit);
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    expect(app.router.state.location.pathname).toBe('/en/office/recharge');
  }, 45_000);

  it('is not offered to a guest', async () => {
    app = await renderApp('/en/line');
    const header = await siteHeader();
    expect(await within(header).findByRole('link', { name: 'Log in' })).toBeVisible();
    expect(within(header).queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
  }, 45_000);
});
