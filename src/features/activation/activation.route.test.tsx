import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/app/testing/render-app';
import { solvePuzzle } from '@/app/testing/solve-puzzle';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

describe('e-mail activation', () => {
  it('mails the link at registration, shows the address unconfirmed, and the link confirms it', async () => {
    app = await renderApp('/en/registration?type=custom');
    const { user, server, cookies } = app;
    const email = 'activate-me@betframe.test';
    expect(await screen.findByRole('tab', { name: 'By e-mail' })).toBeVisible();
    await user.type(await screen.findByLabelText(/^E-mail/), email);
    await user.type(screen.getByLabelText(/^Password/), 'Another-pass-1');
    await user.click(screen.getByRole('checkbox', { name: /legal age/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await solvePuzzle(app);
    expect(await screen.findByRole('heading', { name: 'You are registered' })).toBeVisible();
    expect(
      await screen.findByText(`E-mail ${email}: not confirmed yet. Open the link we sent to it.`),
    ).toBeVisible();
    // Asked again within the minute: the platform says how long to wait.
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/new code in \d+ seconds/);

    const outbox = await server.inject({
      method: 'GET',
      url: `/__dev/outbox?to=${encodeURIComponent(email)}`,
    });
    const body = outbox.json<{ data: { body: string }[] }>().data[0]?.body ?? '';
    const link = new URL(/https?:\/\/\S+/.exec(body)?.[0] ?? 'http://x/');
    expect(link.pathname).toBe('/en/activate');

    app.unmount();
    app = await renderApp(`${link.pathname}${link.search}`, { server, cookies });
    expect(await screen.findByText('Your e-mail address is confirmed. Thank you!')).toBeVisible();

    app.unmount();
    app = await renderApp('/en/office/security', { server, cookies });
    expect(await screen.findByText(`E-mail ${email}: confirmed.`)).toBeVisible();
  });

  it('says when a link is not valid', async () => {
    app = await renderApp('/en/activate?token=not-a-real-token-at-all-0123&user_id=1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link is no longer valid.',
    );
  });
});
