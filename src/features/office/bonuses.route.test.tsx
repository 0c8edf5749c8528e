import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/app/testing/render-app';

import { recordTurnover } from '../../../server/bonuses/bonuses.ts';
import { DEMO_PLAYER } from '../../../server/db/seed.ts';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

async function activate(code: string) {
  const field = screen.getByRole('textbox', { name: 'Have a promo code?' });
  await app!.user.clear(field);
  await app!.user.type(field, code);
  await app!.user.click(screen.getByRole('button', { name: 'Activate' }));
}

describe('the bonuses section', () => {
  it('activates a promo code, shows its wagering, names why another does not work', async () => {
    app = await renderApp('/en/office/bonuses_deposit', { signedInAs: DEMO_PLAYER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonuses' })).toBeVisible();
    expect(await screen.findByText(/You have no active bonuses/)).toBeVisible();

    await activate('nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such promo code.');
    await activate('summer2024');
    expect(await screen.findByRole('alert')).toHaveTextContent('This promo code has ended.');

    await activate('spring25');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Promo code activated: Spring bonus, 2,500.00 ₸.',
      ),
    );
    const card = await screen.findByRole('listitem', { name: 'Spring bonus' });
    expect(card).toHaveTextContent('2,500.00 ₸');
    expect(card).toHaveTextContent('Wagered 0.00 ₸ of 7,500.00 ₸ (0%)');
    expect(within(card).getByRole('progressbar')).toHaveAttribute('value', '0');
    expect(screen.getByRole('table', { name: 'Promo codes you activated' })).toHaveTextContent(
      'SPRING25',
    );
    await activate('SPRING25');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already activated this promo code.',
    );

    // Bets and casino rounds report turnover; the page shows it when it next asks.
    const [player] = await app.server.db.query<{ id: number }>(
      'SELECT id FROM players WHERE email = $1',
      [DEMO_PLAYER.email],
    );
    await app.server.db.transaction((tx) =>
      recordTurnover(tx, {
        key: 'bet:route',
        playerId: player!.id,
        currencyId: 7,
        amount: 500_000n,
        source: 'bet',
      }),
    );
    await activate('FREEBET10');
    // The free bet comes with the list asked again, which has the wagering done meanwhile.
    const freeBet = await screen.findByRole('listitem', { name: 'Free bet' });
    const wagered = screen.getByRole('listitem', { name: 'Spring bonus' });
    expect(wagered).toHaveTextContent('Wagered 5,000.00 ₸ of 7,500.00 ₸ (66.66%)');
    expect(freeBet).toHaveTextContent('Stake this free bet on the coupon');
    expect(within(freeBet).queryByRole('progressbar')).toBeNull();
  });

  it('refuses a bonus after the confirm dialog: it moves to the ended ones', async () => {
    app = await renderApp('/en/office/bonuses_deposit', { signedInAs: DEMO_PLAYER });
    const { user } = app;
    await screen.findByText(/You have no active bonuses/);
    await activate('FREEBET10');
    await user.click(await screen.findByRole('button', { name: 'Refuse the bonus Free bet' }));
    let dialog = await screen.findByRole('dialog', { name: 'Refuse this bonus?' });
    expect(dialog).toHaveTextContent('The bonus Free bet and the 1,000.00 ₸ it holds');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('listitem', { name: 'Free bet' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Refuse the bonus Free bet' }));
    dialog = await screen.findByRole('dialog', { name: 'Refuse this bonus?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse the bonus' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('The bonus Free bet is refused.'),
    );
    const ended = await screen.findByRole('table', { name: 'Ended bonuses' });
    expect(within(ended).getByRole('row', { name: /Free bet/ })).toHaveTextContent('Refused');
    expect(screen.queryByRole('listitem', { name: 'Free bet' })).toBeNull();
  });
});
