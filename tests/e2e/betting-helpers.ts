import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { expect } from './fixtures';

/**
 * A price button's accessible name ends in its decimal price, and for a few seconds after a move
 * in which way it went: "<outcome>, 2.10" or "<outcome>, 2.10, price up".
 */
export const PRICED = /, \d+\.\d{2,3}(, price (up|down))?$/;

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

/** A game as the feed lists it. */
export interface FeedGame {
  readonly id: number;
  readonly sportId: number;
  readonly champId: number;
  /** Kick-off, epoch seconds. */
  readonly start: number;
  readonly team1: { readonly name: string };
  readonly team2: { readonly name: string };
}

/** The feed's clock moved forward (the development route: it answers once the games it finished are recorded and their bets settled). */
export async function advanceFeed(request: APIRequestContext, ms: number): Promise<void> {
  const res = await request.put('/__dev/feed/clock', { data: { advanceMs: ms } });
  expect(res.ok()).toBe(true);
}

/** The feed's now, epoch milliseconds. */
async function feedNow(request: APIRequestContext): Promise<number> {
  const clock = (await (await request.get('/__dev/feed/clock')).json()) as {
    data: { now: string };
  };
  return Date.parse(clock.data.now);
}

/**
 * A live game with all its play ahead: the feed's clock moves to a minute past the kick-off of the
 * sport's next game of the line. A game live already may be in its last minutes, and finish or
 * stop taking bets while a journey bets on it; this one plays for an hour and more in real time.
 */
export async function kickOffNextGame(
  request: APIRequestContext,
  sportId: number,
): Promise<FeedGame> {
  const line = (await (
    await request.get(`/service-api/LineFeed/Get1x2_VZip?sports=${sportId}&count=1`)
  ).json()) as { data: { games: FeedGame[] } };
  const game = line.data.games[0];
  if (!game) throw new Error(`no game of sport ${sportId} in the line`);
  await advanceFeed(request, Math.max(0, game.start * 1000 - (await feedNow(request))) + 60_000);
  return game;
}

/** The feed's clock moved three hours past the latest kick-off of the games (line or live). */
export async function advancePast(
  request: APIRequestContext,
  gameIds: readonly number[],
): Promise<void> {
  const starts = await Promise.all(
    gameIds.map(async (id) => {
      // The game's own call answers whether it is in the line, live or over.
      const res = await request.get(`/service-api/LineFeed/GetGameZip?id=${id}`);
      expect(res.ok()).toBe(true);
      return ((await res.json()) as { data: FeedGame }).data.start;
    }),
  );
  const now = await feedNow(request);
  await advanceFeed(request, Math.max(...starts) * 1000 - now + 3 * 3_600_000);
}

/**
 * Moves the feed past the bet's games, reloads the history until the bet's card is no longer
 * open, and reads the payout its card shows (in minor units; 0 for a lost bet).
 */
export async function settledPayout(
  page: Page,
  bet: Locator,
  gameIds: readonly number[],
): Promise<bigint> {
  await advancePast(page.request, gameIds);
  await expect
    .poll(
      async () => {
        await page.reload();
        return bet.locator('.bet-card__status').textContent();
      },
      { timeout: 30_000 },
    )
    .not.toBe('Open');
  const payout = bet.getByText('Payout', { exact: true }).locator('xpath=following-sibling::dd');
  return BigInt(((await payout.textContent()) ?? '').replace(/[^\d]/g, ''));
}
