import type { Page } from '@playwright/test';

import type { SiteSettings } from '../../src/config/generated/site-settings.types.ts';
import { expect, expectAccessible, test } from './fixtures';
import {
  guestLanguages,
  guestPages,
  knownKeys,
  officePages,
  phoneFacts,
  rawKeysIn,
  sampleVariants,
  settingsOf,
  type SweepPage,
} from './phone-sweep-helpers';
import {
  codeSentTo,
  freshDigits,
  keepCredentials,
  registerOneClick,
  solvePuzzle,
} from './registration-helpers';

const port = Number(process.env.E2E_PORT ?? 8181);
const DEMO = { email: 'demo@betframe.test', password: 'Demo-pass-1', partner: 1 };

test.use({ viewport: { width: 360, height: 740 } });

/** axe runs once per page template and theme (the variant's colours and light or dark). */
const scanned = new Set<string>();
const themeOf = (settings: SiteSettings) =>
  JSON.stringify([settings.customizeConfig.theme, settings.customizeConfig.colors]);

/** Opens a page and waits until it has rendered: its heading, and no navigation under way. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.locator('main h1').first().waitFor();
  await expect(page.locator('main').first()).not.toHaveAttribute('aria-busy', 'true');
}

/** The phone checks, soft so that one run lists every page that fails. */
async function checkPhonePage(page: Page, label: string, keys: ReadonlySet<string>) {
  const facts = await phoneFacts(page);
  expect
    .soft(facts.scrollWidth, `${label}: wider than the screen`)
    .toBeLessThanOrEqual(facts.innerWidth);
  expect.soft(facts.scrollX, `${label}: does not start at its inline start`).toBe(0);
  expect.soft(facts.headerOneRow, `${label}: the header wraps`).toBe(true);
  const brand = facts.brand;
  expect.soft(brand, `${label}: no brand in the header`).not.toBeNull();
  if (brand) {
    const fromStart = facts.rtl ? facts.innerWidth - brand.right : brand.left;
    expect
      .soft(fromStart, `${label}: the brand is not at the inline start`)
      .toBeLessThan(facts.innerWidth / 2);
  }
  expect.soft(rawKeysIn(facts.text, keys), `${label}: raw translation keys`).toEqual([]);
}

async function sweep(
  page: Page,
  origin: string,
  settings: SiteSettings,
  languages: readonly string[],
  pages: readonly SweepPage[],
) {
  const keys = knownKeys(settings);
  const [first, ...others] = languages;
  // Every page in the variant's language; in its other languages, one page of each template.
  const visits = [
    ...pages.map((p) => ({ ...p, language: first ?? 'en' })),
    ...others.flatMap((language) =>
      [...new Map(pages.map((p) => [p.template, p])).values()].map((p) => ({ ...p, language })),
    ),
  ];
  for (const visit of visits) {
    const url = `${origin}/${visit.language}/${visit.path}`;
    await test.step(url, async () => {
      await open(page, url);
      await checkPhonePage(page, url, keys);
      const scan = `${visit.template} ${themeOf(settings)}`;
      if (!scanned.has(scan)) {
        scanned.add(scan);
        await expectAccessible(page);
      }
    });
  }
}

/** A player signed in on the variant: the demo on its partner, else a new one the way the variant registers. */
async function signIn(page: Page, origin: string, partner: number, settings: SiteSettings) {
  if (partner === DEMO.partner) {
    await page.goto(`${origin}/`);
    const status = await page.evaluate(async ({ email, password }) => {
      const answer = await fetch('/user/auth', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'email', login: email, password }),
      });
      return answer.status;
    }, DEMO);
    expect(status).toBe(200);
    return;
  }
  if (settings.registrationConfig.types.includes('fast_reg')) {
    await registerOneClick(page, origin);
    return;
  }
  // By phone with the variant's captcha (Britannia: the provider stand-in, then the puzzle).
  const phone = `+44 7700 9${freshDigits().slice(-5)}`;
  await page.goto(`${origin}/en/registration?type=phone_reg`);
  await page.getByLabel('Phone number').fill(phone.slice(4));
  await page.getByRole('checkbox', { name: /legal age/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('button', { name: "I'm not a robot" }).click();
  await solvePuzzle(page);
  const confirm = page.getByRole('dialog', { name: 'Confirm your phone' });
  await confirm.getByLabel('Code from the SMS').fill(await codeSentTo(page, phone));
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await keepCredentials(page);
}

test.describe('every page of every sample variant on a 360 × 740 phone', () => {
  for (const variant of sampleVariants()) {
    const origin = `http://${variant.host}:${port}`;
    test(`${variant.host}: signed out, then the office signed in`, async ({
      strictPage: page,
      request,
    }) => {
      test.setTimeout(240_000);
      const { settings, language } = await settingsOf(request, variant);
      const languages = guestLanguages(settings, language);
      await sweep(page, origin, settings, languages, guestPages(settings));
      await signIn(page, origin, variant.partner, settings);
      await sweep(page, origin, settings, languages, officePages(settings));
    });
  }
});
