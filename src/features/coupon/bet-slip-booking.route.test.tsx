import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { PRICE, priceOf } from '@/app/testing/price-button';
import { renderApp } from '@/app/testing/render-app';
import { outcomeOfKey } from '@/lib/feed/bet-types';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.services.preferences.set('coupon', { couponEvents: [] });
  await app?.server.close();
  app = undefined;
});

/** The first price (home to win) of each of the first `count` games of the football line. */
async function homeWins(count: number): Promise<HTMLElement[]> {
  // The first page of a file waits for the app's code as well as its data: a busy machine takes long.
  const champs = await screen.findAllByRole('group', { name: /^Football / }, { timeout: 15_000 });
  const games = champs.flatMap((champ) => within(champ).getAllByRole('listitem'));
  return games
    .slice(0, count)
    .map((game) => within(game).getAllByRole('button', { name: PRICE })[0]!);
}

const slip = () => screen.getByRole('region', { name: 'Bet slip' });
/** The slip's selections, each named by its outcome key. */
const slipKeys = () =>
  [...slip().querySelectorAll('[data-outcome]')].map((li) => li.getAttribute('data-outcome'));

/** What UpdateCoupon says of an outcome now (asked of the platform directly). */
async function priceNow(key: string) {
  const named = outcomeOfKey(key)!;
  const res = await app!.server.inject({
    method: 'POST',
    url: '/service-api/LiveBet/Open/UpdateCoupon',
    payload: { couponEvents: [{ gameId: named.gameId, ...named.outcome }] },
  });
  return res.json<{ data: { events: { c: number | null; suspended: boolean }[] } }>().data
    .events[0]!;
}

