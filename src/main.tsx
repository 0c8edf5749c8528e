import './styles/app.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';

import { splitLanguage } from '@/app/path-rules';
import { createRoutes } from '@/app/routes';
import { createSettingsClient } from '@/config/settings-client.ts';
import { ApiClientProvider } from '@/lib/api-client/api-client-context';
import { createApiClient } from '@/lib/api-client/client';
import { createI18n } from '@/lib/i18n/create-i18n';
import { createDictionaryLoader } from '@/lib/i18n/dictionary-loader';
import { reportMaintenance } from '@/lib/notifications/report-maintenance';
import { preferencesStore } from '@/lib/preferences/preferences';
import { captureInstallPrompt } from '@/lib/pwa/install-prompt';
import { inspectorRequest, qaModeOn } from '@/lib/qa/qa-mode';
import { type ServiceTokenService, startServiceToken } from '@/lib/session/service-token-service';
import { sessionStore } from '@/lib/session/session-store';
import { startUserToken, type UserTokenService } from '@/lib/session/user-token-service';

const safeStorage = (pick: () => Storage) => {
  try {
    return pick();
  } catch {
    return undefined;
  }
};

async function start() {
  // Read alongside the settings and dictionaries: theme and popup flags are known at the first render.
  const preferencesLoaded = preferencesStore.load();
  // The platform resolves partner+language settings per call, so every call names the language.
  let language = splitLanguage(window.location.pathname).language;
  // The client's auth hook reads the user token, which needs the client: started below.
  const userToken: { current?: UserTokenService } = {};
  const serviceToken: { current?: ServiceTokenService } = {};
  const service = (): ServiceTokenService => {
    if (!serviceToken.current) throw new Error('the service token is not started yet');
    return serviceToken.current;
  };
  const api = createApiClient({
    defaultHeaders: (): Record<string, string> => (language ? { 'x-lang': language } : {}),
    hooks: {
      authHeaders: async (): Promise<Record<string, string>> => {
        const token = await userToken.current?.token();
        return token ? { 'x-auth': `Bearer ${token}` } : {};
      },
      serviceToken: {
        token: (url) => service().token(url),
        rejected: (url, token, cause) => service().rejected(url, token, cause),
        accepted: (url) => service().accepted(url),
      },
      onError: reportMaintenance,
    },
  });
  const settings = createSettingsClient(api);
  const loader = createDictionaryLoader({
    client: api,
    // Dictionaries come from the variant's CDN (empty: this site).
    cdnUrl: () => settings.latest()?.settings.globalConfig.mainCdnUrl ?? '',
    storage: safeStorage(() => window.localStorage),
  });
  const i18n = await createI18n(loader, language ?? 'en', []);
  i18n.on('languageChanged', (next) => {
    language = next;
  });
  // QA tools exist only in development and QA builds (VITE_QA=1): a production build drops this code.
  if (import.meta.env.DEV || import.meta.env.VITE_QA === '1') {
    const url = new URL(window.location.href);
    const qa = qaModeOn(
      url,
      safeStorage(() => window.sessionStorage),
    );
    if (qa)
      (await import('@/features/qa/start-qa')).startQa(
        i18n,
        safeStorage(() => window.sessionStorage),
      );
    // QA and e2e can raise analytics events in bulk (to see batching and compression at work).
    if (qa) Object.assign(window, { betframeTrack: (await import('@/lib/analytics/track')).track });
    const inspector = import.meta.env.DEV ? inspectorRequest(url) : undefined;
    if (inspector) await (await import('@/features/qa/start-inspector')).startInspector(inspector);
  }
  // After the QA tools: the recorder sees the token actors from their start.
  const started = (userToken.current = startUserToken({ client: api }));
  serviceToken.current = startServiceToken({ client: api });
  const router = createBrowserRouter(
    createRoutes({
      settings,
      i18n,
      session: sessionStore,
      sessionKnown: () => started.ready(),
      sessionStorage: safeStorage(() => window.sessionStorage),
    }),
  );
  await preferencesLoaded;
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <ApiClientProvider client={api}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </ApiClientProvider>
    </StrictMode>,
  );
}

// Before anything awaits: the browser offers installing once, early, and the offer is kept for later.
captureInstallPrompt();
void start();
