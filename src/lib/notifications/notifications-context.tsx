import { createStoreContext } from '@/lib/store-context';

import type { NotificationStore } from './notification-store';

const notifications = createStoreContext<NotificationStore>('useNotifications');

/** Makes the app's notification store available to the components below it. */
export const NotificationsProvider = notifications.Provider;

/** The app's notification store (inside NotificationsProvider), or `given` when a caller has its own. */
export const useNotifications = notifications.useStore;
