import { createStoreContext } from '@/lib/store-context';

import type { PreferencesStore } from './preferences-store';

const preferences = createStoreContext<PreferencesStore>('usePreferencesStore');

/** Makes the app's preferences store available to the components below it. */
export const PreferencesProvider = preferences.Provider;

/** The app's preferences store (inside PreferencesProvider), or `given` when a caller has its own. */
export const usePreferencesStore = preferences.useStore;
