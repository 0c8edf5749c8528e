import { screen, waitFor, within } from '@testing-library/react';

/**
 * The bet slip once it shows `text`: the full slip loads with the page's first selection (the
 * empty one before it has no list), so a test waits for it as the player does; its first load in
 * a test file transforms the slip's modules, which takes seconds on a busy machine.
 */
export const slipShowing = (text: string | RegExp): Promise<HTMLElement> =>
  waitFor(
    () => {
      const slip = screen.getByRole('region', { name: 'Bet slip' });
      within(slip).getByText(text);
      return slip;
    },
    { timeout: 10_000 },
  );
