import { useCallback, useEffect, useSyncExternalStore } from 'react';

import { usePageContext } from '@/lib/page-context';

import type { PreferenceKey, Preferences } from './preference-keys';
import { usePreferencesStore } from './preferences-context';
import type { PreferencesStore } from './preferences-store';
import { renderedPreference } from './rendered-preferences';

/**
 * A client preference and its setter, re-rendering when it changes (the default until the store
 * has loaded); the app's store unless `given`. Hydrating a server-rendered page, the first render
 * has what the platform rendered (no mismatch), the stored value right after.
 */
export function usePreference<K extends PreferenceKey>(
  key: K,
  given?: PreferencesStore,
): readonly [Preferences[K], (value: Preferences[K]) => void] {
  const store = usePreferencesStore(given);
  const { cookies } = usePageContext();
  const value = useSyncExternalStore(
    store.subscribe,
    () => store.get(key),
    () => renderedPreference(key, cookies?.cookie),
  );
  const set = useCallback((next: Preferences[K]) => void store.set(key, next), [store, key]);
  return [value, set] as const;
}

/** Whether the stored preferences are in (starting the load if nobody has): wait for it before acting on them. */
export function usePreferencesLoaded(given?: PreferencesStore): boolean {
  const store = usePreferencesStore(given);
  useEffect(() => void store.load(), [store]);
  return useSyncExternalStore(store.subscribe, store.loaded, store.loaded);
}
