import { wholeNumberSetting } from './platform-setting.ts';

/** How long rows the platform no longer needs are kept, and how often the purge looks. */
export interface Retention {
  /** Past their expiry: one-time codes, captcha challenges, unpaid payment starts, OAuth codes, pending social sign-ups; sent messages after sending. */
  readonly expiredHours: number;
  /** Ended sessions, and sessions idle past their lifetime (the player's session history). */
  readonly sessionDays: number;
  /** Analytics batches and their events, after they arrived. */
  readonly analyticsDays: number;
  readonly purgeEveryMinutes: number;
}

/** The defaults, and the variable that sets each. */
export const RETENTION_SETTINGS: Readonly<
  Record<keyof Retention, { readonly env: string; readonly value: number; readonly min?: number }>
> = {
  // An hour at least: the per-recipient code limits and a confirmed phone's proof look back that far.
  expiredHours: { env: 'BETFRAME_RETENTION_EXPIRED_HOURS', value: 24, min: 1 },
  // The history the office shows goes back 30 days (SESSION_HISTORY): older rows help no one.
  sessionDays: { env: 'BETFRAME_RETENTION_SESSION_DAYS', value: 30 },
  analyticsDays: { env: 'BETFRAME_RETENTION_ANALYTICS_DAYS', value: 90 },
  purgeEveryMinutes: { env: 'BETFRAME_PURGE_EVERY_MINUTES', value: 60 },
};

/** The retention the environment sets (PlatformSettingError for a value that is not a count). */
export function retentionFrom(env: Readonly<Record<string, string | undefined>>): Retention {
  const read = (key: keyof Retention) => {
    const { env: name, value, min } = RETENTION_SETTINGS[key];
    return wholeNumberSetting(env, name, value, min);
  };
  return {
    expiredHours: read('expiredHours'),
    sessionDays: read('sessionDays'),
    analyticsDays: read('analyticsDays'),
    purgeEveryMinutes: read('purgeEveryMinutes'),
  };
}
