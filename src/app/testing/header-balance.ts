import { screen } from '@testing-library/react';

/**
 * The active account's balance as the header's balance button reads it to a screen reader
 * ("Balance 1,234.50 …, refresh"), as a number: what a route test checks money moves by.
 */
export async function headerBalance(): Promise<number> {
  const button = await screen.findByRole('button', { name: /^Balance .*, refresh$/ });
  return Number(
    /^Balance ([\d,]+\.\d{2})/
      .exec(button.getAttribute('aria-label') ?? '')?.[1]
      ?.replace(/,/g, ''),
  );
}
