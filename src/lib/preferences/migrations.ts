import type { Forage } from './forage-config';

/** The data version this build writes; raise it and add a migration when a stored shape changes. */
export const STORE_VERSION = 2;

export interface MigrationContext {
  readonly forage: Forage;
  /** The browser's localStorage (undefined when refused), for data kept there before the store. */
  readonly legacy: Pick<Storage, 'getItem' | 'removeItem'> | undefined;
}

/** Moves stored data from version `from` to `from + 1`. */
export type Migration = (context: MigrationContext) => Promise<void>;

/** Before the store (version 0) popup-shown flags lived in localStorage under this key. */
export const LEGACY_POPUPS_KEY = 'betframe.popupsShown';

function parseLegacyList(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** version → the migration that lifts data of that version by one. */
export const migrations: Readonly<Record<number, Migration>> = {
  0: async ({ forage, legacy }) => {
    const old = parseLegacyList(legacy?.getItem(LEGACY_POPUPS_KEY) ?? null);
    if (old.length > 0) {
      const stored = await forage.getItem<unknown>('popupsShown');
      const current = Array.isArray(stored)
        ? stored.filter((v): v is string => typeof v === 'string')
        : [];
      await forage.setItem('popupsShown', [...new Set([...current, ...old])]);
    }
    legacy?.removeItem(LEGACY_POPUPS_KEY);
  },
  // Version 1 favourites had no teams list: without one, the stored favourites would fail the
  // check and a guest's games and championships would be lost.
  1: async ({ forage }) => {
    const stored = await forage.getItem<unknown>('favourites');
    if (
      typeof stored === 'object' &&
      stored !== null &&
      !Array.isArray(stored) &&
      !('teams' in stored)
    )
      await forage.setItem('favourites', { ...stored, teams: [] });
  },
};
