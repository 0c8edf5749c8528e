import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/app/testing/render-app';
import { solvePuzzle } from '@/app/testing/solve-puzzle';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

const PHONE = '+77012345678';

async function codesSent(server: NonNullable<typeof app>['server']) {
  const answer = await server.inject({
    method: 'GET',
    url: `/__dev/outbox?to=${encodeURIComponent(PHONE)}`,
  });
  return answer
    .json<{ data: { body: string }[] }>()
    .data.map(({ body }) => /\b(\d{4,8})\b/.exec(body)?.[1] ?? '');
}

async function fillAndSubmit(current: NonNullable<typeof app>, typePhone = true) {
  const { user } = current;
  if (typePhone) await user.type(await screen.findByLabelText(/^Phone number/), '701 234 5678');
  const consent = await screen.findByRole('checkbox', { name: /legal age/ });
  if (!(consent as HTMLInputElement).checked) await user.click(consent);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('the SMS code of a registration', () => {
  it('is asked for again, with no new captcha and no new code, after its dialog was closed', async () => {
    app = await renderApp('/en/registration?type=phone_reg');
    const { user, server } = app;
    await fillAndSubmit(app);
    await solvePuzzle(app);
    const first = await screen.findByRole('dialog', { name: 'Confirm your phone' });
    await within(first).findByLabelText('Code from the SMS');
    await user.click(within(first).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Confirm your phone' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Register' }));
    const again = await screen.findByRole('dialog', { name: 'Confirm your phone' });
    expect(screen.queryByRole('dialog', { name: 'Confirm that you are not a robot' })).toBeNull();
    expect(within(again).getByText(/You can ask for a new code in \d+ seconds?\./)).toBeVisible();
    const codes = await codesSent(server);
    expect(codes).toHaveLength(1);
    await user.type(within(again).getByLabelText('Code from the SMS'), codes[0] ?? '');
    await user.click(within(again).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'You are registered' })).toBeVisible();
    // A registration forgets the tab's drafts and its code.
    const kept = Object.keys(window.sessionStorage).filter((k) => k.includes('registration'));
    expect(kept).toEqual([]);
  });

  it('is asked for again after a reload, the phone back from the tab’s draft', async () => {
    app = await renderApp('/en/registration?type=phone_reg');
    const { server, cookies } = app;
    await fillAndSubmit(app);
    await solvePuzzle(app);
    await within(await screen.findByRole('dialog', { name: 'Confirm your phone' })).findByLabelText(
      'Code from the SMS',
    );
    app.unmount();

    app = await renderApp('/en/registration?type=phone_reg', { server, cookies });
    await fillAndSubmit(app, false);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your phone' });
    expect(screen.queryByRole('dialog', { name: 'Confirm that you are not a robot' })).toBeNull();
    const codes = await codesSent(server);
    expect(codes).toHaveLength(1);
    await app.user.type(within(dialog).getByLabelText('Code from the SMS'), codes[0] ?? '');
    await app.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'You are registered' })).toBeVisible();
  });
});
