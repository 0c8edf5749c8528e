import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { fetchThrough, renderApp } from '@/app/testing/render-app';

import { buildTestServer } from '../../../server/testing/test-server.ts';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.services.preferences.set('sportSort', 'name');
  await app?.server.close();
  app = undefined;
});

/** A menu's sports as shown: name and count of games (the "All sports" line left out). */
const sportsOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .filter((link) => !link.textContent?.startsWith('All sports'))
    .map((link) => ({
      name: link.querySelector('.sports-menu__name')?.textContent ?? '',
      count: Number(link.querySelector('.sports-menu__count')?.textContent),
    }));

describe('the sports menu', () => {
  it('puts the platform’s top sports above the full list, A–Z or most games first, a choice kept', async () => {
    app = await renderApp('/en/line');
    const menu = await screen.findByRole('navigation', { name: 'Sports' }, { timeout: 10_000 });
    await waitFor(() => expect(sportsOf(menu).length).toBeGreaterThan(5));
    const all = sportsOf(menu);
    // A–Z in the page's language (the default), each with its count of games.
    const byName = [...all].sort((a, b) => a.name.localeCompare(b.name, 'en'));
    expect(all).toEqual(byName);
    expect(all.every((s) => s.count > 0)).toBe(true);
    expect(within(menu).getByRole('link', { name: /^All sports/ })).toHaveTextContent(
      String(all.reduce((sum, s) => sum + s.count, 0)),
    );

    // Top sports (menu section 10001): the first five of the platform's own ranking, above the list.
    const ranked = (
      await app.server.inject('/service-api/LineFeed/GetSportsShortZip?lng=en')
    ).json<{
      data: { name: string; count: number }[];
    }>().data;
    const top = screen.getByRole('navigation', { name: 'Top sports' });
    expect(top).toHaveAttribute('data-menu-section', '10001');
    expect(top.compareDocumentPosition(menu) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(sportsOf(top).map((s) => s.name)).toEqual(ranked.slice(0, 5).map((s) => s.name));
    expect(sportsOf(top)[0]?.name).toBe('Football');

    // Sport-sort (10000): most games first; the top section keeps its order.
    const sort = within(menu).getByRole('combobox', { name: 'Sort' });
    expect(sort.closest('[data-menu-section]')).toHaveAttribute('data-menu-section', '10000');
    expect(sort).toHaveValue('name');
    await app.user.selectOptions(sort, 'Most games');
    await waitFor(() => {
      const counts = sportsOf(menu).map((s) => s.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    });
    expect(sportsOf(menu).map((s) => s.name)).not.toEqual(byName.map((s) => s.name));
    expect(sportsOf(top).map((s) => s.name)).toEqual(ranked.slice(0, 5).map((s) => s.name));

    // The choice is the player's preference: the next visit lists most games first at once.
    app.unmount();
    app = await renderApp('/en/line', { server: app.server });
    const again = await screen.findByRole('navigation', { name: 'Sports' });
    expect(within(again).getByRole('combobox', { name: 'Sort' })).toHaveValue('popular');
    await waitFor(() => {
      const counts = sportsOf(again).map((s) => s.count);
      expect(counts.length).toBeGreaterThan(5);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    });
  }, 45_000);
});

describe('the sports drawer (phones)', () => {
  it('opens the menu in a dialog from the toolbar, closes on Escape with focus back, and on a sport', async () => {
    app = await renderApp('/en/line');
    const toggle = await screen.findByRole('button', { name: 'Sports' }, { timeout: 10_000 });
    expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'Sports' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = within(drawer).getByRole('navigation', { name: 'Sports' });
    expect(await within(menu).findByRole('link', { name: /^Ice hockey/ })).toBeInTheDocument();
    expect(within(drawer).getByRole('navigation', { name: 'Top sports' })).toBeInTheDocument();

    // The native dialog turns Escape into `cancel` (jsdom has no showModal to do it).
    fireEvent(drawer, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toHaveFocus();

    await app.user.click(toggle);
    const reopened = await screen.findByRole('dialog', { name: 'Sports' });
    await app.user.click(within(reopened).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await app.user.click(toggle);
    const third = await screen.findByRole('dialog', { name: 'Sports' });
    const sports = within(third).getByRole('navigation', { name: 'Sports' });
    await app.user.click(await within(sports).findByRole('link', { name: /^Ice hockey/ }));
    await waitFor(() => expect(app?.router.state.location.pathname).toBe('/en/line/2'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 45_000);
});

describe('the first view of the line', () => {
  it('has the sports menu and the list in the platform’s page; hydrating asks the feed for nothing again', async () => {
    const server = await buildTestServer({ distDir: '/nonexistent' });
    const through = fetchThrough(server, 'localhost:8080');
    // What the browser asks once it runs the page (the platform's render asks before hydration).
    let hydrated = false;
    const asked: string[] = [];
    const fetch: typeof globalThis.fetch = (input, init) => {
      if (hydrated) asked.push(String(input instanceof Request ? input.url : input));
      return through(input, init);
    };
    app = await renderApp('/en/line/1', {
      server,
      fetch,
      serverRendered: true,
      beforeHydration: () => void (hydrated = true),
    });
    const html = app.served?.html ?? '';
    expect(html).toMatch(/class="sports-menu__count">\d+</);
    expect(html).toContain('game-row');
    const menu = await screen.findByRole('navigation', { name: 'Sports' });
    expect(sportsOf(menu).every((s) => s.count > 0)).toBe(true);
    expect(app.mismatches).toEqual([]);
    // The list polls every 30 s and the menu every 60 s: their first asks wait that long. The
    // special sections' row and the promoted row show the page's answers without asking again,
    // and the cyber list asks only once opened: the feed hears nothing from the hydrated page.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(asked.filter((url) => /\/(LineFeed|LiveFeed)\//.test(url))).toEqual([]);
  }, 30_000);
});
