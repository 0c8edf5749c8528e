import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/app/testing/render-app';

import { DEMO_PLAYER } from '../../../server/db/seed.ts';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

const outboxOf = async (phone: string) =>
  (
    await app!.server.inject({
      method: 'GET',
      url: `/__dev/outbox?to=${encodeURIComponent(phone)}`,
    })
  ).json<{ data: unknown[] }>().data;

describe('a phone on the sign-in page', () => {
  it('is typed as at registration: the code picker, then the national number', async () => {
    app = await renderApp('/en/login');
    const { user } = app;
    await user.click(await screen.findByRole('tab', { name: 'Phone' }));
    expect(screen.getByRole('button', { name: 'Country code +7, change' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '701 000 00 01');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('701 000 00 01');
    await user.type(screen.getByLabelText('Password'), DEMO_PLAYER.password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app?.services.session.get().authenticated).toBe(true));
  });

  it('says how many digits an SMS-code number needs, and sends nothing for a short one', async () => {
    app = await renderApp('/en/login');
    const { user } = app;
    await user.click(await screen.findByRole('tab', { name: 'SMS code' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '701 000');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter at least 10 digits.');
    expect(document.body.textContent).not.toContain('{{');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(await outboxOf('+7701000')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '0001');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(
      await screen.findByRole('heading', { name: 'Enter the code from the SMS' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/\+77010000001/)).toBeInTheDocument();
    expect(await outboxOf(DEMO_PLAYER.phone)).toHaveLength(1);
  });
});
