import { createContext, type ReactNode, useContext } from 'react';

import type { PreferencesStore } from './preferences-store';

const PreferencesContext = createContext<PreferencesStore | null>(null);

/** Makes the app's preferences store available to the components below it. */
export function PreferencesProvider({
  store,
  children,
}: {
  readonly store: PreferencesStore;
  readonly children: ReactNode;
}) {
  return <PreferencesContext.Provider value={store}>{children}</PreferencesContext.Provider>;
}

/** The app's preferences store (inside PreferencesProvider), or `given` when a caller has its own. */
export function usePreferencesStore(given?: PreferencesStore): PreferencesStore {
  const provided = useContext(PreferencesContext);
  const store = given ?? provided;
  if (!store) throw new Error('usePreferencesStore: no PreferencesProvider above this component');
  return store;
}
