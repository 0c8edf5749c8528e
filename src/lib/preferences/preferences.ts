import { createForage } from './forage';
import { createPreferencesStore, type PreferencesStore } from './preferences-store';

const localStorageOrUndefined = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/** The page's preferences (one per page, like the session store); main.tsx loads it before the first render. */
export const preferencesStore: PreferencesStore = createPreferencesStore({
  forage: createForage(),
  legacy: localStorageOrUndefined(),
});
