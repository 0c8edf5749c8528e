import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildServer, ConfigurationError } from '../app.ts';
import { createTestDb } from '../testing/test-db.ts';
import { upkeepSettings } from './install-upkeep.ts';

describe('budgets and retention from the environment', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('has defaults, and each variable sets its own value', () => {
    expect(upkeepSettings({})).toEqual({
      budgets: {
        captcha_challenge: { limit: 60, windowSeconds: 3600 },
        analytics_batch: { limit: 120, windowSeconds: 60 },
        registration: { limit: 20, windowSeconds: 3600 },
      },
      retention: { expiredHours: 24, sessionDays: 30, analyticsDays: 90, purgeEveryMinutes: 60 },
    });
    const set = upkeepSettings({
      BETFRAME_CAPTCHAS_PER_IP_HOUR: '10000',
      BETFRAME_RETENTION_ANALYTICS_DAYS: ' 30 ',
      BETFRAME_PURGE_EVERY_MINUTES: '',
    });
    expect(set.budgets.captcha_challenge.limit).toBe(10000);
    expect(set.retention).toMatchObject({ analyticsDays: 30, purgeEveryMinutes: 60 });
  });

  it.each([
    ['BETFRAME_RETENTION_EXPIRED_HOURS', '0', 'at least 1'],
    ['BETFRAME_ANALYTICS_PER_IP_MINUTE', '12.5', 'at least 1'],
    ['BETFRAME_RETENTION_SESSION_DAYS', 'ninety', 'at least 1'],
  ])('stops the start for %s=%s', async (name, value, hint) => {
    vi.stubEnv(name, value);
    const db = await createTestDb();
    try {
      const error = await buildServer({ distDir: '/nonexistent', db }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConfigurationError);
      expect((error as Error).message).toBe(
        `${name} must be a whole number of ${hint} (it is "${value}")`,
      );
    } finally {
      await db.close();
    }
  });
});
