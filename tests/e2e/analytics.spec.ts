import type { Page } from '@playwright/test';

import { EVENT_CODES } from '../../src/lib/analytics/event-codes';
import { expect, expectAccessible, test } from './fixtures';
import { codeSentTo, freshDigits, freshEmail, solvePuzzle } from './registration-helpers';

const port = Number(process.env.E2E_PORT ?? 8181);
const origin = `http://localhost:${port}`;
// The QA build (npm run build:qa) on its own server: it can raise events in bulk (window.betframeTrack).
const qaOrigin = `http://localhost:${port + 1}`;

interface StoredBatch {
  id: number;
  clientTs: number;
  contentEncoding: string;
  bodySize: number;
  decodedSize: number;
  eventCount: number;
  body: string;
  events: { code: number; params: Record<string, unknown> }[];
}

/** Batches the server stored for a partner after `afterId`, oldest first. */
async function batchesSince(
  page: Page,
  server: string,
  partner: number,
  afterId: number,
): Promise<StoredBatch[]> {
  const res = await page.request.get(`${server}/__dev/analytics?partner=${partner}&limit=500`);
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: StoredBatch[] };
  return data.filter((b) => b.id > afterId).reverse();
}

/** The player's cookie choice (the banner is another helper's): "all" here, so analytics may run. */
const consentToAll = (page: Page) =>
  page.context().addCookies([{ name: 'cookie_consent', value: '3', url: origin }]);

const lastId = async (page: Page, server: string, partner: number) =>
  (await batchesSince(page, server, partner, 0)).at(-1)?.id ?? 0;

/** The spec's limits, seen from what arrived: ≤ 10 events per batch, ≤ 5 batches sent in any second. */
function expectWithinLimits(batches: readonly StoredBatch[]) {
  expect(Math.max(...batches.map((b) => b.eventCount))).toBeLessThanOrEqual(10);
  const sent = batches.map((b) => b.clientTs);
  const busiest = Math.max(...sent.map((t) => sent.filter((u) => u >= t && u < t + 1_000).length));
  expect(busiest).toBeLessThanOrEqual(5);
}

/** A value appears in a text as itself, not as part of a longer number (codes vs timestamps). */
const contains = (text: string, value: string) =>
  new RegExp(`(?<![\\dA-Za-z])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\dA-Za-z])`).test(
    text,
  );

test.describe('analytics', () => {
  test('a registration sends session start and registration 1000, in limited batches, without personal data', async ({
    strictPage: page,
  }) => {
    const since = await lastId(page, origin, 1);
    await consentToAll(page);
    const phone = `+7 70${freshDigits()}1`.slice(0, 14);
    const email = freshEmail();
    const password = 'Analytics-pass-7';
    await page.goto('/en/registration?type=short_reg');
    await expectAccessible(page);
    await page.getByLabel('Region').selectOption({ label: 'Almaty' });
    await page.getByLabel('City').selectOption({ label: 'Talgar' });
    await page.getByLabel(/^First name/).fill('Dana');
    await page.getByLabel(/^Last name/).fill('Serikova');
    await page.getByLabel(/^Date of birth/).fill('1995-03-08');
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^Phone number/).fill(phone.slice(3));
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Repeat the password/).fill(password);
    await page.getByRole('checkbox', { name: /legal age/ }).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await solvePuzzle(page);
    const confirm = page.getByRole('dialog', { name: 'Confirm your phone' });
    const code = await codeSentTo(page, phone);
    await confirm.getByLabel('Code from the SMS').fill(code);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { name: 'You are registered' })).toBeVisible();

    await expect
      .poll(
        async () =>
          (await batchesSince(page, origin, 1, since)).flatMap((b) => b.events.map((e) => e.code)),
        { timeout: 15_000 },
      )
      .toEqual(expect.arrayContaining([EVENT_CODES.sessionStart, EVENT_CODES.registration]));
    const batches = await batchesSince(page, origin, 1, since);
    expectWithinLimits(batches);
    const registration = batches
      .flatMap((b) => b.events)
      .find((e) => e.code === EVENT_CODES.registration);
    expect(registration?.params).toEqual({ type: 'short_reg' });

    const cookies = (await page.context().cookies())
      .map((c) => c.value)
      .filter((v) => v.length >= 8);
    const secrets = [
      email,
      phone,
      phone.replace(/\D/g, ''),
      phone.slice(3),
      phone.slice(3).replace(/\D/g, ''),
      password,
      code,
      ...cookies,
    ];
    for (const batch of batches)
      for (const secret of secrets)
        expect(contains(batch.body, secret), `batch ${batch.id} holds ${secret}`).toBe(false);
  });

  test('a large batch arrives gzip; a burst goes out 10 a batch, at most 5 batches a second', async ({
    strictPage: page,
  }) => {
    const since = await lastId(page, qaOrigin, 1);
    await consentToAll(page);
    // The A/B call goes out once the page's analytics runs (before it, only 50 early events are kept).
    const running = page.waitForResponse((res) => res.url().endsWith('/analytics-api/ab.json'));
    await page.goto(`${qaOrigin}/en/?qa=1`);
    await running;
    await page.evaluate((code) => {
      const track = (
        window as unknown as {
          betframeTrack: (code: number, params: Record<string, unknown>) => void;
        }
      ).betframeTrack;
      for (let i = 0; i < 60; i++)
        track(code, {
          name: 'LCP',
          value: i,
          rating: 'good',
          note: 'layout shift around the hero banner '.repeat(8),
        });
    }, EVENT_CODES.webVital);
    await expect
      .poll(
        async () =>
          (await batchesSince(page, qaOrigin, 1, since))
            .flatMap((b) => b.events)
            .filter((e) => e.code === EVENT_CODES.webVital && 'note' in e.params).length,
        { timeout: 20_000 },
      )
      .toBe(60);
    const batches = await batchesSince(page, qaOrigin, 1, since);
    expectWithinLimits(batches);
    const large = batches.filter((b) => b.decodedSize > 2_048);
    expect(large.length).toBeGreaterThan(0);
    for (const batch of large) {
      expect(batch.contentEncoding).toBe('gzip');
      expect(batch.bodySize).toBeLessThan(batch.decodedSize);
    }
    for (const batch of batches.filter((b) => b.decodedSize <= 2_048))
      expect(batch.contentEncoding).toBe('identity');
  });

  test('Britannia asks for consent: nothing is sent before it is given, the waiting events after', async ({
    strictPage: page,
  }) => {
    const britannia = `http://britannia.localhost:${port}`;
    const since = await lastId(page, origin, 2);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/analytics-api/')) requests.push(request.url());
    });
    await page.clock.install();
    await page.goto(`${britannia}/en/`);
    await expect(page.getByRole('main')).toBeVisible();
    // Well past the send interval, the idle flush and the A/B call: all would have gone by now.
    await page.clock.runFor(20_000);
    expect(requests).toEqual([]);
    expect(await batchesSince(page, origin, 2, since)).toEqual([]);

    // The banner is another helper's: the choice is the cookie it writes ("only functionality").
    await page.context().addCookies([{ name: 'cookie_consent', value: '1', url: britannia }]);
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    await page.clock.runFor(6_000);
    await expect
      .poll(() => requests.some((url) => url.endsWith('/analytics-api/event.json')))
      .toBe(true);
    await expect
      .poll(
        async () =>
          (await batchesSince(page, origin, 2, since)).flatMap((b) => b.events.map((e) => e.code)),
        { timeout: 10_000 },
      )
      .toContain(EVENT_CODES.sessionStart);
  });
});
