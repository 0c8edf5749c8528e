import { expect, expectAccessible, test } from './fixtures';
import { freshEmail, solvePuzzle } from './registration-helpers';

test.use({ viewport: { width: 390, height: 844 } });

test('the activation mail sent at registration confirms the e-mail through its link', async ({
  strictPage: page,
}) => {
  const email = freshEmail();
  await page.goto('/en/registration?type=custom');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill('Another-pass-1');
  await page.getByRole('checkbox', { name: /legal age/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await solvePuzzle(page);
  await expect(page.getByRole('heading', { name: 'You are registered' })).toBeVisible();
  await expect(page.getByText(`E-mail ${email}: not confirmed yet.`)).toBeVisible();
  await expectAccessible(page);

  // The mail, as the player's mail client shows it (the dev outbox).
  const origin = `http://localhost:${new URL(page.url()).port}`;
  const outbox = await page.request.get(`${origin}/__dev/outbox?to=${encodeURIComponent(email)}`);
  const { data } = (await outbox.json()) as { data: { body: string }[] };
  const link = new URL(/https?:\/\/\S+/.exec(data[0]?.body ?? '')?.[0] ?? 'http://x/');
  expect(link.pathname).toBe('/en/activate');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('Your e-mail address is confirmed. Thank you!')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/en/office/security');
  await expect(page.getByText(`E-mail ${email}: confirmed.`)).toBeVisible();
});
