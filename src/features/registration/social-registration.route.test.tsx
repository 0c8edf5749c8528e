import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderApp } from '@/app/testing/render-app';
import { leaveSite } from '@/lib/leave-site';

import { approveAtProvider } from '../../../server/testing/social-helpers.ts';

vi.mock('@/lib/leave-site', () => ({ leaveSite: vi.fn() }));

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
  vi.mocked(leaveSite).mockClear();
  window.sessionStorage.clear();
});

describe('social registration', () => {
  it('keeps what the player chose (the consent tick) through the trip to the provider', async () => {
    const host = window.location.host;
    app = await renderApp('/en/registration?type=soc_reg', { host });
    const { server, user } = app;
    const form = await screen.findByRole('tabpanel');
    await user.click(await within(form).findByRole('checkbox', { name: /legal age/ }));
    await user.click(within(form).getByRole('button', { name: 'Google' }));
    const provider = new URL(vi.mocked(leaveSite).mock.calls[0]![0]);
    const back = await approveAtProvider(
      server,
      {
        name: 'Aigerim',
        email: 'aigerim.social@example.com',
        password: 'aigerim-at-g-1',
        state: provider.searchParams.get('state')!,
      },
      { redirectUri: provider.searchParams.get('redirect_uri')!, host },
    );
    const callback = new URL(String(back.headers.location));

    app.unmount();
    app = await renderApp(`${callback.pathname}${callback.search}`, { server, host });
    expect(
      await screen.findByText('Connected with Google as Aigerim. Finish the registration below.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /legal age/ })).toBeChecked();
  });
});
