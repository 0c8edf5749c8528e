import { createContext, type ReactNode, useContext } from 'react';

/**
 * A context for one of the app's stores (session, preferences, notifications): each app renders
 * with its own, so two apps in one process never share a player's state. `hook` names the hook in
 * the error thrown when no provider is above a component.
 */
export function createStoreContext<T>(hook: string) {
  const Context = createContext<T | null>(null);
  function Provider({ store, children }: { readonly store: T; readonly children: ReactNode }) {
    return <Context.Provider value={store}>{children}</Context.Provider>;
  }
  /** The store provided above, or `given` when a caller has its own. */
  function useStore(given?: T): T {
    const provided = useContext(Context);
    const store = given ?? provided;
    if (store === null || store === undefined)
      throw new Error(`${hook}: no provider above this component`);
    return store;
  }
  return { Provider, useStore };
}
