import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';

import { ApiClientProvider } from '@/lib/api-client/api-client-context';
import type { ApiClient } from '@/lib/api-client/client';
import { ServiceTokenError } from '@/lib/api-client/service-token-error';
import { createNotificationStore } from '@/lib/notifications/notification-store';
import { NotificationsProvider } from '@/lib/notifications/notifications-context';
import common from '@/locales/en/common.json';
import office from '@/locales/en/office.json';

import { PasswordPanel } from './password-panel';

describe('the password panel', () => {
  it.each([
    [
      'TOKEN_NOT_AUTHENTICATED',
      'Your sign-in could not be confirmed. Reload the page and try again.',
    ],
    ['USER_NOT_AUTHENTICATED', 'You are not signed in. Log in again to continue.'],
  ])('shows a %s failure of the service token as its translated message', async (code, text) => {
    const i18n = i18next.createInstance();
    await i18n.use(initReactI18next).init({
      lng: 'en',
      ns: ['office', 'common'],
      defaultNS: 'office',
      resources: { en: { office, common } },
    });
    const client: ApiClient = {
      call: () => Promise.reject(new ServiceTokenError(code, '/api/web/user/v1/password')),
    };
    render(
      <ApiClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <NotificationsProvider store={createNotificationStore()}>
            <PasswordPanel />
          </NotificationsProvider>
        </I18nextProvider>
      </ApiClientProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'Old-pass-12');
    await user.type(screen.getByLabelText('New password'), 'New-pass-345');
    await user.type(screen.getByLabelText('New password again'), 'New-pass-345');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});
