import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
/** The QA build (VITE_QA=1, in dist-qa/) runs on its own server and database, beside the production build. */
const qaPort = port + 1;
/** Service tokens live 20 s (15 s before the client refreshes); the service-token spec outlives one by moving the clocks. */
export const SERVICE_TOKEN_TTL_SECONDS = 20;

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
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `tsx server/main.ts`,
      // Every flow of the run comes from one address: its per-address caps and budgets are raised.
      env: {
        PORT: String(port),
        LOG_LEVEL: 'warn',
        BETFRAME_CODES_PER_IP_HOUR: '10000',
        BETFRAME_CAPTCHAS_PER_IP_HOUR: '10000',
        BETFRAME_ANALYTICS_PER_IP_MINUTE: '10000',
        BETFRAME_REGISTRATIONS_PER_IP_HOUR: '10000',
        BETFRAME_SERVICE_TOKEN_TTL_SECONDS: String(SERVICE_TOKEN_TTL_SECONDS),
        BETFRAME_FEED_SEED: 'e2e',
      },
      url: `http://localhost:${port}/frontend-api/site-settings`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `tsx server/main.ts`,
      env: {
        PORT: String(qaPort),
        LOG_LEVEL: 'warn',
        BETFRAME_CODES_PER_IP_HOUR: '10000',
        BETFRAME_CAPTCHAS_PER_IP_HOUR: '10000',
        BETFRAME_ANALYTICS_PER_IP_MINUTE: '10000',
        BETFRAME_REGISTRATIONS_PER_IP_HOUR: '10000',
        BETFRAME_SERVICE_TOKEN_TTL_SECONDS: String(SERVICE_TOKEN_TTL_SECONDS),
        BETFRAME_DIST_DIR: 'dist-qa',
        BETFRAME_DATA_DIR: join(tmpdir(), `betframe-e2e-qa-${process.pid}`),
      },
      url: `http://localhost:${qaPort}/frontend-api/site-settings`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
