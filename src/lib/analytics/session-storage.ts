import type { AnalyticsSession } from '@machines/analytics-session/analytics-session.machine';

const KEY = 'betframe.analytics.session';

const isSession = (value: unknown): value is AnalyticsSession => {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    typeof s.id === 'string' &&
    typeof s.created === 'number' &&
    typeof s.updated === 'number' &&
    typeof s.isRecording === 'boolean'
  );
};

/**
 * The analytics session kept in sessionStorage: a reload in the same tab keeps it, a new tab
 * starts its own (the spec's "session" is a browsing session). Broken or blocked storage reads
 * as "none" and writes are skipped: analytics never breaks the page.
 */
export const sessionStorageOf = (storage: Storage | undefined) => ({
  read(): AnalyticsSession | undefined {
    try {
      const value: unknown = JSON.parse(storage?.getItem(KEY) ?? 'null');
      return isSession(value) ? value : undefined;
    } catch {
      return undefined;
    }
  },
  write(session: AnalyticsSession | undefined): void {
    try {
      if (session) storage?.setItem(KEY, JSON.stringify(session));
      else storage?.removeItem(KEY);
    } catch {
      // Private mode or a full quota: the session lives in memory only.
    }
  },
});
