import { describe, expect, it } from 'vitest';

import { resolveLayers } from './resolve-settings.ts';

const resolve = (globalConfig: Record<string, unknown>) =>
  resolveLayers([{ name: 'partners/6.json', match: {}, data: { globalConfig } }]);

describe('the auto log-off warning rule', () => {
  it('refuses a warning lead as long as the idle limit or longer, naming its JSON path', () => {
    const result = resolve({
      has_auto_logoff: true,
      autologoff_minutes: 1,
      autologoff_warning_seconds: 60,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual([
      {
        pointer: '/globalConfig/autologoff_warning_seconds',
        message:
          'must be shorter than the idle limit (autologoff_minutes: 1 minute = 60 seconds); the warning shows at most halfway through it',
      },
    ]);
  });

  it('accepts a lead shorter than the limit, and any lead while auto log-off is off', () => {
    expect(
      resolve({ has_auto_logoff: true, autologoff_minutes: 1, autologoff_warning_seconds: 20 }).ok,
    ).toBe(true);
    expect(resolve({ has_auto_logoff: false, autologoff_minutes: 1 }).ok).toBe(true);
    expect(resolve({ has_auto_logoff: true }).ok).toBe(true);
  });
});
