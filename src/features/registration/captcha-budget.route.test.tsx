import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/app/testing/render-app';

import { buildTestServer } from '../../../server/testing/test-server.ts';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

describe('the puzzle when the address has used up its challenges', () => {
  it('says how long to wait instead of drawing a puzzle', async () => {
    const server = await buildTestServer({
      distDir: '/nonexistent',
      budgets: { captcha_challenge: { limit: 1, windowSeconds: 600 } },
    });
    // Someone on the same address took the hour's only puzzle.
    await server.inject({ method: 'POST', url: '/puzzle-api/challenge' });
    app = await renderApp('/en/registration?type=fast_reg', { server });
    const { user } = app;
    await user.click(await screen.findByRole('checkbox', { name: /legal age/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm that you are not a robot' });
    expect(
      await within(dialog).findByText(
        /^Too many requests from your network\. Try again in \d+ seconds\.$/,
      ),
    ).toBeInTheDocument();
    expect(dialog.querySelector('img')).toBeNull();
  });
});
