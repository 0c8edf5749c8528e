import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/app/testing/render-app';
import { solvePuzzle } from '@/app/testing/solve-puzzle';
import { EVENT_CODES } from '@/lib/analytics/event-codes';
import { attachTracker } from '@/lib/analytics/track';

import { DEMO_PLAYER } from '../../../server/db/seed.ts';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

describe('the registration route', () => {
  it('registers one click through the captcha and logs the player in', async () => {
    app = await renderApp('/en/registration?type=fast_reg&bonus=SPORT100');
    const { user } = app;
    expect(await screen.findByRole('tab', { name: 'One click' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('radio', { name: /Sports bonus/ })).toBeChecked();
    const tracked: { code: number; params: unknown }[] = [];
    const detach = attachTracker((event) => void tracked.push(event));
    await user.click(await screen.findByRole('checkbox', { name: /legal age/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await solvePuzzle(app);
    expect(await screen.findByRole('heading', { name: 'You are registered' })).toBeInTheDocument();
    expect(app?.services.session.get().authenticated).toBe(true);
    const login = screen.getByTestId('registration-login').textContent;
    const [player] = await app.server.db.query<{ fields: Record<string, unknown> }>(
      'SELECT fields FROM players WHERE id = $1',
      [Number(login)],
    );
    expect(player?.fields).toMatchObject({
      country_id: 1,
      currency_id: 7,
      bonus_choice: 'SPORT100',
    });
    // Analytics: the registration (no deposit with a one-click account).
    expect(tracked.filter((e) => e.code === EVENT_CODES.registration)).toEqual([
      expect.objectContaining({ params: { type: 'fast_reg' } }),
    ]);
    expect(tracked.some((e) => e.code === EVENT_CODES.firstDeposit)).toBe(false);
    detach();
  });

  it('shows the platform’s field errors on the form (an e-mail already registered)', async () => {
    app = await renderApp('/en/registration?type=custom');
    const { user } = app;
    await user.type(await screen.findByLabelText(/^E-mail/), 'demo@betframe.test');
    await user.type(screen.getByLabelText(/^Password/), 'Another-pass-1');
    await user.click(screen.getByRole('checkbox', { name: /legal age/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await solvePuzzle(app);
    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() =>
      expect(document.getElementById(`${email.id}__error`)).toHaveTextContent(
        'This e-mail address is already registered.',
      ),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('tab', { name: 'By e-mail' })).toHaveAttribute('aria-selected', 'true');
  });

  it('puts the captcha before the SMS code, confirms the phone, and registers with no second captcha', async () => {
    app = await renderApp('/en/registration?type=phone_reg');
    const { user, server } = app;
    const phone = '+77012345678';
    const outbox = async () =>
      (
        await server.inject({ method: 'GET', url: `/__dev/outbox?to=${encodeURIComponent(phone)}` })
      ).json<{ data: { body: string }[] }>().data;
    await user.type(await screen.findByLabelText(/^Phone number/), '701 234 5678');
    await user.click(screen.getByRole('checkbox', { name: /legal age/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    // No message goes out before the player proved to be one.
    await screen.findByRole('dialog', { name: 'Confirm that you are not a robot' });
    expect(await outbox()).toEqual([]);
    await solvePuzzle(app);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your phone' });
    const code = /\b(\d{4,8})\b/.exec((await outbox())[0]?.body ?? '')?.[1] ?? '';
    expect(code).not.toBe('');
    await user.type(within(dialog).getByLabelText('Code from the SMS'), code);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'You are registered' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Confirm that you are not a robot' })).toBeNull();
    const [player] = await server.db.query<{ phone: string; phone_confirmed: boolean }>(
      'SELECT phone, phone_confirmed FROM players WHERE id = $1',
      [Number(screen.getByTestId('registration-login').textContent)],
    );
    expect(player).toEqual({ phone, phone_confirmed: true });
  });

  it('switches registration types by keyboard (ARIA tabs)', async () => {
    app = await renderApp('/en/registration');
    const { user } = app;
    const full = (await screen.findAllByRole('tab', { name: 'Full' }))[0]!;
    full.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'By phone' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'By phone' })).toHaveFocus();
    expect(await screen.findByLabelText(/^Phone number/)).toBeInTheDocument();
  });

  it('is for guests only', async () => {
    app = await renderApp('/en/registration', { signedInAs: DEMO_PLAYER });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access denied' }),
    ).toBeInTheDocument();
  });
});
