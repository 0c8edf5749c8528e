import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/app/testing/render-app';
import { solvePuzzle } from '@/app/testing/solve-puzzle';

import { base32Decode, newTotpSecret, totpAt } from '../../../server/auth/totp.ts';
import { DEMO_PLAYER } from '../../../server/db/seed.ts';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

describe('the login route', () => {
  it('signs the player in by e-mail and goes back where they were headed', async () => {
    app = await renderApp('/en/login?redirect=/en/information/about');
    const { user } = app;
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'By e-mail' })).toHaveAttribute('aria-selected', 'true');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), DEMO_PLAYER.email);
    await user.type(screen.getByLabelText('Password'), DEMO_PLAYER.password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app!.router.state.location.pathname).toBe('/en/information/about'));
    expect(app?.services.session.get().authenticated).toBe(true);
  });

  it('says a wrong password is wrong, by phone, keyboard only', async () => {
    app = await renderApp('/en/login');
    const { user } = app;
    const phoneTab = await screen.findByRole('tab', { name: 'Phone' });
    screen.getByRole('tab', { name: 'By e-mail' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(phoneTab).toHaveAttribute('aria-selected', 'true');
    // The code picker (the visitor's +7), then the national number.
    await user.tab();
    await user.tab();
    await user.keyboard(DEMO_PLAYER.phone.slice(2));
    await user.tab();
    await user.keyboard('Wrong-pass-9{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong login or password.');
    expect(app?.services.session.get().authenticated).toBe(false);
  });

  it('asks players with two-factor on for the authenticator code, and says when it is wrong', async () => {
    app = await renderApp('/en/login');
    const { user, server } = app;
    // Two-factor on for the demo player (the platform's enabling calls are tested in server/routes/sign-in.test.ts;
    // jose cannot sign user tokens under jsdom).
    const secret = newTotpSecret();
    await server.db.query('UPDATE players SET two_factor_secret = $2 WHERE email = $1', [
      DEMO_PLAYER.email,
      secret,
    ]);
    const key = base32Decode(secret)!;

    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), DEMO_PLAYER.email);
    await user.type(screen.getByLabelText('Password'), DEMO_PLAYER.password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toHaveFocus();
    const next = totpAt(key, Date.now() + 30_000);
    await user.type(
      screen.getByLabelText('Code from the app'),
      next === '000000' ? '111111' : '000000',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
    await user.clear(screen.getByLabelText('Code from the app'));
    await user.type(screen.getByLabelText('Code from the app'), next);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(app!.router.state.location.pathname).toBe('/en/'));
    expect(app?.services.session.get().authenticated).toBe(true);
  });

  it('signs in by a code sent by SMS: a wrong code says so with the attempts left, the right one signs in', async () => {
    app = await renderApp('/en/login');
    const { user, server } = app;
    await user.click(await screen.findByRole('tab', { name: 'SMS code' }));
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember me on this device' })).toBeChecked();
    // The registration's phone input: the code picker starts at the visitor's country (+7).
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '701 000 00 01');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(
      await screen.findByRole('heading', { name: 'Enter the code from the SMS' }),
    ).toHaveFocus();
    const outbox = await server.inject({
      method: 'GET',
      url: `/__dev/outbox?to=${encodeURIComponent(DEMO_PLAYER.phone)}`,
    });
    const code =
      /\b(\d{4,8})\b/.exec(outbox.json<{ data: { body: string }[] }>().data[0]?.body ?? '')?.[1] ??
      '';
    const field = screen.getByLabelText('Code from the SMS');
    // Every digit off by one: a wrong code of the right length.
    await user.type(
      field,
      code.replace(/\d/g, (d) => String((Number(d) + 1) % 10)),
    );
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code is incorrect. 4 attempts left.',
    );
    await user.clear(field);
    await user.type(field, code);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app!.router.state.location.pathname).toBe('/en/'));
    expect(app?.services.session.get().authenticated).toBe(true);
  });

  it('asks for the puzzle before the password where the variant wants a login captcha', async () => {
    app = await renderApp('/en/login', { host: 'bola.localhost:8080' });
    const { user } = app;
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'nobody@bola.test');
    await user.type(screen.getByLabelText('Password'), 'Wrong-pass-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await solvePuzzle(app);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong login or password.');
  });

  it("shows the tabs in the operator's order (Kazakhstan: phone, SMS code, e-mail, account)", async () => {
    app = await renderApp('/ru/login', { host: 'kz.localhost:8080' });
    await screen.findByRole('tab', { name: 'Телефон' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Телефон',
      'Код по SMS',
      'По электронной почте',
      'Номер счёта',
    ]);
  });

  it('is for guests only', async () => {
    app = await renderApp('/en/login', { signedInAs: DEMO_PLAYER });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access denied' }),
    ).toBeInTheDocument();
  });
});
