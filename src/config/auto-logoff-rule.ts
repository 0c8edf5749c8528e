import type { SiteSettings } from './generated/site-settings.types.ts';
import type { SettingsIssue } from './settings-errors.ts';

/**
 * A warning lead as long as the idle limit would warn at once (Promo's 1-minute limit once did,
 * a second after sign-up): the lead must be shorter, and the app caps it at half the limit.
 */
export function autoLogoffIssues(s: SiteSettings): SettingsIssue[] {
  const { has_auto_logoff, autologoff_minutes, autologoff_warning_seconds } = s.globalConfig;
  const limitSeconds = autologoff_minutes * 60;
  if (!has_auto_logoff || autologoff_warning_seconds < limitSeconds) return [];
  const minutes = `${autologoff_minutes} minute${autologoff_minutes === 1 ? '' : 's'}`;
  return [
    {
      pointer: '/globalConfig/autologoff_warning_seconds',
      message: `must be shorter than the idle limit (autologoff_minutes: ${minutes} = ${limitSeconds} seconds); the warning shows at most halfway through it`,
    },
  ];
}