describe('the bet slip’s prices and booking codes', () => {
  it('shows a price the feed moved as old → new, needing a click only where the policy says so', async () => {
    app = await renderApp('/en/line/1');
    const [home, away] = await homeWins(2);
    await app.user.click(home!);
    await app.user.click(away!);
    // The full slip loads with the first selection: the player waits for both to show.
    await waitFor(() => expect(slipKeys()).toHaveLength(2), { timeout: 10_000 });
    const first = slip().querySelector<HTMLElement>('[data-outcome]')!;
    const key = first.getAttribute('data-outcome')!;
    const clicked = priceOf(home!);
    // The feed's clock moves on until the first selection's price is another one.
    let now = await priceNow(key);
    for (let step = 0; step < 12 && (now.c === clicked || now.suspended); step++) {
      await app.server.inject({
        method: 'PUT',
        url: '/__dev/feed/clock',
        payload: { advanceMs: 10 * 60_000 },
      });
      now = await priceNow(key);
    }
    expect(now.c).not.toBe(clicked);
    // The list changes (the second selection leaves): the slip asks for its prices at once.
    await app.user.click(within(slip()).getAllByRole('button', { name: /^Remove / })[1]!);
    const moved = await within(first).findByText(/^Odds changed from /);
    expect(moved).toHaveTextContent(
      `Odds changed from ${clicked.toFixed(2)} to ${now.c!.toFixed(2)}`,
    );

    const policy = within(slip()).getByRole('combobox', { name: 'When odds change' });
    await app.user.selectOptions(policy, 'Ask me');
    expect(within(slip()).getByRole('button', { name: 'Accept changes' })).toBeVisible();
    // Any odds: the platform takes the new price without asking.
    await app.user.selectOptions(policy, 'Accept any odds');
    expect(within(slip()).queryByRole('button', { name: 'Accept changes' })).toBeNull();
    // Higher odds only: a click where the price fell.
    await app.user.selectOptions(policy, 'Accept higher odds');
    const asks = now.c! < clicked;
    expect(within(slip()).queryByRole('button', { name: 'Accept changes' }) !== null).toBe(asks);
    await app.user.selectOptions(policy, 'Ask me');
    await app.user.click(within(slip()).getByRole('button', { name: 'Accept changes' }));
    expect(within(first).queryByText(/^Odds changed from /)).toBeNull();
    expect(first).toHaveTextContent(now.c!.toFixed(2));
  });

  it('shares the coupon under a code and loads it back, asking before it touches a full slip', async () => {
    app = await renderApp('/en/line/1');
    for (const price of await homeWins(2)) await app.user.click(price);
    await app.user.click(within(slip()).getByRole('button', { name: 'Share coupon' }));
    const shared = await within(slip()).findByRole('group', { name: 'Shared coupon' });
    const code = within(shared).getByText(/^[2-9A-HJKMNP-Z]{8}$/).textContent;
    expect(within(shared).getByRole('textbox', { name: 'Link to the coupon' })).toHaveValue(
      `${window.location.origin}/en/line?coupon=${code}`,
    );
    await app.user.click(within(shared).getByRole('button', { name: 'Copy link' }));
    expect(await within(shared).findByText('Link copied.')).toBeVisible();
    expect(await navigator.clipboard.readText()).toMatch(new RegExp(`coupon=${code}$`));
    await app.user.click(within(shared).getByRole('button', { name: 'Done' }));

    const keys = slipKeys();
    await app.user.click(within(slip()).getByRole('button', { name: 'Remove all' }));
    expect(within(slip()).getByText('Selections: 0')).toBeInTheDocument();
    const input = within(slip()).getByRole('textbox', { name: 'Load a coupon by code' });
    // Typed as a reader would: lower case, a space in the middle.
    await app.user.type(input, `${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`);
    await app.user.click(within(slip()).getByRole('button', { name: 'Load' }));
    expect(await within(slip()).findByText(`Coupon ${code} loaded. Selections: 2`)).toBeVisible();
    expect(within(slip()).getByText('Selections: 2')).toBeInTheDocument();
    expect(slipKeys()).toEqual(keys);
    expect(keys).toHaveLength(2);
    expect(within(slip()).getByRole('radio', { name: 'Accumulator' })).toBeChecked();

    // The slip has selections now: loading again asks first; keeping it changes nothing.
    await app.user.type(input, code);
    await app.user.click(within(slip()).getByRole('button', { name: 'Load' }));
    const choose = await within(slip()).findByRole('group', { name: 'Load coupon' });
    await app.user.click(within(choose).getByRole('button', { name: 'Keep my bet slip' }));
    expect(within(slip()).queryByRole('group', { name: 'Load coupon' })).toBeNull();
    expect(within(slip()).getByText('Selections: 2')).toBeInTheDocument();

    await app.user.type(input, 'abc');
    await app.user.click(within(slip()).getByRole('button', { name: 'Load' }));
    expect(within(slip()).getByText('A booking code has eight letters and digits.')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await app.user.clear(input);
    await app.user.type(input, 'ZZZZ2222');
    await app.user.click(within(slip()).getByRole('button', { name: 'Load' }));
    expect(await within(slip()).findByText('No coupon is saved under this code.')).toBeVisible();
  });

  it('opens a shared link: asked first, its selections added to the slip, one whose game is over named, the code gone from the address', async () => {
    app = await renderApp('/en/line/1');
    const [home, kept] = await homeWins(2);
    const named = outcomeOfKey(
      // The key the price button's outcome has, as the slip would keep it.
      await (async () => {
        await app.user.click(home!);
        const key = slipKeys()[0]!;
        await app.user.click(within(slip()).getByRole('button', { name: 'Remove all' }));
        return key;
      })(),
    )!;
    const saved = await app.server.inject({
      method: 'POST',
      url: '/service-api/LiveBet/Open/SaveCoupon',
      payload: { couponEvents: [{ gameId: named.gameId, ...named.outcome }] },
    });
    const code = saved.json<{ data: { guid: string } }>().data.guid;
    // A second selection on a game long over (the feed's first): saved then, gone now.
    await app.server.db.query(
      `UPDATE saved_coupons SET selections = selections || $2::jsonb WHERE code = $1`,
      [
        code,
        JSON.stringify([
          {
            gameId: 100_000_000,
            g: 1,
            t: 2,
            c: 3.1,
            live: false,
            sportId: 1,
            champ: 'Old League',
            team1: 'Old Home',
            team2: 'Old Away',
            start: 1_728_000_000,
          },
        ]),
      ],
    );
    // The slip has a selection of its own: the link asks before it touches it.
    await app.user.click(kept!);
    await act(() => app!.router.navigate(`/en/line?coupon=${code}`));
    const choose = await within(slip()).findByRole('group', { name: 'Load coupon' });
    expect(choose).toHaveTextContent(`Coupon ${code} has selections: 1.`);
    await app.user.click(within(choose).getByRole('button', { name: 'Add to the bet slip' }));
    expect(await within(slip()).findByText(`Coupon ${code} loaded. Selections: 1`)).toBeVisible();
    expect(within(slip()).getByText('Selections: 2')).toBeInTheDocument();
    const missing = within(slip()).getByText('These selections could not be loaded:');
    expect(missing.nextElementSibling).toHaveTextContent(
      /^Old Home – Old Away: .+ \(the game is over or no longer offered\)$/,
    );
    await waitFor(() => expect(app!.router.state.location.search).toBe(''));
  });
});
