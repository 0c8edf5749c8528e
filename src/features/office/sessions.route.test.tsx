import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/app/testing/render-app';

import { DEMO_PLAYER } from '../../../server/db/seed.ts';
import { buildTestServer } from '../../../server/testing/test-server.ts';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36';
const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('where the player is signed in', () => {
  it('names browser and system, lists the open sessions apart from the recent history', async () => {
    const server = await buildTestServer({ distDir: '/nonexistent' });
    const demo = `(SELECT id FROM players WHERE email = '${DEMO_PLAYER.email}')`;
    await server.db.query(
      `INSERT INTO sessions (player_id, token_hash, user_agent) VALUES (${demo}, 'phone', $1)`,
      [PHONE],
    );
    await server.db.query(
      `INSERT INTO sessions (player_id, token_hash, user_agent, ended_at)
       VALUES (${demo}, 'laptop', $1, now() - interval '2 days')`,
      [LAPTOP],
    );
    app = await renderApp('/en/office/security', { server, signedInAs: DEMO_PLAYER });
    const panel = await screen.findByRole('region', { name: 'Where you are signed in' });
    const open = await within(panel).findByRole('table', { name: 'Signed in now' });
    expect(within(open).getByText('This device')).toBeInTheDocument();
    const phone = within(open).getByRole('cell', { name: 'Samsung Internet 25 on Android 14' });
    expect(phone.closest('tr')).toHaveTextContent('Sign out');
    const history = within(panel).getByRole('table', { name: 'Recently signed out' });
    expect(within(history).getByRole('cell', { name: 'Chrome 126 on Windows' })).toBeVisible();
    expect(within(history).getByText(/^Signed out/)).toBeInTheDocument();
    expect(panel).not.toHaveTextContent('Mozilla/5.0');
  });
});
