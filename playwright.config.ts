import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);

/** End-to-end tests: the built app on the reference server, in Debian's Chromium (no downloads). */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `tsx server/main.ts`,
    env: { PORT: String(port), LOG_LEVEL: 'warn' },
    url: `http://localhost:${port}/frontend-api/site-settings`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
