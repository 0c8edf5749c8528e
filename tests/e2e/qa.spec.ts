import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';

import { findMachine } from '../../qa/catalogue.ts';
import { readRecordings } from '../../qa/recording/recording.ts';
import { replayRecording } from '../../qa/recording/replay-recording.ts';
import { expect, expectAccessible, test } from './fixtures';
import { solvePuzzle } from './registration-helpers';

// The QA build (npm run build:qa) on its own server: see playwright.config.ts.
const qaOrigin = `http://localhost:${Number(process.env.E2E_PORT ?? 8181) + 1}`;

const replayCli = (file: string) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', file]).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      out: error.stdout + error.stderr,
    }),
  );

test.describe('QA mode', () => {
  test('a registration recorded in the browser replays green; a doctored one reports the step that diverged', async ({
    strictPage: page,
  }, testInfo) => {
    await page.goto(`${qaOrigin}/en/registration?type=fast_reg&qa=1`);
    await page.getByRole('checkbox', { name: /legal age/ }).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await solvePuzzle(page);
    await expect(page.getByRole('heading', { name: 'You are registered' })).toBeVisible();
    const password = (await page.getByTestId('registration-password').textContent()) ?? '';

    const panel = page.getByRole('complementary', { name: 'QA recordings' });
    await panel.getByText('QA recordings').click();
    await expect(panel.getByText(/^registration: \d+ steps, now registered$/)).toBeVisible();
    await expectAccessible(page);
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Export JSON' }).click();
    const file = testInfo.outputPath('recordings.json');
    await (await download).saveAs(file);

    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(password);
    const recordings = readRecordings(JSON.parse(text));
    expect(recordings.map((r) => r.machine)).toEqual(
      expect.arrayContaining(['registration', 'captcha']),
    );
    for (const recording of recordings)
      expect(replayRecording(recording, findMachine)).toMatchObject({ ok: true });
    const green = await replayCli(file);
    expect(green.code, green.out).toBe(0);
    expect(green.out).toMatch(/✓ registration: \d+ steps replayed/);

    // Take the form's submit out: the captcha's answer then comes in a state that does not expect it.
    const registration = recordings.find((r) => r.machine === 'registration')!;
    const submit = registration.steps.findIndex((s) => s.event.type === 'form.submit');
    const doctored = testInfo.outputPath('doctored.json');
    writeFileSync(
      doctored,
      JSON.stringify({ ...registration, steps: registration.steps.filter((_, i) => i !== submit) }),
    );
    const red = await replayCli(doctored);
    expect(red.code).toBe(1);
    expect(red.out).toContain(`✗ registration at step ${submit + 1} (done: captcha`);
    expect(red.out).toContain('does not take done: captcha');
  });

  test('the recordings survive a reload of the tab, and QA mode stays on until ?qa=0', async ({
    strictPage: page,
  }) => {
    await page.goto(`${qaOrigin}/en/registration?type=fast_reg&qa=1`);
    await expect(page.getByRole('checkbox', { name: /legal age/ })).toBeVisible();
    const panel = page.getByRole('complementary', { name: 'QA recordings' });
    await panel.getByText('QA recordings').click();
    await expect(panel.getByRole('listitem').filter({ hasText: /^registration:/ })).toHaveCount(1);
    await page.goto(`${qaOrigin}/en/registration?type=full_reg`);
    await panel.getByText('QA recordings').click();
    await expect(panel.getByRole('listitem').filter({ hasText: /^registration:/ })).toHaveCount(2);
    await page.goto(`${qaOrigin}/en/?qa=0`);
    await expect(page.getByRole('link', { name: 'Sign up' }).first()).toBeVisible();
    await expect(panel).toHaveCount(0);
  });

  test('the production build has no QA mode', async ({ strictPage: page }) => {
    await page.goto('/en/registration?type=fast_reg&qa=1');
    await expect(page.getByRole('checkbox', { name: /legal age/ })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'QA recordings' })).toHaveCount(0);
  });
});
