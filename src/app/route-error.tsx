import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from 'react-router';

import type { LoadedSettings } from '@/config/settings-client.ts';
import { SettingsInvalidError } from '@/config/settings-client.ts';
import { SETTINGS_ROUTE_ID } from '@/config/use-settings.ts';
import { StatusPage } from '@/features/shell/components/status-page';
import { ApiError, refusalText } from '@/lib/api-client/errors';
import { logger } from '@/lib/logger';

import { GuardError } from './route-access';

/** What a failed route shows: 404, access denied, a misconfigured site or a server error. */
export function RouteError() {
  const error = useRouteError();
  // Inside the shell the brand is known; above it (settings failed) it is not.
  const loaded = useRouteLoaderData<LoadedSettings>(SETTINGS_ROUTE_ID);
  const site = loaded?.settings.customizeConfig.brand ?? 'Betframe';
  const { t, i18n } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <StatusPage titleKey="not_found_title" text={t('not_found_text')} site={site} />;
  }
  if (error instanceof GuardError) {
    return <StatusPage titleKey="access_denied_title" text={t('access_denied_text')} site={site} />;
  }
  if (error instanceof SettingsInvalidError) {
    const first = error.issues[0];
    return (
      <StatusPage
        titleKey="settings_invalid_title"
        text={t('settings_invalid_text', {
          pointer: first?.pointer ?? '/',
          message: first?.message ?? '',
        })}
        site={site}
      />
    );
  }
  logger.error('route failed', error);
  const text =
    error instanceof ApiError ? t(refusalText(error, (key) => i18n.exists(key))) : t('error_500');
  return <StatusPage titleKey="error_title" text={text} site={site} />;
}
