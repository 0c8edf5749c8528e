import type { Page } from '@playwright/test';

import { expect } from './fixtures';

/** A price button's accessible name ends in its decimal price: "<outcome>, 2.10". */
export const PRICED = /, \d+\.\d{2,3}$/;

/**
 * On the football line (the page must show it), the home win of the first game of each of the
 * first `count` championships is clicked into the bet slip: `count` games, one outcome each.
 * Answers the games' ids (from each row's "all markets" link).
 */
export async function pickHomeWins(page: Page, count: number): Promise<number[]> {
  const champs = page.getByRole('group', { name: /^Football / });
  await expect(champs.nth(count - 1)).toBeVisible();
  const gameIds: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const row = champs.nth(i).getByRole('listitem').first();
    const href = await row.getByRole('link', { name: /all markets/ }).getAttribute('href');
    gameIds.push(Number(/(\d+)$/.exec(href ?? '')?.[1]));
    await row.getByRole('button', { name: PRICED }).first().click();
  }
  return gameIds;
}
