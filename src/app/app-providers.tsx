import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { ApiClientProvider } from '@/lib/api-client/api-client-context';
import { NotificationsProvider } from '@/lib/notifications/notifications-context';
import { PageProvider } from '@/lib/page-context';
import { PreferencesProvider } from '@/lib/preferences/preferences-context';
import { SessionProvider } from '@/lib/session/session-context';

import type { WiredServices } from './create-services';

/**
 * The providers every page sits in: the app's own API client, i18n instance, session,
 * preferences and notifications, so that two apps in one process never share a player's state.
 */
export function AppProviders({
  services,
  children,
}: {
  services: Pick<
    WiredServices,
    'api' | 'i18n' | 'page' | 'session' | 'preferences' | 'notifications' | 'firstAnswers'
  >;
  children: ReactNode;
}) {
  return (
    <ApiClientProvider client={services.api} fallback={services.firstAnswers.fallback}>
      <PageProvider page={services.page}>
        <I18nextProvider i18n={services.i18n}>
          <SessionProvider store={services.session}>
            <PreferencesProvider store={services.preferences}>
              <NotificationsProvider store={services.notifications}>
                {children}
              </NotificationsProvider>
            </PreferencesProvider>
          </SessionProvider>
        </I18nextProvider>
      </PageProvider>
    </ApiClientProvider>
  );
}
