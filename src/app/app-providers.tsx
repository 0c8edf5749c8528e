import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { ApiClientProvider } from '@/lib/api-client/api-client-context';
import { PageProvider } from '@/lib/page-context';

import type { WiredServices } from './create-services';

/** The providers every page sits in: the one API client and the i18n instance. */
export function AppProviders({
  services,
  children,
}: {
  services: Pick<WiredServices, 'api' | 'i18n' | 'page'>;
  children: ReactNode;
}) {
  return (
    <ApiClientProvider client={services.api}>
      <PageProvider page={services.page}>
        <I18nextProvider i18n={services.i18n}>{children}</I18nextProvider>
      </PageProvider>
    </ApiClientProvider>
  );
}
