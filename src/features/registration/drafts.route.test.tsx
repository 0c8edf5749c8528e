import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/app/testing/render-app';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

const tab = (name: string) => screen.getByRole('tab', { name });
const go = (delta: number) => act(() => app!.router.navigate(delta));

describe('registration drafts', () => {
  it('keeps a draft per type across tab switches, Back/Forward and a reload, never the password', async () => {
    app = await renderApp('/en/registration?type=custom');
    const { user, server } = app;
    await user.type(await screen.findByLabelText(/^E-mail/), 'draft@betframe.test');
    await user.type(screen.getByLabelText(/^Password/), 'Secret-pass-1');

    await user.click(tab('By phone'));
    await waitFor(() => expect(app!.router.state.location.search).toBe('?type=phone_reg'));
    const phoneField = await screen.findByLabelText<HTMLInputElement>(/^Phone number/);
    await user.type(phoneField, '701 234 5678');
    const phone = phoneField.value;

    await go(-1);
    expect(app.router.state.location.search).toBe('?type=custom');
    expect(tab('By e-mail')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText(/^E-mail/)).toHaveValue('draft@betframe.test');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');

    await go(1);
    expect(tab('By phone')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText(/^Phone number/)).toHaveValue(phone);
    expect(window.sessionStorage.getItem('betframe.registration.drafts')).not.toContain(
      'Secret-pass-1',
    );

    // A reload of the tab (the same sessionStorage, a new page).
    app.unmount();
    app = await renderApp('/en/registration?type=phone_reg', { server, cookies: app.cookies });
    expect(await screen.findByLabelText(/^Phone number/)).toHaveValue(phone);
    await app.user.click(tab('By e-mail'));
    expect(await screen.findByLabelText(/^E-mail/)).toHaveValue('draft@betframe.test');
  });
});
