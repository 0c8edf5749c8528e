import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/app/testing/render-app';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  app?.unmount();
  await app?.server.close();
  app = undefined;
});

const GAME_VIEW = '/src/features/sportsbook/components/game-view.tsx';

/**
 * The sportsbook's pieces that only some pages show (a game's page, the Asian layout, the
 * virtualised list) load only where shown: the platform's page names those it rendered, and the
 * browser hydrates it with them in.
 */
describe('the sportsbook’s lazily loaded pieces', () => {
  it('a list of the line names none; a game’s page names its view and hydrates without a mismatch', async () => {
    app = await renderApp('/en/line/1', { serverRendered: true });
    const champs = await screen.findAllByRole('group', { name: /^Football / });
    expect(app.served?.data.pieces).toBeUndefined();
    expect(app.mismatches).toEqual([]);
    const game = within(champs[0]!).getAllByRole('link', { name: /all markets/ })[0]!;
    const path = game.getAttribute('href')!;
    const { server } = app;
    app.unmount();

    app = await renderApp(path, { serverRendered: true, server });
    expect(app.served?.data.pieces).toEqual([GAME_VIEW]);
    expect(app.served?.modules).toContain(GAME_VIEW);
    expect(await screen.findByRole('heading', { level: 1, name: / versus / })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Result' })).toBeInTheDocument();
    expect(app.mismatches).toEqual([]);
  });
});
