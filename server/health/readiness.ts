import type { SettingsService } from '../config/settings-service.ts';
import type { Db } from '../db/db.ts';
import { migrationNames } from '../db/migrate.ts';

/** One check's outcome: ok, or failed with why. */
export type CheckResult = { readonly ok: true } | { readonly ok: false; readonly detail: string };

/** The checks of /readyz, in the order they are reported. */
export const READINESS_CHECKS = ['database', 'migrations', 'settings'] as const;

/** What /readyz reports, check by check. */
export type Readiness = Readonly<Record<(typeof READINESS_CHECKS)[number], CheckResult>>;

/** A database that does not answer within this long counts as unreachable (a probe must not hang). */
export const DATABASE_TIMEOUT_MS = 2_000;

const failed = (detail: string): CheckResult => ({ ok: false, detail });
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Rejects when `work` has not settled in `ms`. */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether the platform can serve: the database answers a query, every migration of
 * server/db/migrations is recorded as applied, and every partner's settings resolve.
 */
export async function readiness(
  db: Db,
  settings: SettingsService,
  timeoutMs = DATABASE_TIMEOUT_MS,
): Promise<Readiness> {
  let database: CheckResult = { ok: true };
  let migrations: CheckResult;
  try {
    const applied = await within(
      timeoutMs,
      db.query<{ name: string }>('SELECT name FROM schema_migrations'),
    );
    const names = new Set(applied.map((row) => row.name));
    const missing = migrationNames().filter((name) => !names.has(name));
    migrations = missing.length === 0 ? { ok: true } : failed(`not applied: ${missing.join(', ')}`);
  } catch (error) {
    database = failed(messageOf(error));
    migrations = failed('not checked: the database did not answer');
  }
  return { database, migrations, settings: settingsCheck(settings) };
}

function settingsCheck(settings: SettingsService): CheckResult {
  const partners = settings.partners;
  if (partners.length === 0) return failed('no partner has a settings layer');
  for (const partner of partners) {
    try {
      settings.serve({ partner });
    } catch (error) {
      return failed(`partner ${partner}: ${messageOf(error)}`);
    }
  }
  return { ok: true };
}
