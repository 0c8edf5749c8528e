import type { i18n as I18n } from 'i18next';

import { createSettingsClient } from '@/config/settings-client.ts';
import { type ApiClient, createApiClient } from '@/lib/api-client/client';
import { createFirstAnswers, type FirstAnswers } from '@/lib/api-client/first-answers';
import { sessionCookieStorage } from '@/lib/cookie-storage';
import { createI18n } from '@/lib/i18n/create-i18n';
import { createDictionaryLoader } from '@/lib/i18n/dictionary-loader';
import {
  createNotificationStore,
  type NotificationStore,
} from '@/lib/notifications/notification-store';
import { reportMaintenance } from '@/lib/notifications/report-maintenance';
import type { PageContextValue } from '@/lib/page-context';
import { createBrowserPreferences } from '@/lib/preferences/preferences';
import type { PreferencesStore } from '@/lib/preferences/preferences-store';
import { renderedPreferences } from '@/lib/preferences/rendered-preferences';
import { type ServiceTokenService, startServiceToken } from '@/lib/session/service-token-service';
import { createSessionStore, type SessionStore } from '@/lib/session/session-store';
import { startUserToken, type UserTokenService } from '@/lib/session/user-token-service';

import type { AppServices, PageDocument } from './app-services';
import { splitLanguage } from './path-rules';

const globalDocument = (): PageDocument | undefined =>
  typeof document === 'undefined' ? undefined : document;

/** What differs between the page and a route test: everything the browser owns comes in here. */
export interface ServicesEnvironment {
  /** The address the app opens at: its language names the first calls (`x-lang`). */
  readonly url: URL;
  /** The transport (the browser's fetch when omitted; the in-process platform in route tests). */
  readonly fetch?: typeof fetch;
  /** The browser's languages, most wanted first (navigator.languages): the root's language. */
  readonly languages?: readonly string[];
  /** Keeps dictionaries across visits (localStorage in the page). */
  readonly localStorage?: Storage;
  /**
   * The page's document: the user-token cookie and `<html lang dir>` (the global document when
   * omitted and there is one; null where there is none, as on the platform).
   */
  readonly document?: PageDocument | null;
  /** The app's preferences (the browser's, in the spec's localforage database, when omitted). */
  readonly preferences?: PreferencesStore;
  /**
   * The app takes over a page the platform rendered: the browser's preferences start from what
   * the page was rendered with (its cookies) and are read from storage once it has hydrated —
   * the caller's to start (`preferences.load()`) — instead of before the first render.
   */
  readonly hydrating?: boolean;
  /**
   * Runs once i18n is ready and before the token services start, so tools that watch actors
   * (the QA recorder, the inspector) see them from their start.
   */
  readonly beforeTokens?: (i18n: I18n) => Promise<void>;
}

/** Everything the app runs on: the loaders' services plus the client, token services and stores. */
export interface WiredServices extends AppServices {
  readonly api: ApiClient;
  readonly userToken: UserTokenService;
  readonly serviceToken: ServiceTokenService;
  readonly session: SessionStore;
  readonly preferences: PreferencesStore;
  readonly notifications: NotificationStore;
  readonly firstAnswers: FirstAnswers;
  readonly sessionKnown: () => Promise<void>;
  /** The page's origin and cookies (the browser's; the request's on the platform). */
  readonly page: PageContextValue;
  /** Stops the token services (their timers and their watch on the session store). */
  readonly stop: () => void;
}

/**
 * Builds the app's services once, the same way for the page and for route tests: one API client
 * whose hooks send the user token (`x-auth: Bearer`) on `auth` calls and the service token
 * (`Authorization: Bearer`) on `auth: 'service'` calls, the settings client, dictionaries and
 * i18n, the session and preferences stores. Resolves when the preferences are read, so theme and
 * popup flags are known at the first render.
 */
export async function createServices(env: ServicesEnvironment): Promise<WiredServices> {
  const session = createSessionStore();
  // A maintenance answer in one app's loader must not alert another app's page.
  const notifications = createNotificationStore();
  const doc = env.document === undefined ? globalDocument() : (env.document ?? undefined);
  const preferences =
    env.preferences ??
    createBrowserPreferences(env.hydrating ? renderedPreferences(doc?.cookie ?? '') : {});
  // Read alongside the settings and dictionaries (a hydrating page reads them once hydrated).
  const preferencesLoaded = env.hydrating ? Promise.resolve() : preferences.load();
  // The platform resolves partner+language settings per call, so every call names the language.
  let language = splitLanguage(env.url.pathname).language;
  // The client's hooks need the token services, which need the client: they are set below.
  let userToken: UserTokenService | undefined;
  let serviceToken: ServiceTokenService | undefined;
  const service = (): ServiceTokenService => {
    if (!serviceToken) throw new Error('the service token is not started yet');
    return serviceToken;
  };
  const api = createApiClient({
    ...(env.fetch ? { fetch: env.fetch } : {}),
    defaultHeaders: (): Record<string, string> => (language ? { 'x-lang': language } : {}),
    hooks: {
      authHeaders: async (): Promise<Record<string, string>> => {
        const token = await userToken?.token();
        return token ? { 'x-auth': `Bearer ${token}` } : {};
      },
      serviceToken: {
        token: (url) => service().token(url),
        rejected: (url, token, cause) => service().rejected(url, token, cause),
        accepted: (url) => service().accepted(url),
      },
      onError: (error) => reportMaintenance(error, notifications.notify),
    },
  });
  const settings = createSettingsClient(api);
  const loader = createDictionaryLoader({
    client: api,
    // Dictionaries come from the variant's CDN (empty: this site).
    cdnUrl: () => settings.latest()?.settings.globalConfig.mainCdnUrl ?? '',
    storage: env.localStorage,
  });
  const i18n = await createI18n(loader, language ?? 'en', []);
  i18n.on('languageChanged', (next) => {
    language = next;
  });
  await env.beforeTokens?.(i18n);
  const user = (userToken = startUserToken({ client: api, session, document: doc }));
  const serviceTokens = (serviceToken = startServiceToken({ client: api, session }));
  await preferencesLoaded;
  return {
    api,
    settings,
    i18n,
    session,
    ...(doc ? { document: doc } : {}),
    sessionKnown: () => user.ready(),
    variantMemory: sessionCookieStorage(doc),
    visitorLanguages: env.languages ?? [],
    userToken: user,
    serviceToken: serviceTokens,
    preferences,
    notifications,
    firstAnswers: createFirstAnswers(api),
    page: { origin: env.url.origin, cookies: doc },
    stop: () => {
      user.stop();
      serviceTokens.stop();
    },
  };
}
