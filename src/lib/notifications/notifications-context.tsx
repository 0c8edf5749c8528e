import { createContext, type ReactNode, useContext } from 'react';

import type { NotificationStore } from './notification-store';

const NotificationsContext = createContext<NotificationStore | null>(null);

/** Makes the app's notification store available to the components below it. */
export function NotificationsProvider({
  store,
  children,
}: {
  readonly store: NotificationStore;
  readonly children: ReactNode;
}) {
  return <NotificationsContext.Provider value={store}>{children}</NotificationsContext.Provider>;
}

/** The app's notification store (inside NotificationsProvider), or `given` when a caller has its own. */
export function useNotifications(given?: NotificationStore): NotificationStore {
  const provided = useContext(NotificationsContext);
  const store = given ?? provided;
  if (!store) throw new Error('useNotifications: no NotificationsProvider above this component');
  return store;
}
