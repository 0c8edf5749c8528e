import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PRICE } from '@/app/testing/price-button';
import { renderApp } from '@/app/testing/render-app';

import { fullSlipRequested } from './components/bet-slip-on-demand';

// The full slip's module arrives when the test lets it: the light slip is then on screen for
// certain while the player types (a real chunk's download takes its time too).
const chunk = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release: () => release() };
});
vi.mock('./components/bet-slip', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.services.preferences.set('coupon', { couponEvents: [] });
  await app?.server.close();
  app = undefined;
});

const slip = () => screen.getByRole('region', { name: 'Bet slip' });
/** A selection's remove button ("Remove all" empties the list). */
const REMOVE = /^Remove (?!all$)/;
const codeField = () => within(slip()).getByRole('textbox', { name: 'Load a coupon by code' });

async function firstHomeWin(): Promise<HTMLElement> {
  // The first page of a file waits for the app's code as well as its data: a busy machine takes long.
  const champs = await screen.findAllByRole('group', { name: /^Football / }, { timeout: 15_000 });
  return within(within(champs[0]!).getAllByRole('listitem')[0]!).getAllByRole('button', {
    name: PRICE,
  })[0]!;
}

// In this order: the first test sees a page that never asked for the full slip.
describe('the bet slip, loaded when the player needs it', () => {
  it('shows the line with the empty slip, the full one not asked for; a code typed and the focus survive its arrival', async () => {
    app = await renderApp('/en/line/1');
    await firstHomeWin();
    expect(within(slip()).getByRole('heading', { name: 'Bet slip' })).toBeVisible();
    expect(slip()).toHaveTextContent('Click a price to add it to the bet slip.');
    expect(within(slip()).getByRole('button', { name: 'Load' })).toBeVisible();
    expect(fullSlipRequested()).toBe(false);

    // A keyboard player tabs into the code field and types while the full slip is on its way.
    const light = codeField();
    light.focus();
    await app.user.keyboard('ab12');
    expect(fullSlipRequested()).toBe(true);
    expect(light).toHaveValue('ab12');
    chunk.release();
    await waitFor(() => expect(light).not.toBeInTheDocument());
    const full = codeField();
    await waitFor(() => expect(full).toHaveFocus());
    expect(full).toHaveValue('ab12');
    await app.user.keyboard('cd');
    expect(full).toHaveValue('ab12cd');
    // Enter goes to the full slip's form, which checks the code.
    await app.user.keyboard('{Enter}');
    expect(full).toHaveAccessibleDescription('A booking code has eight letters and digits.');
  });

  it('shows the full slip with the selection once a price is clicked, and again after a reload', async () => {
    chunk.release();
    app = await renderApp('/en/line/1');
    const home = await firstHomeWin();
    await app.user.click(home);
    // What the player waits for: the slip (the light one gone) listing the selection.
    const remove = await waitFor(() => within(slip()).getByRole('button', { name: REMOVE }));
    expect(within(slip()).getByRole('link', { name: 'Log in to place a bet' })).toBeVisible();
    // Emptied, it stays the full slip (no swap back: its code field is the same one).
    const field = codeField();
    await app.user.click(remove);
    expect(slip()).toHaveTextContent('Click a price to add it to the bet slip.');
    expect(codeField()).toBe(field);
    await app.user.click(home);
    expect(await within(slip()).findByRole('button', { name: REMOVE })).toBeVisible();

    // The same browser comes back: the platform renders the empty slip, the stored coupon brings
    // the full one in after hydration.
    app.unmount();
    app = await renderApp('/en/line/1', {
      server: app.server,
      cookies: app.cookies,
      serverRendered: true,
    });
    expect(app.mismatches).toEqual([]);
    expect(await waitFor(() => within(slip()).getByRole('button', { name: REMOVE }))).toBeVisible();
  });
});
