import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderApp } from '@/app/testing/render-app';
import { solvePuzzle } from '@/app/testing/solve-puzzle';
import { downloadFile } from '@/lib/download-file';

vi.mock('@/lib/download-file', () => ({ downloadFile: vi.fn() }));

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
  vi.mocked(downloadFile).mockClear();
});

/** Ticks the consent and registers the active tab's form through the puzzle. */
async function register(current: NonNullable<typeof app>, scope: HTMLElement) {
  await current.user.click(await within(scope).findByRole('checkbox', { name: /legal age/ }));
  await current.user.click(within(scope).getByRole('button', { name: 'Register' }));
  await solvePuzzle(current);
}

describe('generated credentials', () => {
  it('stay on screen in the header’s popup until the player says they kept them', async () => {
    app = await renderApp('/en/#registration', { host: 'promo.localhost:8080' });
    const { user } = app;
    const popup = await screen.findByRole('dialog', { name: 'Registration' }, { timeout: 20_000 });
    await user.click(await within(popup).findByRole('tab', { name: 'One click' }));
    await register(app, popup);

    // Signed in, and still looking at the account number and the password.
    const dialog = await screen.findByRole('dialog', { name: 'Registration' }, { timeout: 20_000 });
    expect(
      await within(dialog).findByRole('heading', { name: 'You are registered' }),
    ).toBeInTheDocument();
    expect(app?.services.session.get().authenticated).toBe(true);
    const login = within(dialog).getByTestId('registration-login').textContent ?? '';
    const password = within(dialog).getByTestId('registration-password').textContent ?? '';
    expect(login).toMatch(/^\d+$/);
    expect(password).toMatch(/^\S{8,}$/);
    // Nothing closes it over them: no close button, Escape does nothing.
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Registration' })).toBeInTheDocument();

    const next = within(dialog).getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Save to a file' }));
    expect(vi.mocked(downloadFile).mock.calls[0]?.[1]).toContain(password);
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toContain(password);
    expect(next).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /I have saved/ }));
    await user.click(next);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Registration' })).toBeNull());
    expect(app.router.state.location.hash).toBe('');
  }, 45_000);

  it('never show a password the player typed as "shown only once"', async () => {
    app = await renderApp('/en/registration?type=custom');
    const { user } = app;
    const form = await screen.findByRole('tabpanel');
    await user.type(await within(form).findByLabelText(/^E-mail/), 'own.password@example.com');
    await user.type(within(form).getByLabelText(/^Password/), 'My-own-pass-1');
    await register(app, form);
    expect(await screen.findByRole('heading', { name: 'You are registered' })).toBeInTheDocument();
    expect(screen.getByTestId('registration-login').textContent).toMatch(/^\d+$/);
    expect(screen.queryByTestId('registration-password')).toBeNull();
    expect(document.body.textContent).not.toContain('My-own-pass-1');
    expect(document.body.textContent).not.toMatch(/shown only once/);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });
});
